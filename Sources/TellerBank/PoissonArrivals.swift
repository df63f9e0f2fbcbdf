/// Arrival gaps of a Poisson process: exponential with a rate per second.
///
/// Gaps are drawn from their own seeded generator and rounded to whole
/// nanoseconds, so a seed always gives the same arrival times.
///
/// Each gap is a standard exponential draw (``ExponentialZiggurat``)
/// scaled to the mean gap. They are drawn ``blockSize`` at a time, in
/// order, and handed out one by one: the draws of a block do not wait on
/// each other's results, so the processor works on several at once. The
/// gaps are the same as drawn one at a time.
public struct PoissonArrivals: Hashable, Sendable {
  /// How many gaps are drawn at a time.
  static let blockSize = 64

  /// Arrivals per second, on average.
  public let rate: Double
  private var random: SplitMix64
  private let nanosecondsPerUnit: Double
  /// The gaps drawn and not yet handed out, from `next` on.
  private var block = [ModelTime](repeating: .zero, count: PoissonArrivals.blockSize)
  private var next = PoissonArrivals.blockSize

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

  // Always inlined, with the block drawn out of line: a simulation takes
  // a gap per customer, and a call for each cost more than handing it out.

  /// The time until the next arrival.
  ///
  /// - Complexity: O(1) amortised.
  @inline(__always)
  public mutating func nextGap() -> ModelTime {
    if next == block.count { drawBlock() }
    next += 1
    return block[next - 1]
  }

  /// Draws the next block of gaps and hands them out from the first.
  @inline(never)
  private mutating func drawBlock() {
    let ziggurat = ExponentialZiggurat.shared
    for i in block.indices { block[i] = drawGap(ziggurat) }
    next = 0
  }

  /// Draws one gap from the generator.
  @inline(__always)
  private mutating func drawGap(_ ziggurat: ExponentialZiggurat) -> ModelTime {
    let gap = ziggurat.draw(&random) * nanosecondsPerUnit
    guard gap < Double(PoissonArrivals.longestGap.nanoseconds) else {
      return PoissonArrivals.longestGap
    }
    // The gap is not negative, so adding a half and truncating rounds it.
    return ModelTime(nanoseconds: Int64(gap + 0.5))
  }
}
