/// A row of `teller simulate`'s table of the mean wait: an estimate the
/// run made, or the exact value theory gives.
public enum StatisticsTableRow: String, Hashable, Sendable, CaseIterable {
  /// The whole run's mean wait, warm-up included, with its batch-means
  /// interval.
  case wholeRun = "whole-run"
  /// The mean wait after the warm-up, with its batch-means interval.
  case steadyState = "steady-state"
  /// The mean of the replications' steady-state means, with their
  /// interval.
  case replications
  /// The exact mean wait of queueing theory.
  case theory
}
