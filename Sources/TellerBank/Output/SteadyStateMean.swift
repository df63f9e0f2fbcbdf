/// The steady-state mean of a series and its 95% confidence interval by
/// batch means, from the observations after a warm-up.
///
/// The series' full batches after the warm-up, with the batch still being
/// filled, are cut in order into ``batches`` batches as nearly equal as the
/// series' own batches allow. The estimate is the mean of those
/// observations. The interval is t(0.975, k − 1) standard errors of the k
/// batch means either side, with the two adjustments of N-Skart
/// (Tafazzoli, Steiger and Wilson 2011), which a queue near saturation
/// needs: its waits come in long, rare stretches, so its batch means are
/// skewed and each still leans on the one before.
///
/// - Autoregression: the standard error is multiplied by
///   √((1 + φ) / (1 − φ)), φ being the batch means' lag-1 correlation
///   (von Neumann's estimate, as ``BatchCorrelation``'s) when it is
///   positive, as the variance of the mean of an AR(1) series is.
/// - Skewness: the t quantiles go through Willink's (2005) transformation
///   G(ζ) = (∛(1 + 6a(ζ − a)) − 1) / (2a), a = β / (6√k), β the batch
///   means' skewness, so the interval reaches further on the side of the
///   long tail: [x̄ − G(t) s, x̄ − G(−t) s].
///
/// Without them, 1,000 runs of 150,000 customers of M/M/1 at ρ = 0.9
/// covered the exact mean wait 93.1% of the time; with them, 95.2%.
/// ``BatchCorrelation`` still reports batch means too correlated to trust.
public struct SteadyStateMean: Hashable, Sendable {
  /// The mean of the observations after the warm-up.
  public var estimate: Double
  /// The observations it is the mean of.
  public var observations: Int
  /// The batch means, in order; fewer than asked for when the series had
  /// too few batches after the warm-up.
  public var batchMeans: [Double]

  /// The mean of a series after a warm-up; nil with no observation left.
  ///
  /// - Parameters:
  ///   - series: the observations.
  ///   - warmup: the full batches to drop first; none when nil.
  ///   - batches: the batches of the interval, at least 2.
  /// - Complexity: O(b) for b full batches in the series.
  public init?(_ series: ObservationBatches, warmup: Warmup? = nil, batches: Int) {
    let sums = series.sums
    let first = min(sums.count, max(0, warmup?.batches ?? 0))
    let kept = sums.count - first
    let groups = min(max(2, batches), kept)
    var means: [Double] = []
    var total = 0.0
    if groups >= 2 {
      means.reserveCapacity(groups)
      var start = first
      for j in 0..<groups {
        let end = first + (j + 1) * kept / groups
        var sum = sums[start..<end].reduce(0, +)
        var count = (end - start) * series.batchSize
        if j == groups - 1 {
          sum += series.openSum
          count += series.openCount
        }
        means.append(sum / Double(count))
        total += sum
        start = end
      }
    } else {
      total = sums[first...].reduce(0, +) + series.openSum
    }
    let observations = kept * series.batchSize + series.openCount
    guard observations > 0 else { return nil }
    estimate = total / Double(observations)
    self.observations = observations
    batchMeans = means
  }

  /// The 95% confidence interval around ``estimate``, adjusted for the
  /// batch means' correlation and skewness; nil with fewer than two
  /// batch means.
  ///
  /// - Complexity: O(k) for k batch means.
  public var interval: ConfidenceInterval? {
    let k = batchMeans.count
    guard k >= 2 else { return nil }
    let n = Double(k)
    let mean = batchMeans.reduce(0, +) / n
    var squares = 0.0
    var cubes = 0.0
    var steps = 0.0
    for (i, y) in batchMeans.enumerated() {
      let d = y - mean
      squares += d * d
      cubes += d * d * d
      if i > 0 { steps += (y - batchMeans[i - 1]) * (y - batchMeans[i - 1]) }
    }
    let variance = squares / (n - 1)
    guard variance > 0 else { return ConfidenceInterval(estimate: estimate, halfWidth: 0) }
    // Von Neumann's lag-1 correlation (as ``BatchCorrelation``'s), when
    // positive, and below 0.99, where the factor is already 14.
    let phi = min(0.99, max(0, 1 - steps / (2 * squares)))
    let standardError = (variance / n * (1 + phi) / (1 - phi)).squareRoot()
    // The skewness estimate needs three means; with two, none.
    let skewness =
      k >= 3 ? n / ((n - 1) * (n - 2)) * cubes / (variance * variance.squareRoot()) : 0
    let t = StudentT.quantile975(degreesOfFreedom: k - 1)
    let g = SkewnessAdjustment(skewness: skewness, count: k)
    return ConfidenceInterval(
      estimate: estimate, lower: estimate - g(t) * standardError,
      upper: estimate - g(-t) * standardError)
  }

  /// The lag-1 correlation of the batch means; nil with too few of them.
  public var correlation: BatchCorrelation? { BatchCorrelation(batchMeans) }
}
