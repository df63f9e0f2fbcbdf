import TellerInput
import TellerWording

/// Input to a session: a key, a line command, a command given directly or
/// the end of input.
public enum SessionInput: Hashable, Sendable {
  /// A key pressed at a terminal.
  case key(Key)
  /// A command given directly, as a braille display's keys give one (line
  /// down, a routing key), handled as a key bound to it would be.
  case command(SessionCommand)
  /// A line command, with its 1-based line number.
  case line(String, number: Int)
  /// Input ended.
  case endOfInput
  /// A notice from the edge the user must hear of at once, such as why
  /// speech is off: announced, assertively, in the full-screen view, where
  /// standard error is kept off the screen until Teller leaves it;
  /// elsewhere standard error shows it already, and it is not repeated.
  case notice(EdgeNotice)
}
