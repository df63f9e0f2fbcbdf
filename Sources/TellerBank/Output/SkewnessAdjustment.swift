/// Willink's (2005) transformation of a t quantile for a skewed mean, as
/// N-Skart uses it: G(ζ) = (∛(1 + 6a(ζ − a)) − 1) / (2a), with
/// a = β / (6√k) for k observations of skewness β, and G(ζ) = ζ when a is
/// 0. It is the inverse of the cubic that corrects the t statistic's
/// distribution for skewness (Johnson 1978), so a 95% interval
/// [x̄ − G(t) s, x̄ − G(−t) s] reaches further on the side of the long tail.
struct SkewnessAdjustment {
  /// β / (6√k).
  let a: Double

  /// The adjustment for k observations of skewness β.
  init(skewness: Double, count: Int) {
    a = skewness / (6 * Double(max(1, count)).squareRoot())
  }

  /// G(ζ); increasing in ζ.
  func callAsFunction(_ zeta: Double) -> Double {
    guard a != 0 else { return zeta }
    return (cubeRoot(1 + 6 * a * (zeta - a)) - 1) / (2 * a)
  }
}
