import TellerWording

extension SimulateProgressMessage: MessageSamples {
  /// The cases of ``SimulateProgressMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case progress, done, stopped, replications
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .progress: .progress
    case .done: .done
    case .stopped: .stopped
    case .replications: .replications
    }
  }

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [SimulateProgressMessage] {
    let took = SpanParts(totalSeconds: 7)
    return switch kind {
    case .progress:
      [nil, took].map {
        .progress(percent: 41, served: 41_234_567, customers: 100_000_000, left: $0)
      }
    case .done: [.done(customers: 100_000_000, took: took)]
    case .stopped:
      [.stopped(percent: 41, served: 41_234_567, customers: 100_000_000, took: took)]
    case .replications:
      [
        .replications(done: 12, planned: 40, target: false, left: nil),
        .replications(done: 12, planned: 40, target: false, left: took),
        .replications(done: 12, planned: 1_000, target: true, left: nil),
      ]
    }
  }
}
