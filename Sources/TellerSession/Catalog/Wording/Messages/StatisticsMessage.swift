import TellerBank

/// The lines of `teller simulate`'s statistics section: service times, the
/// warm-up, the steady-state mean wait, replications, precision, and the
/// theory beside them. Figures with decimals come already written
/// (`"8.100"`, `"1.9"`), the same in every language; counts come as
/// numbers, which the wording groups by thousands.
public enum StatisticsMessage: Hashable, Sendable {
  /// "Service times: deposit exponential, loan deterministic".
  case serviceTimes(parts: [String])
  /// One work type's shape: "deposit exponential", "loan Erlang with 4
  /// phases", "deposit lognormal (coefficient of variation 0.50)".
  case serviceTimesPart(WorkType, shape: ServiceDistribution, variation: String)
  /// MSER-5 found the warm-up's end and set `customers` aside.
  case warmupFound(customers: Int)
  /// MSER-5's least value fell in the run's second half: the run is too
  /// short to show where its warm-up ends.
  case warmupUnsure(customers: Int)
  /// A warm-up fixed in model time set `customers` aside.
  case warmupFixed(seconds: String, customers: Int)
  /// "Steady-state mean wait: 8.100 s, 95% confidence interval 7.900 to
  /// 8.400 s (20 batch means of 99,000 customers after the warm-up)".
  case steadyMeanWait(seconds: String, lower: String, upper: String, batches: Int, customers: Int)
  /// The steady-state mean with too few customers after the warm-up for
  /// an interval.
  case steadyMeanWaitAlone(seconds: String, customers: Int)
  /// No customer was left after the warm-up.
  case noSteadyMeanWait
  /// "Mean wait over 30 replications: 8.100 s, 95% confidence interval
  /// 7.900 to 8.400 s"; the interval missing with one replication.
  case replicatedMeanWait(seconds: String, lower: String?, upper: String?, replications: Int)
  /// The precision target was met at `metAt` replications and held.
  case precisionMet(target: String, reached: String, metAt: Int, replications: Int)
  /// The cap came before the target.
  case precisionCapped(target: String, reached: String?, cap: Int)
  /// Replications stopped by Ctrl-C after `done` of up to `planned`.
  case replicationsStopped(done: Int, planned: Int)
  /// The exact mean wait, from a formula, for a queue of Kendall's
  /// notation when there is one queue (`M/M/1`), with whether the
  /// interval covers it; `covered` nil without an interval.
  case theory(
    formula: MeanWaitTheory.Formula, queue: String?, seconds: String, covered: Bool?)
  /// No closed form gives this queue's mean wait.
  case noClosedForm
  /// The clerks cannot keep up, so there is no steady-state mean.
  case noSteadyState
}

extension StatisticsMessage: MessageSamples {
  /// The cases of ``StatisticsMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case serviceTimes, serviceTimesPart, warmupFound, warmupUnsure, warmupFixed
    case steadyMeanWait, steadyMeanWaitAlone, noSteadyMeanWait, replicatedMeanWait
    case precisionMet, precisionCapped, replicationsStopped, theory, noClosedForm, noSteadyState
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .serviceTimes: .serviceTimes
    case .serviceTimesPart: .serviceTimesPart
    case .warmupFound: .warmupFound
    case .warmupUnsure: .warmupUnsure
    case .warmupFixed: .warmupFixed
    case .steadyMeanWait: .steadyMeanWait
    case .steadyMeanWaitAlone: .steadyMeanWaitAlone
    case .noSteadyMeanWait: .noSteadyMeanWait
    case .replicatedMeanWait: .replicatedMeanWait
    case .precisionMet: .precisionMet
    case .precisionCapped: .precisionCapped
    case .replicationsStopped: .replicationsStopped
    case .theory: .theory
    case .noClosedForm: .noClosedForm
    case .noSteadyState: .noSteadyState
    }
  }

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [StatisticsMessage] {
    let shapes: [ServiceDistribution] = [
      .deterministic, .exponential, .erlang(phases: 1), .erlang(phases: 4), .uniform(spread: 1),
      .lognormal(variation: 0.5),
    ]
    return switch kind {
    case .serviceTimes: [.serviceTimes(parts: ["1", "2"])]
    case .serviceTimesPart:
      WorkType.allCases.flatMap { type in
        shapes.map { .serviceTimesPart(type, shape: $0, variation: "0.50") }
      }
    case .warmupFound: [0, 1, 1_235].map { .warmupFound(customers: $0) }
    case .warmupUnsure: [.warmupUnsure(customers: 40)]
    case .warmupFixed: [0, 1, 1_235].map { .warmupFixed(seconds: "100.000", customers: $0) }
    case .steadyMeanWait:
      [
        .steadyMeanWait(
          seconds: "8.100", lower: "7.900", upper: "8.400", batches: 20, customers: 99_000)
      ]
    case .steadyMeanWaitAlone: [1, 3].map { .steadyMeanWaitAlone(seconds: "8.100", customers: $0) }
    case .noSteadyMeanWait: [.noSteadyMeanWait]
    case .replicatedMeanWait:
      [
        .replicatedMeanWait(seconds: "8.100", lower: "7.900", upper: "8.400", replications: 30),
        .replicatedMeanWait(seconds: "8.100", lower: nil, upper: nil, replications: 1),
      ]
    case .precisionMet:
      [.precisionMet(target: "2", reached: "1.9", metAt: 14, replications: 19)]
    case .precisionCapped:
      [
        .precisionCapped(target: "2", reached: "3.4", cap: 1_000),
        .precisionCapped(target: "2", reached: nil, cap: 1),
      ]
    case .replicationsStopped: [.replicationsStopped(done: 12, planned: 1_000)]
    case .theory:
      MeanWaitTheory.Formula.allCases.flatMap { formula in
        [true, false, nil].map {
          .theory(formula: formula, queue: "M/M/1", seconds: "8.100", covered: $0)
        }
      } + [.theory(formula: .mixture, queue: nil, seconds: "1.234", covered: true)]
    case .noClosedForm: [.noClosedForm]
    case .noSteadyState: [.noSteadyState]
    }
  }
}
