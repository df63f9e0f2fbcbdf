/// How strongly each batch mean follows the one before: the check that
/// batch means are nearly independent, as their confidence interval
/// assumes.
///
/// The lag-1 correlation is von Neumann's estimate,
/// C = 1 − Σ (xᵢ₊₁ − xᵢ)² / (2 Σ (xᵢ − x̄)²), about 0 for independent
/// means and towards 1 when each mean drags the next, as when batches are
/// short beside the time the queue takes to forget its past. For k
/// independent, normal means C has mean 0 and variance (k − 2) / (k² − 1),
/// so ``isSignificant`` tests it one-sided at 1%: C above 2.326 standard
/// deviations. The test needs at least ``minimumBatches`` means.
public struct BatchCorrelation: Hashable, Sendable {
  /// The estimate, C; at most 1.
  public let value: Double
  /// How many batch means it comes from.
  public let batches: Int

  /// The fewest batch means the test is made on.
  public static let minimumBatches = 8
  /// The one-sided 1% point of the standard normal distribution.
  static let criticalValue = 2.326

  /// The correlation of some batch means, in order; nil for fewer than
  /// ``minimumBatches``, or when they are all equal and nothing varies.
  ///
  /// - Complexity: O(k) for k means.
  public init?(_ means: [Double]) {
    guard means.count >= BatchCorrelation.minimumBatches else { return nil }
    let mean = means.reduce(0, +) / Double(means.count)
    var squares = 0.0
    for x in means { squares += (x - mean) * (x - mean) }
    guard squares > 0 else { return nil }
    var steps = 0.0
    for (x, next) in zip(means, means.dropFirst()) { steps += (next - x) * (next - x) }
    value = 1 - steps / (2 * squares)
    batches = means.count
  }

  /// The value above which C is significant: 2.326 times its standard
  /// deviation for independent means.
  public var threshold: Double {
    let k = Double(batches)
    return BatchCorrelation.criticalValue * ((k - 2) / (k * k - 1)).squareRoot()
  }

  /// Whether the batch means are correlated, so their interval is likely
  /// too narrow.
  public var isSignificant: Bool { value > threshold }
}
