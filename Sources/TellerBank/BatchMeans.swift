/// The method of batch means: a confidence interval for the mean of a
/// long, correlated run of observations, such as the waits of one
/// simulation.
///
/// The run, of a length known beforehand, is cut in order into `batches`
/// batches of `observations / batches` each; the last batch also takes the
/// remainder. Batches long enough are nearly independent, so the mean of
/// the batch means, plus or minus t(0.975, batches − 1) times their
/// standard error, is a 95% confidence interval. Nothing is discarded: the
/// run should be long enough that its start, from an empty bank, does not
/// matter (thousands of observations per batch).
///
/// It keeps one whole-number sum per batch, so memory is O(batches) and
/// each observation costs O(1): the batch being filled is summed on its
/// own and joins the others when it closes.
public struct BatchMeans: Hashable, Sendable {
  /// How many observations the run will have.
  public let observations: Int
  /// How many batches the run is cut into.
  public let batches: Int
  /// Observations per batch; the last batch also takes the remainder.
  public let batchSize: Int
  /// One batch's sum and count.
  private struct Batch: Hashable, Sendable {
    var sum: Int128 = 0
    var count = 0
  }

  /// The batches closed so far.
  private var closed: [Batch] = []
  /// The batch being filled.
  private var open = Batch()

  /// Plans batches for a run of `observations` observations.
  ///
  /// - Precondition: `batches` is at least 2.
  public init(observations: Int, batches: Int) {
    precondition(batches >= 2, "Batch means need at least two batches.")
    self.observations = max(0, observations)
    self.batches = batches
    self.batchSize = max(1, max(0, observations) / batches)
    closed.reserveCapacity(batches)
  }

  // Always inlined, with the closing of a batch out of line: a simulation
  // adds every wait, and all but one in thousands only add to the open
  // batch.

  /// Adds the next observation, in order.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  public mutating func add(_ value: Int64) {
    if open.count == batchSize { closeIfNotLast() }
    open.sum += Int128(value)
    open.count += 1
  }

  /// Closes the full open batch and opens the next, unless it is the last
  /// batch, which takes the remainder.
  @inline(never)
  private mutating func closeIfNotLast() {
    guard closed.count < batches - 1 else { return }
    closed.append(open)
    open = Batch()
  }

  /// The same plan with no observations yet.
  public var emptied: BatchMeans { BatchMeans(observations: observations, batches: batches) }

  /// How many observations have been added.
  public var count: Int { closed.reduce(open.count) { $0 + $1.count } }

  /// Each batch's mean, for the batches that have observations.
  public var means: [Double] {
    let batches = open.count > 0 ? closed + [open] : closed
    return batches.map { Double($0.sum) / Double($0.count) }
  }

  /// Whether every batch has an observation, as at the end of a whole run.
  public var isComplete: Bool { closed.count == batches - 1 && open.count > 0 }

  /// The means an interval is made of: every batch's when each has an
  /// observation; before that, as when a run stops early, those of the
  /// batches that are full (each holding ``batchSize`` observations).
  ///
  /// - Complexity: O(batches).
  public var fullMeans: [Double] {
    if isComplete { return means }
    let full = open.count >= batchSize ? closed + [open] : closed
    return full.map { Double($0.sum) / Double($0.count) }
  }

  /// The 95% confidence interval for the mean, in the observations' unit,
  /// centred on the mean of the batch means; nil until every batch has an
  /// observation.
  ///
  /// - Complexity: O(batches).
  public var interval: ConfidenceInterval? {
    isComplete ? BatchMeans.interval(of: means) : nil
  }

  /// The interval of the batches full so far (``fullMeans``), for a run
  /// that stopped early: the same as ``interval`` once every batch has an
  /// observation; nil while fewer than two are full.
  ///
  /// - Complexity: O(batches).
  public var intervalSoFar: ConfidenceInterval? {
    BatchMeans.interval(of: fullMeans)
  }

  /// The lag-1 correlation of the batch means that make the interval
  /// (``fullMeans``), the check that they are nearly independent; nil
  /// with too few of them (see ``BatchCorrelation``).
  ///
  /// - Complexity: O(batches).
  public var correlation: BatchCorrelation? { BatchCorrelation(fullMeans) }

  /// The 95% interval of some batch means: their mean plus or minus
  /// t(0.975, k − 1) times their standard error; nil for fewer than two.
  static func interval(of means: [Double]) -> ConfidenceInterval? {
    guard means.count >= 2 else { return nil }
    let k = Double(means.count)
    let grand = means.reduce(0, +) / k
    var squares = 0.0
    for mean in means { squares += (mean - grand) * (mean - grand) }
    let standardError = (squares / (k - 1) / k).squareRoot()
    return ConfidenceInterval(
      estimate: grand,
      halfWidth: StudentT.quantile975(degreesOfFreedom: means.count - 1) * standardError)
  }
}
