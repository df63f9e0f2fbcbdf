extension SplitMix64 {
  /// The seed of stream number `stream` derived from `seed`: the
  /// (`stream` + 1)-th number the generator seeded with `seed` gives,
  /// found in O(1), since the generator's state only steps by a constant.
  ///
  /// Streams give each replication, and each random part of one, a
  /// generator of its own that depends only on the run's seed and the
  /// stream's number, so results are the same in whatever order, or on
  /// however many threads, the replications run. Each stream's generator
  /// starts at a scrambled point of SplitMix64's cycle of 2⁶⁴ states: two
  /// streams drawing a billion numbers each overlap with a probability
  /// of about 10⁻¹⁰.
  ///
  /// - Complexity: O(1).
  public static func seed(_ seed: UInt64, stream: UInt64) -> UInt64 {
    var generator = SplitMix64(seed: seed &+ stream &* golden)
    return generator.next()
  }

  /// The step of SplitMix64's state, 2⁶⁴ over the golden ratio.
  static let golden: UInt64 = 0x9E37_79B9_7F4A_7C15
}
