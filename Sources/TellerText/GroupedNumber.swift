/// A whole number with its thousands grouped by commas, as English and
/// Korean both write them: `1,063`, `100,000,000`, `-2,500`. Screen readers
/// and eSpeak NG read a grouped number as one number in both languages.
public func groupedNumber(_ value: some BinaryInteger) -> String {
  let digits = String(value.magnitude)
  var out = value < 0 ? "-" : ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
    out.append(digit)
  }
  return out
}
