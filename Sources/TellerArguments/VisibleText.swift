/// Makes text from outside harmless on its way to a terminal: escape and
/// other control characters become visible notation and are never sent raw.
///
/// ESC becomes `\e`, tab `\t`, newline `\n`, carriage return `\r`, and any
/// other C0 or C1 control character or DEL becomes `\u{XX}`. Everything else
/// passes through unchanged.
///
/// - Complexity: O(n) in the length of the text.
public func visibleText(_ text: String) -> String {
  var needsWork = false
  for scalar in text.unicodeScalars where isControl(scalar) {
    needsWork = true
    break
  }
  guard needsWork else { return text }
  var out = ""
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x1B: out += "\\e"
    case 0x09: out += "\\t"
    case 0x0A: out += "\\n"
    case 0x0D: out += "\\r"
    default:
      if isControl(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  let v = scalar.value
  return v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v)
}
