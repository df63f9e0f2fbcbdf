/// The waits of the customers who have started service: how many, their
/// sum and the longest. The bank keeps one per work type
/// (``Bank/waits(_:)``); two add up to the waits of both
/// (``merged(with:)``).
public struct WaitTally: Hashable, Sendable {
  /// Customers who have started service.
  public private(set) var started = 0
  /// The sum of their waits, in nanoseconds.
  public private(set) var total: Int128 = 0
  /// The longest of their waits.
  public private(set) var longest: ModelTime = .zero

  /// An empty tally.
  public init() {}

  /// Counts one customer's wait.
  public mutating func add(_ wait: ModelTime) {
    started += 1
    total += Int128(wait.nanoseconds)
    if wait > longest { longest = wait }
  }

  /// The waits of this tally and another together.
  public func merged(with other: WaitTally) -> WaitTally {
    var both = self
    both.started += other.started
    both.total += other.total
    both.longest = max(longest, other.longest)
    return both
  }

  /// The mean wait, rounded to the nearest nanosecond (halves up); zero
  /// before anyone has started, as ``BankStatistics/meanWait`` is.
  public var mean: ModelTime {
    guard started > 0 else { return .zero }
    let n = Int128(started)
    return ModelTime(nanoseconds: Int64(clamping: (total * 2 + n) / (n * 2)))
  }
}
