import TellerBank
import TellerWording

extension StatisticsMessage: MessageSamples {
  /// The cases of ``StatisticsMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case serviceTimes, serviceTimesPart, warmupFound, warmupUnsure, warmupFixed
    case precisionMet, precisionCapped, replicationsStopped, tableCaption, estimateColumn
    case fromColumn, toColumn, coversColumn, basisColumn, rowHeader, covers, belowZero
    case wholeRunBasis, wholeRunTooFew, wholeRunTooFewYet, steadyBasis, steadyTooFew, steadyNone
    case replicationsBasis, theoryBasis, noClosedForm, noSteadyState
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .serviceTimes: .serviceTimes
    case .serviceTimesPart: .serviceTimesPart
    case .warmupFound: .warmupFound
    case .warmupUnsure: .warmupUnsure
    case .warmupFixed: .warmupFixed
    case .precisionMet: .precisionMet
    case .precisionCapped: .precisionCapped
    case .replicationsStopped: .replicationsStopped
    case .tableCaption: .tableCaption
    case .estimateColumn: .estimateColumn
    case .fromColumn: .fromColumn
    case .toColumn: .toColumn
    case .coversColumn: .coversColumn
    case .basisColumn: .basisColumn
    case .rowHeader: .rowHeader
    case .covers: .covers
    case .belowZero: .belowZero
    case .wholeRunBasis: .wholeRunBasis
    case .wholeRunTooFew: .wholeRunTooFew
    case .wholeRunTooFewYet: .wholeRunTooFewYet
    case .steadyBasis: .steadyBasis
    case .steadyTooFew: .steadyTooFew
    case .steadyNone: .steadyNone
    case .replicationsBasis: .replicationsBasis
    case .theoryBasis: .theoryBasis
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
    case .precisionMet:
      [.precisionMet(target: "2", reached: "1.9", metAt: 14, replications: 19)]
    case .precisionCapped:
      [
        .precisionCapped(target: "2", reached: "3.4", cap: 1_000),
        .precisionCapped(target: "2", reached: nil, cap: 1),
      ]
    case .replicationsStopped: [.replicationsStopped(done: 12, planned: 1_000)]
    case .tableCaption: [.tableCaption]
    case .estimateColumn: [false, true].map { .estimateColumn(short: $0) }
    case .fromColumn: [false, true].map { .fromColumn(short: $0) }
    case .toColumn: [false, true].map { .toColumn(short: $0) }
    case .coversColumn: [false, true].map { .coversColumn(short: $0) }
    case .basisColumn: [false, true].map { .basisColumn(short: $0) }
    case .rowHeader:
      StatisticsTableRow.allCases.flatMap { row in
        [false, true].map { .rowHeader(row, short: $0) }
      }
    case .covers: [true, false].map { .covers($0) }
    case .belowZero: [.belowZero(spoken: "0.012 seconds")]
    case .wholeRunBasis: [.wholeRunBasis(batches: 20)]
    case .wholeRunTooFew: [.wholeRunTooFew(batches: 20)]
    case .wholeRunTooFewYet: [.wholeRunTooFewYet(batches: 20)]
    case .steadyBasis: [.steadyBasis(batches: 20, customers: 99_000)]
    case .steadyTooFew: [1, 3].map { .steadyTooFew(customers: $0) }
    case .steadyNone: [.steadyNone]
    case .replicationsBasis: [1, 30, 1_000].map { .replicationsBasis(replications: $0) }
    case .theoryBasis:
      MeanWaitTheory.Formula.allCases.map { .theoryBasis(formula: $0, queue: "M/M/1") }
        + [.theoryBasis(formula: .mixture, queue: nil)]
    case .noClosedForm: [.noClosedForm]
    case .noSteadyState: [.noSteadyState]
    }
  }
}
