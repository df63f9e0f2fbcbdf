import TellerText

/// A line of a script as the user typed it: the text without the blanks
/// around it, and its words up to a comment.
public struct ScriptLine: Hashable, Sendable {
  /// The line without spaces, tabs and line ends around it, as typed.
  public var text: String
  /// The words, as typed, up to a word that starts with `#`.
  public var words: [String]

  /// Reads a line: words are separated by spaces, tabs and line ends.
  ///
  /// - Complexity: O(n) in the length of the line.
  public init(_ line: String) {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    var words: [String] = []
    for word in line.split(whereSeparator: isBlank) {
      if word.hasPrefix("#") { break }
      words.append(String(word))
    }
    self.words = words
    if let start = line.firstIndex(where: { !isBlank($0) }),
      let end = line.lastIndex(where: { !isBlank($0) })
    {
      text = String(line[start...end])
    } else {
      text = ""
    }
  }

  /// The command word, lowercased, or empty for a blank line or a comment.
  public var command: String { words.first?.lowercased() ?? "" }

  /// What follows the command, as typed, words joined by one space.
  public var arguments: String { words.dropFirst().joined(separator: " ") }

  /// The longest script line Teller reads, in bytes of UTF-8, its line
  /// ending not counted: 4096, far more than any command and its comment.
  /// A longer line is a bad line (``LineCommandError/lineTooLong(_:)``),
  /// read no further, so a huge line never costs memory for its words.
  public static let maximumLength = 4096

  /// The longest quotation of a line in a message, in characters.
  public static let quoteLimit = visibleQuoteLimit

  /// Text cut to ``quoteLimit`` characters, with an ellipsis when cut, so a
  /// huge line is never echoed back whole.
  public static func shortened(_ text: String) -> String {
    shortenedText(text, to: quoteLimit)
  }
}
