import TellerBank

/// The lines of `teller simulate`'s readable report. Figures come already
/// written (`"1.10"`, `"4.400"`, `"00:04:400"`), the same in every language.
public enum SimulateMessage: Hashable, Sendable {
  /// What was run: "Simulated 10 customers, all arriving at once, seed 0."
  /// A Poisson rate comes written as `rate`.
  case simulated(customers: Int, poissonRate: String?, seed: UInt64)
  /// A work type's clerks cannot keep up: "Loan clerks are overloaded
  /// (load 1.10 on 1 clerk): waits grow without bound."
  case overloaded(WorkType, load: String, clerks: Int)
  /// "Customers served: 10 (deposit 6, loan 4)".
  case customersServed(Int, deposit: Int, loan: Int)
  /// "Business day: 4.400 s (00:04:400)".
  case businessDay(seconds: String, timer: String)
  /// "Mean wait: 1.540 s".
  case meanWait(seconds: String)
  /// The mean wait's 95% confidence interval by batch means, or that there
  /// is none, with fewer customers than batches.
  case meanWaitInterval(lower: String, upper: String, batches: Int)
  /// There is no confidence interval: fewer customers than batches.
  case noMeanWaitInterval(batches: Int)
  /// "Longest wait: 3.300 s".
  case longestWait(seconds: String)
  /// "Mean queue length: 2.500".
  case meanQueueLength(String)
  /// One work type's share of its clerks' time spent serving: "deposit
  /// 95.5% (2 clerks)".
  case utilisationPart(WorkType, percent: String, clerks: Int)
  /// "Utilisation: deposit 95.5% (2 clerks), loan 100.0% (1 clerk)".
  case utilisation(parts: [String])
  /// "Most customers in the bank at once: 10".
  case peakCustomers(Int)
  /// "Events: 31".
  case eventCount(Int)
  /// "Wall time: 0.002 s": the real time the run took.
  case wallTime(seconds: String)
}

extension SimulateMessage: MessageSamples {
  /// The cases of ``SimulateMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case simulated, overloaded, customersServed, businessDay, meanWait, meanWaitInterval
    case noMeanWaitInterval, longestWait, meanQueueLength, utilisationPart, utilisation
    case peakCustomers, eventCount, wallTime
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .simulated: .simulated
    case .overloaded: .overloaded
    case .customersServed: .customersServed
    case .businessDay: .businessDay
    case .meanWait: .meanWait
    case .meanWaitInterval: .meanWaitInterval
    case .noMeanWaitInterval: .noMeanWaitInterval
    case .longestWait: .longestWait
    case .meanQueueLength: .meanQueueLength
    case .utilisationPart: .utilisationPart
    case .utilisation: .utilisation
    case .peakCustomers: .peakCustomers
    case .eventCount: .eventCount
    case .wallTime: .wallTime
    }
  }

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [SimulateMessage] {
    switch kind {
    case .simulated:
      [1, 10].flatMap { n in
        [nil, "1.5"].map { .simulated(customers: n, poissonRate: $0, seed: 0) }
      }
    case .overloaded: [1, 2].map { .overloaded(.loan, load: "1.10", clerks: $0) }
    case .customersServed: [.customersServed(10, deposit: 6, loan: 4)]
    case .businessDay: [.businessDay(seconds: "4.400", timer: "00:04:400")]
    case .meanWait: [.meanWait(seconds: "1.540")]
    case .meanWaitInterval: [.meanWaitInterval(lower: "1.200", upper: "1.500", batches: 20)]
    case .noMeanWaitInterval: [.noMeanWaitInterval(batches: 20)]
    case .longestWait: [.longestWait(seconds: "3.300")]
    case .meanQueueLength: [.meanQueueLength("2.500")]
    case .utilisationPart:
      WorkType.allCases.flatMap { type in
        [1, 2].map { .utilisationPart(type, percent: "95.5", clerks: $0) }
      }
    case .utilisation: [.utilisation(parts: ["1", "2"])]
    case .peakCustomers: [.peakCustomers(10)]
    case .eventCount: [.eventCount(31)]
    case .wallTime: [.wallTime(seconds: "0.002")]
    }
  }
}
