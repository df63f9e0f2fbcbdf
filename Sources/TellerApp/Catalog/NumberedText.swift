/// Builds `prefix + decimal(number) + suffix` with one allocation at most:
/// the parts are copied and the digits written straight into the new
/// string's storage.
///
/// The bank screen builds a label and an ID per customer, so this path
/// decides how fast a screen of 10,000 customers is built.
///
/// - Complexity: O(length of the result).
func numberedText(_ prefix: String, _ number: Int, _ suffix: String = "") -> String {
  var prefix = prefix
  var suffix = suffix
  let magnitude = number.magnitude
  var digitCount = 1
  var power: UInt = 10
  while digitCount < 20 && magnitude >= power {
    digitCount += 1
    let (next, overflow) = power.multipliedReportingOverflow(by: 10)
    if overflow { break }
    power = next
  }
  let sign = number < 0 ? 1 : 0
  return prefix.withUTF8 { head in
    suffix.withUTF8 { tail in
      let total = head.count + sign + digitCount + tail.count
      return String(unsafeUninitializedCapacity: total) { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        if let source = head.baseAddress { base.update(from: source, count: head.count) }
        var i = head.count
        if sign == 1 {
          base[i] = UInt8(ascii: "-")
          i += 1
        }
        var rest = magnitude
        var d = i + digitCount - 1
        while d >= i {
          base[d] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
          rest /= 10
          d -= 1
        }
        i += digitCount
        if let source = tail.baseAddress { (base + i).update(from: source, count: tail.count) }
        return i + tail.count
      }
    }
  }
}
