/// Input to a session: a key, a line command or the end of input.
public enum SessionInput: Hashable, Sendable {
  /// A key pressed at a terminal.
  case key(Key)
  /// A line command, with its 1-based line number.
  case line(String, number: Int)
  /// Input ended.
  case endOfInput
}
