import TellerArguments

/// Why `teller manual` at a terminal could not show the page formatted
/// through `man`, so that it wrote the page as roff instead, with what the
/// edge found as data: the program's name, the system's reason, the
/// status it ended with.
public enum ManualViewProblem: Hashable, Sendable {
  /// The program is on no folder of `PATH`.
  case notFound(program: String)
  /// The program could not be started, with the system's reason.
  case cannotStart(program: String, reason: SystemReason)
  /// The program ended with a status other than 0.
  case failed(program: String, status: Int32)
}

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
