import TellerSession
import TellerWording

/// The terminal refused a change Teller needed, such as raw mode.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, with the system's reason as data.
  public var problem: OutputProblem

  /// Creates an error.
  public init(_ problem: OutputProblem) { self.problem = problem }

  /// What failed, in one line, in a catalog's language.
  public func message(in catalog: Catalog) -> String { catalog[problem] }

  /// What failed, in English, for logs.
  public var description: String { Catalog.english[problem] }
}
