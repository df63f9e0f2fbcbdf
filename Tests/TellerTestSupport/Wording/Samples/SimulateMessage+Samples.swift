import TellerBank
import TellerWording

extension SimulateMessage: MessageSamples {
  /// The cases of ``SimulateMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case partial, simulated, overloaded, nearSaturation, correlatedBatches, customersServed
    case servedPart
    case businessDay, longBusinessDay, span, meanWait, meanWaitInterval, noMeanWaitInterval
    case noMeanWaitIntervalYet, longestWait, meanQueueLength, utilisationPart, utilisation
    case peakCustomers, eventCount, wallTime, progress, progressDone, progressStopped
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .partial: .partial
    case .simulated: .simulated
    case .overloaded: .overloaded
    case .nearSaturation: .nearSaturation
    case .correlatedBatches: .correlatedBatches
    case .customersServed: .customersServed
    case .servedPart: .servedPart
    case .businessDay: .businessDay
    case .longBusinessDay: .longBusinessDay
    case .span: .span
    case .meanWait: .meanWait
    case .meanWaitInterval: .meanWaitInterval
    case .noMeanWaitInterval: .noMeanWaitInterval
    case .noMeanWaitIntervalYet: .noMeanWaitIntervalYet
    case .longestWait: .longestWait
    case .meanQueueLength: .meanQueueLength
    case .utilisationPart: .utilisationPart
    case .utilisation: .utilisation
    case .peakCustomers: .peakCustomers
    case .eventCount: .eventCount
    case .wallTime: .wallTime
    case .progress: .progress
    case .progressDone: .progressDone
    case .progressStopped: .progressStopped
    }
  }

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [SimulateMessage] {
    let spans = [
      SpanParts(totalSeconds: 91_865_520, smallest: .minute), SpanParts(totalSeconds: 3_661),
      SpanParts(totalSeconds: 7), SpanParts(totalSeconds: 0, smallest: .minute),
    ]
    return switch kind {
    case .partial: [.partial(served: 41_234_567, customers: 100_000_000, percent: 41)]
    case .simulated:
      [1, 10].flatMap { n in
        [nil, "1.5"].map { .simulated(customers: n, poissonRate: $0, seed: 0) }
      }
    case .overloaded: [1, 2].map { .overloaded(.loan, load: "1.10", clerks: $0) }
    case .nearSaturation:
      [1, 2].map { .nearSaturation(.loan, load: "0.98", clerks: $0, customers: 3_900_000) }
    case .correlatedBatches: [.correlatedBatches(correlation: "0.62", batches: 20)]
    case .customersServed: [.customersServed(10, parts: ["6", "4"])]
    case .servedPart: [.servedPart(.deposit, count: 6), .servedPart(.loan, count: 1_234_567)]
    case .businessDay: [.businessDay(seconds: "4.400", timer: "00:04:400")]
    case .longBusinessDay: spans.map { .longBusinessDay(seconds: "91,865,520.000", span: $0) }
    case .span: spans.map { .span($0) }
    case .meanWait: [.meanWait(seconds: "1.540")]
    case .meanWaitInterval: [.meanWaitInterval(lower: "1.200", upper: "1.500", batches: 20)]
    case .noMeanWaitInterval: [.noMeanWaitInterval(batches: 20)]
    case .noMeanWaitIntervalYet: [.noMeanWaitIntervalYet(batches: 20)]
    case .longestWait: [.longestWait(seconds: "3.300")]
    case .meanQueueLength: [.meanQueueLength("2.500")]
    case .utilisationPart:
      BankConfiguration().types.flatMap { type in
        [1, 2].map { .utilisationPart(type, percent: "95.5", clerks: $0) }
      }
    case .utilisation: [.utilisation(parts: ["1", "2"])]
    case .peakCustomers: [.peakCustomers(10)]
    case .eventCount: [.eventCount(31)]
    case .wallTime: [.wallTime(seconds: "0.002")]
    case .progress:
      [nil, spans[2]].map {
        .progress(percent: 41, served: 41_234_567, customers: 100_000_000, left: $0)
      }
    case .progressDone: [.progressDone(customers: 100_000_000, took: spans[2])]
    case .progressStopped:
      [.progressStopped(percent: 41, served: 41_234_567, customers: 100_000_000, took: spans[2])]
    }
  }
}
