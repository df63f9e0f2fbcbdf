import TellerBank
import TellerWording

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
      BankConfiguration().types.flatMap { type in
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
