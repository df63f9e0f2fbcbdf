import TellerBank

/// The lines of `teller simulate`'s readable report, and of its progress
/// on standard error. Figures with decimals come already written (`"1.10"`,
/// `"4.400"`, `"00:04:400"`), the same in every language; counts come as
/// numbers, which the wording groups by thousands, and long spans as
/// ``SpanParts``, which it says in its units.
public enum SimulateMessage: Hashable, Sendable {
  /// The first line of a run that was stopped early: "Partial result: the
  /// run was interrupted (Ctrl-C) with 41,234,567 of 100,000,000 customers
  /// served (41%); the figures below cover that part of it."
  case partial(served: Int, customers: Int, percent: Int)
  /// What was run: "Simulated 10 customers, all arriving at once, seed 0."
  /// A Poisson rate comes written as `rate`.
  case simulated(customers: Int, poissonRate: String?, seed: UInt64)
  /// A work type's clerks cannot keep up: "Loan clerks are overloaded
  /// (load 1.10 on 1 clerk): waits grow without bound."
  case overloaded(WorkType, load: String, clerks: Int)
  /// A work type's clerks are close to saturation, so waits are correlated
  /// over long stretches and a run needs about `customers` customers before
  /// its mean wait and interval can be trusted.
  case nearSaturation(WorkType, load: String, clerks: Int, customers: Int)
  /// The batch means of the interval are correlated (lag-1 correlation
  /// `correlation`), so the interval is likely too narrow.
  case correlatedBatches(correlation: String, batches: Int)
  /// "Customers served: 10 (deposit 6, loan 4)", from each work type's
  /// part (``servedPart(_:count:)``) in table order.
  case customersServed(Int, parts: [String])
  /// One work type's customers served: "deposit 6".
  case servedPart(WorkType, count: Int)
  /// "Business day: 4.400 s (00:04:400)".
  case businessDay(seconds: String, timer: String)
  /// A day of an hour or more: "Business day: 5,496,972.800 s (63 days 14
  /// hours 56 minutes)"; `seconds` comes written, its whole part grouped.
  case longBusinessDay(seconds: String, span: SpanParts)
  /// A span in words: "63 days 14 hours 56 minutes", "7 seconds".
  case span(SpanParts)
  /// "Mean wait: 1.540 s".
  case meanWait(seconds: String)
  /// The mean wait's 95% confidence interval by batch means, or that there
  /// is none, with fewer customers than batches.
  case meanWaitInterval(lower: String, upper: String, batches: Int)
  /// There is no confidence interval: fewer customers than batches.
  case noMeanWaitInterval(batches: Int)
  /// There is no confidence interval yet: the run stopped before two of
  /// its batches were full.
  case noMeanWaitIntervalYet(batches: Int)
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
  /// A run's progress: "41% done: 41,234,567 of 100,000,000 customers,
  /// about 7 seconds left"; without an estimate yet, no time left.
  case progress(percent: Int, served: Int, customers: Int, left: SpanParts?)
  /// The run has ended: "Done: 100,000,000 customers in 13 seconds".
  case progressDone(customers: Int, took: SpanParts)
  /// The run was stopped: "Stopped at 41%: 41,234,567 of 100,000,000
  /// customers, after 5 seconds".
  case progressStopped(percent: Int, served: Int, customers: Int, took: SpanParts)
}
