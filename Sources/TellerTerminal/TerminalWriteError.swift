import TellerArguments
import TellerSession
import TellerWording

/// Output could not be written to the terminal, such as after it went away.
public struct TerminalWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, with the system's reason as data.
  public var problem: OutputProblem

  /// Creates an error.
  public init(_ problem: OutputProblem) { self.problem = problem }

  /// What failed, in one line, in a catalog's language.
  public func message(in catalog: Catalog) -> String { catalog[problem] }

  /// The exit status: 74 (EX_IOERR).
  public var exitCode: ExitCode { .ioError }

  /// What failed, in English, for logs.
  public var description: String { Catalog.english[problem] }
}
