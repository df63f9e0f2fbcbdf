/// A mistake in the configuration file, as data: the file, the line where
/// there is one, and what is wrong.
///
/// The app's catalog words it in the user's language, naming `file:line`
/// and the key; the shell prints it to standard error and exits 78
/// (EX_CONFIG).
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// The file exists but cannot be read, and why.
    case unreadable(FileProblem)
    /// A line that is neither blank, a comment, nor `key = value`.
    case notKeyValue(text: String)
    /// A value whose double quotes do not enclose the whole of it, such as
    /// `"ko` or `"a" "b"`.
    case badQuotes(key: String)
    /// A key that is no long option of the command, with the key meant,
    /// when one is close.
    case unknownKey(String, suggestion: String?)
    /// A key that cannot have a default, such as `version`.
    case notConfigurable(String)
    /// A flag's value that is none of on, off, yes, no, true, false, 1, 0.
    case notAFlagValue(key: String, value: String)
    /// A value the option does not accept, worded as on the command line.
    case badValue(key: String, problem: UsageError.Problem)
  }

  /// The file, as its path.
  public var path: String
  /// The line, counted from 1, or nil when the whole file is at fault.
  public var line: Int?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  public init(path: String, line: Int?, problem: Problem) {
    self.path = path
    self.line = line
    self.problem = problem
  }

  /// Where the mistake is, as `file:line`, or the file alone.
  public var place: String {
    line.map { "\(path):\($0)" } ?? path
  }

  /// The exit status: 78 (EX_CONFIG).
  public var exitCode: ExitCode { .config }

  /// The place and problem, for debugging; users see the catalog's words.
  public var description: String { "\(place): \(problem)" }
}
