/// Writes text as a JSON string literal, quotes included.
///
/// Quotes and backslashes are escaped; control characters (below U+0020,
/// DEL, C1) and the line separators U+2028 and U+2029 become `\uXXXX`;
/// everything else stays as UTF-8.
///
/// - Complexity: O(n) in the length of the text.
public func jsonString(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x22: out += "\\\""
    case 0x5C: out += "\\\\"
    case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029:
      let hex = String(scalar.value, radix: 16, uppercase: false)
      out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: out.unicodeScalars.append(scalar)
    }
  }
  out += "\""
  return out
}
