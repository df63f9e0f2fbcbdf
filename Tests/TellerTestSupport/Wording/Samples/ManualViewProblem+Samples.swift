import TellerArguments
import TellerWording

extension ManualViewProblem: MessageSamples {
  /// The cases of ``ManualViewProblem``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case notFound, cannotStart, failed
  }

  /// The case of the problem.
  public var kind: Kind {
    switch self {
    case .notFound: .notFound
    case .cannotStart: .cannotStart
    case .failed: .failed
    }
  }

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [ManualViewProblem] {
    switch kind {
    case .notFound: [.notFound(program: "man")]
    case .cannotStart: [.cannotStart(program: "man", reason: .known(.permissionDenied))]
    case .failed: [.failed(program: "man", status: 3)]
    }
  }
}
