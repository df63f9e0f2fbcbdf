import TellerBank

/// The words of `teller simulate`'s statistics section: the lines of the
/// service times, the warm-up and the precision, and the table of the
/// mean wait's estimates beside theory (its caption, headers and the
/// cells that are words). Figures with decimals come already written
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
  /// The precision target was met at `metAt` replications and held.
  case precisionMet(target: String, reached: String, metAt: Int, replications: Int)
  /// The cap came before the target.
  case precisionCapped(target: String, reached: String?, cap: Int)
  /// Replications stopped by Ctrl-C after `done` of up to `planned`.
  case replicationsStopped(done: Int, planned: Int)
  /// The table of the mean wait's estimates and theory: its caption,
  /// "Mean wait: estimates and theory".
  case tableCaption
  /// The header of the column of the rows' names, "Estimate", and its
  /// short form for braille (`short`).
  case estimateColumn(short: Bool)
  /// The header of the column of an interval's lower end, "95% from".
  case fromColumn(short: Bool)
  /// The header of the column of an interval's upper end, "95% to".
  case toColumn(short: Bool)
  /// The header of the column of whether a row's interval covers the
  /// exact mean wait, "Covers theory".
  case coversColumn(short: Bool)
  /// The header of the column of what a row's figure is made of, "Basis".
  case basisColumn(short: Bool)
  /// A row's header: "Whole run", "Steady state", "Replications",
  /// "Theory".
  case rowHeader(StatisticsTableRow, short: Bool)
  /// Whether an interval covers the exact mean wait: "yes", "no".
  case covers(Bool)
  /// A figure below zero as spoken, the figure already spoken: "minus
  /// 0.012 seconds". Only an interval's lower end can be below zero.
  case belowZero(spoken: String)
  /// The whole run's interval: "20 batch means".
  case wholeRunBasis(batches: Int)
  /// The whole run has fewer customers than its batches, so no interval.
  case wholeRunTooFew(batches: Int)
  /// A run stopped before 2 of its batches were full: no interval yet.
  case wholeRunTooFewYet(batches: Int)
  /// The steady-state interval: "20 batch means of 99,000 customers after
  /// the warm-up".
  case steadyBasis(batches: Int, customers: Int)
  /// Too few customers after the warm-up for an interval.
  case steadyTooFew(customers: Int)
  /// No customer was left after the warm-up.
  case steadyNone
  /// The replications' mean and interval: "30 replications"; one gives no
  /// interval.
  case replicationsBasis(replications: Int)
  /// Where the exact mean wait comes from: a formula, for a queue of
  /// Kendall's notation when there is one queue (`M/M/1`).
  case theoryBasis(formula: MeanWaitTheory.Formula, queue: String?)
  /// No closed form gives this queue's mean wait.
  case noClosedForm
  /// The clerks cannot keep up, so there is no steady-state mean.
  case noSteadyState
}
