/// The lines of `teller simulate`'s progress on standard error. Counts
/// come as numbers, which the wording groups by thousands, and spans of
/// real time as ``SpanParts``.
public enum SimulateProgressMessage: Hashable, Sendable {
  /// A run's progress: "41% done: 41,234,567 of 100,000,000 customers,
  /// about 7 seconds left"; without an estimate yet, no time left.
  case progress(percent: Int, served: Int, customers: Int, left: SpanParts?)
  /// The run has ended: "Done: 100,000,000 customers in 13 seconds".
  case done(customers: Int, took: SpanParts)
  /// The run was stopped: "Stopped at 41%: 41,234,567 of 100,000,000
  /// customers, after 5 seconds".
  case stopped(percent: Int, served: Int, customers: Int, took: SpanParts)
  /// The replications after a run: "Replications: 12 of 40 done, about 7
  /// seconds left"; with a precision target, the cap instead of a plan:
  /// "Replications: 12 done, until the interval is narrow enough, at most
  /// 1,000".
  case replications(done: Int, planned: Int, target: Bool, left: SpanParts?)
}
