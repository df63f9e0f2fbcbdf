import TellerBank

/// Reads a span of time written like `2s`, `500ms`, `1.5s` or `2m`.
///
/// The number is a whole number or a decimal with a point; the unit is
/// `ms`, `s`, `m` or `min`, and may follow after a space. The value is
/// computed exactly in integer nanoseconds. Negative values, missing units,
/// spans finer than a nanosecond and spans too long for model time give nil.
///
/// - Complexity: O(n) in the length of the text.
public func parseDuration(_ text: String) -> ModelTime? {
  let compact = text.filter { $0 != " " }.lowercased()
  guard let unitStart = compact.firstIndex(where: { $0.isLetter }) else { return nil }
  let number = compact[..<unitStart]
  let unit = compact[unitStart...]
  let unitNanoseconds: Int64
  switch unit {
  case "ms": unitNanoseconds = 1_000_000
  case "s": unitNanoseconds = 1_000_000_000
  case "m", "min": unitNanoseconds = 60_000_000_000
  default: return nil
  }
  let parts = number.split(separator: ".", omittingEmptySubsequences: false)
  guard parts.count == 1 || parts.count == 2 else { return nil }
  let whole = parts[0]
  let fraction = parts.count == 2 ? parts[1] : ""
  guard !(whole.isEmpty && fraction.isEmpty), parts.count == 1 || !fraction.isEmpty,
    whole.allSatisfy({ $0.isASCII && $0.isNumber }),
    fraction.allSatisfy({ $0.isASCII && $0.isNumber })
  else { return nil }
  // Trailing zeros add nothing; past 18 digits a fraction cannot be whole nanoseconds.
  let digits = fraction.reversed().drop(while: { $0 == "0" }).reversed()
  guard digits.count <= 18, let wholeValue = whole.isEmpty ? 0 : Int64(whole),
    let fractionValue = digits.isEmpty ? 0 : Int64(String(digits))
  else { return nil }
  let (wholeNanoseconds, overflow) = wholeValue.multipliedReportingOverflow(by: unitNanoseconds)
  guard !overflow else { return nil }
  // fractionValue / 10^k of a unit must come to whole nanoseconds:
  // with g = gcd(unit, 10^k), that holds when 10^k / g divides the fraction.
  var scale: Int64 = 1
  for _ in 0..<digits.count { scale *= 10 }
  let common = greatestCommonDivisor(unitNanoseconds, scale)
  guard fractionValue % (scale / common) == 0 else { return nil }
  let fractionNanoseconds = fractionValue / (scale / common) * (unitNanoseconds / common)
  let (total, totalOverflow) = wholeNanoseconds.addingReportingOverflow(fractionNanoseconds)
  guard !totalOverflow else { return nil }
  return ModelTime(nanoseconds: total)
}

private func greatestCommonDivisor(_ a: Int64, _ b: Int64) -> Int64 {
  var (a, b) = (a, b)
  while b != 0 { (a, b) = (b, a % b) }
  return a
}
