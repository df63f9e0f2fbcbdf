import TellerArguments

/// A script line that is not a command Teller knows, with a message saying
/// why.
///
/// The message names the command and quotes the line with control
/// characters made visible; the session adds the line number.
public struct LineCommandError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The command word at fault, lowercased and made visible, such as `wait`.
  public var command: String
  /// The whole line, trimmed and made visible.
  public var line: String
  /// What is wrong, in one sentence that names the command and quotes the line.
  public var message: String
  /// Whether the first word is no command at all, as opposed to a known
  /// command used wrongly.
  public var isUnknownCommand: Bool

  /// Creates an error for a line; `problem` says what is wrong with it.
  public init(command: String, line: String, problem: String, isUnknownCommand: Bool = false) {
    self.command = LineCommandError.shortened(visibleText(command))
    self.line = LineCommandError.shortened(visibleText(line))
    self.message = "\(visibleText(problem)); got '\(self.line)'."
    self.isUnknownCommand = isUnknownCommand
  }

  /// The message.
  public var description: String { message }

  /// The longest quotation of a line in a message, in characters.
  public static let quoteLimit = 80

  /// A line cut to ``quoteLimit`` characters, with an ellipsis when cut, so
  /// a huge line is never echoed back whole.
  static func shortened(_ text: String) -> String {
    text.count <= quoteLimit ? text : String(text.prefix(quoteLimit - 1)) + "…"
  }
}
