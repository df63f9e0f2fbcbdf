import TellerBank
import TellerSession
import TellerWording

/// The mean wait's 95% confidence interval as a report gives it: from
/// every batch mean of a whole run, or from the batches full when a run
/// stopped early, with the lag-1 correlation of those batch means.
struct MeanWaitInterval {
  /// The interval, or nil when there are too few batch means.
  var interval: ConfidenceInterval?
  /// The batch means it is made of.
  var batches: Int
  /// The batches asked for (`--ci-batches`).
  var planned: Int
  /// Whether the run stopped early.
  var isPartial: Bool
  /// The lag-1 correlation of the batch means, when there are enough.
  var correlation: BatchCorrelation?

  /// The interval of a run, in seconds; nil for batch arrivals, which have
  /// none.
  init?(_ outcome: SimulationOutcome, options: SimulateOptions) {
    guard case .poisson = options.simulation.arrivals else { return nil }
    let means = outcome.statistics.waitBatches
    planned = options.simulation.confidenceBatches
    isPartial = outcome.isPartial
    if isPartial {
      interval = means?.intervalSoFar?.scaled(by: 1e-9)
      batches = means?.fullMeans.count ?? 0
    } else {
      interval = outcome.statistics.meanWaitInterval
      batches = planned
    }
    correlation = interval == nil ? nil : means?.correlation
  }

  /// The report's line: the interval, or why there is none.
  func line(_ catalog: Catalog) -> String {
    if let interval { return catalog.meanWaitInterval(interval, batches: batches) }
    return catalog[
      isPartial ? .noMeanWaitIntervalYet(batches: planned) : .noMeanWaitInterval(batches: planned)]
  }
}
