/// Arrival gaps of a Poisson process: exponential with a rate per second.
///
/// Gaps are drawn from their own seeded generator and rounded to whole
/// nanoseconds, so a seed always gives the same arrival times.
public struct PoissonArrivals: Hashable, Sendable {
  /// Arrivals per second, on average.
  public let rate: Double
  private var random: SplitMix64
  private let nanosecondsPerUnit: Double

  /// The longest gap it returns, about 31 years, so sums of gaps stay far
  /// from overflowing ``ModelTime``.
  public static let longestGap = ModelTime(nanoseconds: 1_000_000_000_000_000_000)

  /// Creates the process.
  ///
  /// - Parameters:
  ///   - rate: arrivals per second; it must be greater than 0.
  ///   - seed: the generator's seed.
  public init(rate: Double, seed: UInt64) {
    precondition(rate > 0 && rate.isFinite, "The arrival rate must be positive and finite.")
    self.rate = rate
    self.random = SplitMix64(seed: seed)
    self.nanosecondsPerUnit = 1_000_000_000 / rate
  }

  /// The time until the next arrival.
  public mutating func nextGap() -> ModelTime {
    // 1 − u lies in (0, 1], so the logarithm is finite.
    let u = 1 - random.nextUnit()
    let gap = -naturalLogarithm(u) * nanosecondsPerUnit
    guard gap < Double(PoissonArrivals.longestGap.nanoseconds) else {
      return PoissonArrivals.longestGap
    }
    // The gap is not negative, so adding a half and truncating rounds it.
    return ModelTime(nanoseconds: Int64(gap + 0.5))
  }
}
