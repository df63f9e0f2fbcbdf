import TellerArguments

/// Makes text safe to print as part of one line on a terminal.
///
/// Like `visibleText(_:)`, escape and control characters (newlines too)
/// become visible notation; the Unicode line and paragraph separators
/// U+2028 and U+2029 do as well, so the result never breaks a line.
///
/// - Complexity: O(n) in the length of the text.
public func safeLine(_ text: String) -> String {
  let visible = visibleText(text)
  guard visible.unicodeScalars.contains(where: { $0.value == 0x2028 || $0.value == 0x2029 })
  else { return visible }
  var out = ""
  for scalar in visible.unicodeScalars {
    switch scalar.value {
    case 0x2028, 0x2029: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out
}
