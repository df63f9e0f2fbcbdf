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
