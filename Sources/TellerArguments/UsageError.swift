/// A mistake on the command line, with a message for the user.
///
/// The message is one line that names the flag or word at fault; the
/// shell prints it to standard error with a usage hint and exits 64.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in one line, naming the flag.
  public var message: String
  /// The command whose usage applies, such as `teller simulate`.
  public var command: String

  /// Creates an error.
  public init(_ message: String, command: String = "teller") {
    self.message = message
    self.command = command
  }

  /// The exit status for usage errors: 64.
  public var exitCode: ExitCode { .usage }

  /// The line that points at help, such as "Run 'teller simulate --help' for usage."
  public var hint: String { "Run '\(command) --help' for usage." }

  /// The message.
  public var description: String { message }
}
