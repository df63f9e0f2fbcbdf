import TellerArguments

/// Output could not be written to the terminal, such as after it went away.
public struct TerminalWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, in one line.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// The exit status: 74 (EX_IOERR).
  public var exitCode: ExitCode { .ioError }

  /// The message.
  public var description: String { message }
}
