/// Standard exponential draws (mean 1) by the ziggurat method of Marsaglia
/// and Tsang (2000), in pure Swift.
///
/// The density e^−x is covered by 256 layers of equal area: a base layer
/// that holds the tail beyond ``tailStart``, and 255 rectangles stacked
/// above it. A draw picks a layer with 8 random bits and a point across it
/// with 53 more. In about 97.8% of draws the point lies inside the part of
/// the layer that is wholly under the curve, and the draw costs one
/// multiplication and one comparison. Otherwise it falls in a wedge, where
/// it is tested against the density itself, or in the tail, where the
/// memoryless property gives `tailStart − ln u`. The draws are exactly
/// exponential in distribution, up to the tables' rounding.
///
/// It replaces `−ln u`, about a hundred instructions with a division per
/// draw (``naturalLogarithm(_:)``), by about ten in most draws. A seed
/// still fixes every draw, on every platform: the tables are worked out
/// here with the model's own logarithm and exponential, not read from a
/// platform library.
struct ExponentialZiggurat: Sendable {
  /// Where the tail begins: the base layer's right edge, for 256 layers.
  static let tailStart = 7.697_117_470_131_049_72

  /// The right edges of the layers, from the base's pseudo-edge
  /// (the layers' area / e^−r, so a point across the base lands beyond r as
  /// often as the tail's share of it) down to 0: 257 values, decreasing.
  let edges: [Double]
  /// The density at each edge, e^−edge: increasing, ending at 1.
  let heights: [Double]

  /// The one set of tables, worked out when first used.
  static let shared = ExponentialZiggurat()

  private init() {
    let r = ExponentialZiggurat.tailStart
    // Each layer's area: the base's rectangle under e^−r out to r, plus
    // the tail beyond it, e^−r·(r + 1).
    let v = exponential(-r) * (r + 1)
    var edges = [Double](repeating: 0, count: 257)
    edges[0] = v / exponential(-r)
    edges[1] = r
    for i in 2..<256 {
      // The next edge up: the layer below has height v / x over width x.
      let previous = edges[i - 1]
      edges[i] = -naturalLogarithm(v / previous + exponential(-previous))
    }
    edges[256] = 0
    self.edges = edges
    self.heights = edges.map { exponential(-$0) }
  }

  /// One standard exponential draw: mean 1, never negative, finite.
  ///
  /// - Complexity: O(1) expected; about 1.01 tries a draw, most of them one multiplication.
  @inline(__always)
  func draw(_ random: inout SplitMix64) -> Double {
    while true {
      let bits = random.next()
      let layer = Int(truncatingIfNeeded: bits & 0xFF)
      let u = Double(bits >> 11) * 0x1.0p-53
      let x = u * edges[layer]
      if x < edges[layer + 1] { return x }
      if let x = outside(layer, x, &random) { return x }
    }
  }

  /// The rare part of a draw: the tail, or a wedge's test against the
  /// density; nil when the point lies above the curve and the draw starts
  /// again.
  @inline(never)
  private func outside(_ layer: Int, _ x: Double, _ random: inout SplitMix64) -> Double? {
    if layer == 0 {
      // Beyond r the exponential forgets r: r plus a fresh draw. 1 − u
      // lies in (0, 1], so its logarithm is finite.
      return ExponentialZiggurat.tailStart - naturalLogarithm(1 - random.nextUnit())
    }
    let height = heights[layer + 1] + (heights[layer] - heights[layer + 1]) * random.nextUnit()
    return height < exponential(-x) ? x : nil
  }
}
