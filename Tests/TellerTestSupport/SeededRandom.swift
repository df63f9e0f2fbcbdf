import TellerBank

/// A small seeded generator (the bank's ``SplitMix64``) for tests that try
/// many random cases, so every run checks the same ones.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  /// The generator.
  private var generator: SplitMix64

  /// Creates a generator from a seed.
  public init(state: UInt64) { generator = SplitMix64(seed: state) }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 { generator.next() }

  /// A number from 0 up to, not including, `n` (0 when `n` is below 1).
  public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }

  /// True `percent` times in a hundred.
  public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// One of the items, which must not be empty.
  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
