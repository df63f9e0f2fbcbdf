import TellerArguments

/// A file Teller was asked to read does not exist or cannot be read.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// Why it cannot be read, such as "No such file or directory".
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// One line naming the file, with control characters made visible.
  public var message: String { "Cannot read '\(visibleText(path))': \(reason)." }

  /// The exit status: 66 (EX_NOINPUT).
  public var exitCode: ExitCode { .noInput }

  /// The message.
  public var description: String { message }
}
