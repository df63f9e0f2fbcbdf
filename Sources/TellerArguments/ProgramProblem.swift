/// A mistake on the command line that the program using the parser
/// defines itself, such as a value of its own options that cannot go
/// together; the parser knows nothing of what the options mean.
///
/// A ``UsageError`` carries one as ``UsageError/Problem/program(_:)``; the
/// program words it, and the shell prints and exits 64 as for any usage
/// error.
public protocol CommandLineProblem: Hashable, Sendable {
  /// The option whose value is at fault, when there is one, without its
  /// dashes: ``ConfigDefaults/blame(_:)`` names the configuration file's
  /// line when the value came from there.
  var option: String? { get }
}

/// A ``CommandLineProblem`` of any type, equal to another when both are of
/// one type and equal.
public struct ProgramProblem: Hashable, Sendable, CustomStringConvertible {
  /// The problem.
  public let base: any CommandLineProblem

  /// Wraps a problem.
  public init(_ base: some CommandLineProblem) { self.base = base }

  /// Whether two problems are of one type and equal.
  public static func == (a: ProgramProblem, b: ProgramProblem) -> Bool {
    a.base.isEqual(to: b.base)
  }

  /// Hashes the problem's type and value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }

  /// The problem, for debugging.
  public var description: String { String(describing: base) }
}

extension CommandLineProblem {
  /// Whether another problem is of this type and equal to this one.
  fileprivate func isEqual(to other: any CommandLineProblem) -> Bool {
    (other as? Self) == self
  }
}

extension UsageError {
  /// Creates an error for a problem the program defines.
  public init(_ problem: some CommandLineProblem, command: String = "teller") {
    self.init(.program(ProgramProblem(problem)), command: command)
  }
}
