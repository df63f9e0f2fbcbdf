import TellerArguments

/// A file Teller was asked to read does not exist or cannot be read.
///
/// The error keeps what the platform found as data (``failure``); the place
/// that prints it words it in the user's language.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// Why it cannot be read: ``FileProblem/system(_:)`` or
  /// ``FileProblem/tooLarge(limit:)``.
  public var failure: FileProblem

  /// Creates an error.
  public init(path: String, failure: FileProblem) {
    self.path = path
    self.failure = failure
  }

  /// Creates an error the system gave error number `code` for.
  public init(path: String, code: Int32) {
    self.init(path: path, failure: .system(systemReason(code)))
  }

  /// The exit status: 66 (EX_NOINPUT).
  public var exitCode: ExitCode { .noInput }

  /// The path and the failure, for debugging; users see the catalog's
  /// words.
  public var description: String { "\(visibleText(path)): \(failure)" }
}
