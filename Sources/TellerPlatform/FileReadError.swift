import TellerArguments

/// A file Teller was asked to read does not exist or cannot be read.
///
/// The error keeps what the platform found as data (``failure``); the place
/// that prints it words it in the user's language.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why a file cannot be read.
  public enum Failure: Hashable, Sendable {
    /// The system refused to open or read it, with its reason, such as
    /// "No such file or directory".
    case system(reason: String)
    /// It is larger than `limit` bytes.
    case tooLarge(limit: Int)
  }

  /// The path as given.
  public var path: String
  /// Why it cannot be read.
  public var failure: Failure

  /// Creates an error.
  public init(path: String, failure: Failure) {
    self.path = path
    self.failure = failure
  }

  /// Creates an error the system gave `reason` for.
  public init(path: String, reason: String) {
    self.init(path: path, failure: .system(reason: reason))
  }

  /// Why it cannot be read, in English, such as "No such file or
  /// directory".
  public var reason: String {
    switch failure {
    case .system(let reason): reason
    case .tooLarge(let limit):
      limit == TextFile.sizeLimit ? "It is larger than 16 MiB" : "It is too large"
    }
  }

  /// One line naming the file, with control characters made visible, in
  /// English.
  public var message: String { "Cannot read '\(visibleText(path))': \(reason)." }

  /// The exit status: 66 (EX_NOINPUT).
  public var exitCode: ExitCode { .noInput }

  /// The message.
  public var description: String { message }
}
