/// A small seeded generator (SplitMix64) for tests that try many random
/// cases, so every run checks the same ones.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  /// The generator's state.
  public var state: UInt64

  /// Creates a generator from a seed.
  public init(state: UInt64) { self.state = state }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number from 0 up to, not including, `n` (0 when `n` is below 1).
  public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }

  /// True `percent` times in a hundred.
  public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// One of the items, which must not be empty.
  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
