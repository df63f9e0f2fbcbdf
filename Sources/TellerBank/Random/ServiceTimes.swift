/// Service times of one work type, drawn from their own seeded generator:
/// a ``ServiceDistribution`` scaled to a mean.
///
/// Times are rounded to whole nanoseconds and kept between 1 ns and
/// ``longest``, so model time always moves on and never overflows. A seed
/// always gives the same times; deterministic times draw nothing.
public struct ServiceTimes: Hashable, Sendable {
  /// The mean service time.
  public let mean: ModelTime
  /// The shape of the times.
  public let distribution: ServiceDistribution
  private var random: SplitMix64
  /// The shape's parameters, worked out once, in nanoseconds.
  private let shape: Shape

  /// The longest time drawn, about 31 years, as for arrival gaps.
  public static let longest = PoissonArrivals.longestGap

  private enum Shape: Hashable, Sendable {
    case fixed(ModelTime)
    case exponential(mean: Double)
    case erlang(phases: Int, phaseMean: Double)
    case uniform(low: Double, width: Double)
    case lognormal(mu: Double, sigma: Double)
  }

  /// Creates the times.
  ///
  /// - Parameters:
  ///   - mean: the mean time; below 1 ns counts as 1 ns.
  ///   - distribution: the shape; it must be valid
  ///     (``ServiceDistribution/isValid``).
  ///   - seed: the generator's seed.
  public init(mean: ModelTime, distribution: ServiceDistribution, seed: UInt64) {
    precondition(distribution.isValid, "The service distribution's parameter is out of range.")
    self.mean = max(mean, ModelTime(nanoseconds: 1))
    self.distribution = distribution
    self.random = SplitMix64(seed: seed)
    let m = Double(self.mean.nanoseconds)
    switch distribution {
    case .deterministic:
      shape = .fixed(self.mean)
    case .exponential:
      shape = .exponential(mean: m)
    case .erlang(let phases):
      shape = .erlang(phases: phases, phaseMean: m / Double(phases))
    case .uniform(let spread):
      shape = .uniform(low: m * (1 - spread), width: 2 * m * spread)
    case .lognormal(let variation):
      // ln S is normal with variance σ² = ln(1 + cv²) and mean ln m − σ²/2.
      let variance = naturalLogarithm(1 + variation * variation)
      shape = .lognormal(mu: naturalLogarithm(m) - variance / 2, sigma: variance.squareRoot())
    }
  }

  /// Whether every time is the mean: deterministic times.
  @inline(__always)
  public var isFixed: Bool {
    if case .fixed = shape { return true }
    return false
  }

  /// The next service time.
  ///
  /// - Complexity: O(1); O(k) for an Erlang distribution of k phases.
  @inline(__always)
  public mutating func next() -> ModelTime {
    // Fixed times, the seed's bank, are read where they are needed; only
    // drawn times take a call.
    if case .fixed(let time) = shape { return time }
    return draw()
  }

  /// A time drawn from the distribution: any shape but fixed.
  @inline(never)
  private mutating func draw() -> ModelTime {
    let nanoseconds: Double
    switch shape {
    case .fixed(let time):
      return time
    case .exponential(let mean):
      nanoseconds = ExponentialZiggurat.shared.draw(&random) * mean
    case .erlang(let phases, let phaseMean):
      let ziggurat = ExponentialZiggurat.shared
      var sum = 0.0
      for _ in 0..<phases { sum += ziggurat.draw(&random) }
      nanoseconds = sum * phaseMean
    case .uniform(let low, let width):
      nanoseconds = low + width * random.nextUnit()
    case .lognormal(let mu, let sigma):
      // (u + ½) · 2⁻⁵³ lies strictly inside (0, 1), so the quantile is finite.
      let u = (Double(random.next() >> 11) + 0.5) * 0x1.0p-53
      nanoseconds = exponential(mu + sigma * normalQuantile(u))
    }
    return ServiceTimes.time(nanoseconds)
  }

  /// A time in nanoseconds, rounded and kept between 1 ns and ``longest``.
  private static func time(_ nanoseconds: Double) -> ModelTime {
    guard nanoseconds < Double(longest.nanoseconds) else { return longest }
    return ModelTime(nanoseconds: max(1, Int64(nanoseconds + 0.5)))
  }
}
