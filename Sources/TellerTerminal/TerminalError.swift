/// The terminal refused a change Teller needed, such as raw mode.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, in one line.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
