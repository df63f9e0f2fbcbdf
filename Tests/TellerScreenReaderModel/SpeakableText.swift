/// What of a message's text is spoken, for counting and matching.
public enum SpeakableText {
  /// The text without SSML tags (`<speak>`, `<mark name="0:7"/>` …), with
  /// the five XML entities decoded and every run of white space one space,
  /// trimmed.
  ///
  /// - Complexity: O(n).
  public static func plain(_ text: String) -> String {
    var withoutTags = ""
    var inTag = false
    let looksLikeSSML = text.contains("<speak")
    for character in text {
      if looksLikeSSML && character == "<" {
        inTag = true
      } else if inTag {
        if character == ">" {
          inTag = false
          withoutTags.append(" ")
        }
      } else {
        withoutTags.append(character)
      }
    }
    let decoded =
      looksLikeSSML
      ? withoutTags.replacing("&lt;", with: "<").replacing("&gt;", with: ">")
        .replacing("&quot;", with: "\"").replacing("&apos;", with: "'")
        .replacing("&amp;", with: "&")
      : withoutTags
    return decoded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Whether a character is spoken: it is not white space and not a box
  /// drawing or block element character (U+2500 to U+259F), which speech
  /// passes over as a pause.
  public static func isSpeakable(_ character: Character) -> Bool {
    guard !character.isWhitespace else { return false }
    guard let scalar = character.unicodeScalars.first else { return false }
    return !(0x2500...0x259F).contains(scalar.value)
  }

  /// The speakable characters of a message's text, SSML tags left out.
  public static func speakableCount(_ text: String) -> Int {
    plain(text).reduce(0) { $0 + (isSpeakable($1) ? 1 : 0) }
  }

  /// The text as matching compares it: ``plain(_:)``, lower-cased.
  public static func folded(_ text: String) -> String { plain(text).lowercased() }
}
