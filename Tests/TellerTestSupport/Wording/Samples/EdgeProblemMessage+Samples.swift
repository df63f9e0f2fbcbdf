import TellerWording

/// A problem the edge can meet, with one sample of each kind for the
/// wording's walks.
public protocol EdgeProblemSamples: Hashable, Sendable {
  /// One problem of each kind, with typical payloads.
  static var samples: [Self] { get }
}

extension SpeechProblem: EdgeProblemSamples {}
extension BrailleProblem: EdgeProblemSamples {}

extension EdgeProblemMessage: MessageSamples where Problem: EdgeProblemSamples {
  /// The cases of an edge problem's message, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case off, problem
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .off: .off
    case .problem: .problem
    }
  }

  /// Samples of one kind: every part off for every problem, or every
  /// problem alone.
  ///
  /// - Complexity: O(*p* × *q*) for *p* parts and *q* sample problems.
  public static func samples(of kind: Kind) -> [Self] {
    switch kind {
    case .off: Part.allCases.flatMap { part in Problem.samples.map { .off(part, $0) } }
    case .problem: Problem.samples.map { .problem($0) }
    }
  }
}
