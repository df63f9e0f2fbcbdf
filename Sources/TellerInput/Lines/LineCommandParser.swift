/// Reads script lines into session commands, by the table of
/// ``LineCommands/standard``.
///
/// Words are separated by spaces or tabs and compared without regard to
/// case. Blank lines and comments (a word starting with `#` and everything
/// after it) give nil.
public enum LineCommandParser {
  /// Parses one line; nil for a blank line or a comment.
  ///
  /// - Throws: ``LineCommandError`` saying what is wrong, with the line.
  /// - Complexity: O(n) in the length of the line.
  public static func parse(_ text: String) throws(LineCommandError) -> SessionCommand? {
    guard text.utf8.count <= ScriptLine.maximumLength else {
      // Read no further than what a message quotes.
      throw .lineTooLong(ScriptLine(String(text.prefix(ScriptLine.quoteLimit + 1))))
    }
    let line = ScriptLine(text)
    let words = line.words.map { $0.lowercased() }
    guard !words.isEmpty else { return nil }
    return try LineCommands.standard.command(for: words, line: line)
  }
}
