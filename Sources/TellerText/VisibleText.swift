/// Makes text from outside harmless on its way to a terminal: escape and
/// other control characters become visible notation and are never sent raw.
///
/// ESC becomes `\e`, tab `\t`, newline `\n`, carriage return `\r`. Any other
/// C0 or C1 control character, DEL, the line and paragraph separators
/// (U+2028, U+2029) and the bidirectional embedding, override and isolate
/// controls (U+202A–U+202E, U+2066–U+2069) become `\u{XX}`. Everything else
/// passes through unchanged, so the result is always one line that reads as
/// it is stored.
///
/// - Complexity: O(n) in the length of the text.
public func visibleText(_ text: String) -> String {
  guard text.unicodeScalars.contains(where: needsEscape) else { return text }
  var out = ""
  for scalar in text.unicodeScalars {
    if let notation = visibleNotation(scalar) {
      out += notation
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// The visible notation for a scalar that must not reach a terminal raw,
/// such as `\e` for ESC, or nil for a scalar that may.
func visibleNotation(_ scalar: Unicode.Scalar) -> String? {
  switch scalar.value {
  case 0x1B: return "\\e"
  case 0x09: return "\\t"
  case 0x0A: return "\\n"
  case 0x0D: return "\\r"
  default:
    guard needsEscape(scalar) else { return nil }
    return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}

/// Whether a scalar must be shown as notation rather than sent raw.
private func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
  let v = scalar.value
  return v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || v == 0x2028 || v == 0x2029
    || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
}

/// The longest quotation of outside text in a message, in characters.
public let visibleQuoteLimit = 80

/// Outside text as a message quotes it: made visible with
/// ``visibleText(_:)``, then cut to `limit` characters, the last an
/// ellipsis when cut. Cutting after making visible bounds what reaches the
/// screen, however many control characters the text holds.
///
/// - Complexity: O(n) in the length of the text.
public func visibleQuote(_ text: String, limit: Int = visibleQuoteLimit) -> String {
  shortenedText(visibleText(text), to: limit)
}

/// Text cut to `limit` characters, the last an ellipsis when cut.
///
/// - Complexity: O(n) in the length of the text.
public func shortenedText(_ text: String, to limit: Int) -> String {
  guard limit > 0 else { return "" }
  return text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
}
