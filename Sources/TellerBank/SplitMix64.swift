/// A small, fast, seeded random number generator (SplitMix64).
///
/// The same seed always gives the same sequence, on every platform, which
/// keeps simulations and transcripts reproducible.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform value in [0, 1) with 53 random bits.
  public mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }
}

extension SplitMix64 {
  /// A uniform whole number in a range, without modulo bias.
  ///
  /// The method is fixed here (rejection on the low end, then remainder),
  /// so a seed gives the same numbers with every Swift release.
  public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound)) &+ 1
    guard span != 0 else { return Int(truncatingIfNeeded: next()) }
    let threshold = (0 &- span) % span
    while true {
      let value = next()
      if value >= threshold {
        return range.lowerBound &+ Int(truncatingIfNeeded: value % span)
      }
    }
  }
}
