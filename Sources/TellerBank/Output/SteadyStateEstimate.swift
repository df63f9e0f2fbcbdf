/// A run's steady-state mean wait, in seconds, after its warm-up, with its
/// 95% interval by batch means (``SteadyStateMean``).
public struct SteadyStateEstimate: Hashable, Sendable {
  /// How the warm-up was set aside.
  public var rule: WarmupRule
  /// The waits set aside as warm-up.
  public var warmupCustomers: Int
  /// The fixed warm-up in seconds of model time; nil for MSER-5.
  public var warmupSeconds: Double?
  /// Whether MSER-5 found the end of the warm-up in the run's first half;
  /// always true for a fixed warm-up.
  public var isConfident: Bool
  /// The waits the mean is made of.
  public var customers: Int
  /// The mean wait after the warm-up, in seconds.
  public var meanWait: Double
  /// Its 95% interval in seconds, or nil with fewer than two batch means.
  public var interval: ConfidenceInterval?
  /// The batch means of the interval.
  public var batches: Int

  /// The estimate of a run's figures; nil when the run kept no series of
  /// waits (``Simulation/warmup`` nil, or batch arrivals) or had none
  /// after its warm-up.
  ///
  /// - Parameters:
  ///   - statistics: the run's figures.
  ///   - rule: the warm-up rule the run was made with.
  ///   - batches: the batch means of the interval, at least 2.
  /// - Complexity: O(b) for the b batches of the series.
  public init?(_ statistics: BankStatistics, rule: WarmupRule, batches: Int) {
    guard let series = statistics.waitSeries else { return nil }
    var warmup: Warmup?
    switch rule {
    case .automatic:
      warmup = Warmup.mser(series)
      warmupCustomers = warmup?.observations ?? 0
      isConfident = warmup?.isConfident ?? false
      warmupSeconds = nil
    case .fixed(let time):
      warmupCustomers = statistics.customersStarted - series.count
      isConfident = true
      warmupSeconds = time.seconds
    }
    guard let mean = SteadyStateMean(series, warmup: warmup, batches: batches) else { return nil }
    self.rule = rule
    customers = mean.observations
    meanWait = mean.estimate * 1e-9
    interval = mean.interval?.scaled(by: 1e-9).bounded(below: 0)
    self.batches = mean.batchMeans.count
  }
}
