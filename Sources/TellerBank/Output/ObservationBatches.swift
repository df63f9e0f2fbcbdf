/// A long series of observations, such as the waits of one run in the
/// order services start, kept as the sums of consecutive batches: what
/// warm-up detection (``Warmup``) and the confidence interval of the
/// steady-state mean (``SteadyStateMean``) are worked out from, after the
/// run, whatever its length.
///
/// Batches start at ``initialBatchSize`` observations, MSER-5's. When
/// ``capacity`` batches are full, neighbours are merged in pairs and the
/// batch size doubles, so memory stays O(capacity) however long the run,
/// and each observation costs O(1) amortised. Up to capacity × 5
/// observations (327,680 by default) the batches are those of MSER-5
/// exactly; beyond, they are 10, 20, 40… observations long.
public struct ObservationBatches: Hashable, Sendable {
  /// The observations per batch now: ``initialBatchSize`` times a power of 2.
  public private(set) var batchSize: Int
  /// The most full batches kept; even.
  public let capacity: Int
  /// The size the batches started at.
  public let firstBatchSize: Int
  /// The sum of each full batch, in order.
  public private(set) var sums: [Double] = []
  /// The sum of the batch being filled.
  public private(set) var openSum = 0.0
  /// The observations in the batch being filled, fewer than ``batchSize``.
  public private(set) var openCount = 0
  /// The first observations to set aside, a fixed warm-up.
  public let skipping: Int
  /// Those set aside so far, at most ``skipping``.
  public private(set) var skipped = 0

  /// MSER-5's batch size (White, Cobb and Spratt 2000).
  public static let initialBatchSize = 5
  /// The full batches kept by default.
  public static let defaultCapacity = 1 << 16

  /// An empty series.
  ///
  /// - Parameters:
  ///   - capacity: the most full batches kept, at least 2; rounded up to
  ///     an even number.
  ///   - batchSize: the first batches' size, at least 1.
  ///   - skipping: how many observations to set aside before the first
  ///     one kept: a warm-up fixed beforehand.
  public init(
    capacity: Int = ObservationBatches.defaultCapacity,
    batchSize: Int = ObservationBatches.initialBatchSize, skipping: Int = 0
  ) {
    self.skipping = max(0, skipping)
    let atLeastTwo = max(2, capacity)
    self.capacity = atLeastTwo + atLeastTwo % 2
    self.batchSize = max(1, batchSize)
    self.firstBatchSize = self.batchSize
    sums.reserveCapacity(min(self.capacity, 1024))
  }

  /// Adds the next observation, or sets it aside while the fixed warm-up
  /// lasts.
  ///
  /// - Complexity: O(1) amortised.
  @inline(__always)
  public mutating func add(_ value: Double) {
    if skipped < skipping {
      skipped += 1
      return
    }
    openSum += value
    openCount += 1
    if openCount == batchSize { closeBatch() }
  }

  /// Closes the batch being filled, merging the full batches in pairs
  /// first when there is no room.
  @inline(never)
  private mutating func closeBatch() {
    if sums.count == capacity {
      for i in 0..<(capacity / 2) { sums[i] = sums[2 * i] + sums[2 * i + 1] }
      sums.removeLast(capacity / 2)
      batchSize *= 2
      // The open batch now fills to the doubled size before it closes.
      if openCount < batchSize { return }
    }
    sums.append(openSum)
    openSum = 0
    openCount = 0
  }

  /// How many observations have been kept, those set aside not counted.
  public var count: Int { sums.count * batchSize + openCount }

  /// The mean of the observations kept; zero with none.
  public var mean: Double {
    let n = count
    guard n > 0 else { return 0 }
    return (sums.reduce(0, +) + openSum) / Double(n)
  }

  /// The full batches' means, in order.
  public var means: [Double] {
    let size = Double(batchSize)
    return sums.map { $0 / size }
  }

  /// The same series with no observations, at its first batch size.
  public var emptied: ObservationBatches {
    ObservationBatches(capacity: capacity, batchSize: firstBatchSize, skipping: skipping)
  }
}
