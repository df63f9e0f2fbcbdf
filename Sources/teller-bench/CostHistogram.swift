/// A distribution of costs in nanoseconds kept in a fixed set of buckets,
/// for runs too long to keep every sample.
///
/// Below 32 ns every value has its own bucket; above, each power of two is
/// split into 32 buckets of equal width, so a bucket spans about 3% of the
/// values in it. Its memory is fixed when it is made: recording a sample
/// never allocates, so a histogram can measure a run without adding to the
/// resident set size the run is watched for.
struct CostHistogram {
  /// Buckets per power of two, as a shift.
  private static let subBucketBits = 5
  private static let subBuckets = 1 << subBucketBits
  /// Enough buckets for every non-negative `Int64`.
  private static let bucketCount = (63 - subBucketBits + 1) * subBuckets

  private var counts = [Int](repeating: 0, count: CostHistogram.bucketCount)
  /// How many samples were recorded.
  private(set) var count = 0
  /// The sum of the samples.
  private(set) var total: Int64 = 0
  /// The largest sample, exactly.
  private(set) var max: Int64 = 0

  /// Records one sample; a negative one counts as 0.
  ///
  /// - Complexity: O(1).
  mutating func record(_ nanoseconds: Int64) {
    let value = Swift.max(0, nanoseconds)
    counts[Self.bucket(of: value)] += 1
    count += 1
    total &+= value
    max = Swift.max(max, value)
  }

  /// The bucket a value falls in.
  static func bucket(of value: Int64) -> Int {
    guard value >= Int64(subBuckets) else { return Int(value) }
    let exponent = 63 - value.leadingZeroBitCount
    let shift = exponent - subBucketBits
    let sub = Int((value >> shift) & Int64(subBuckets - 1))
    return (shift + 1) * subBuckets + sub
  }

  /// The middle of a bucket's values; the value itself below 32.
  static func middle(of bucket: Int) -> Double {
    guard bucket >= subBuckets else { return Double(bucket) }
    let shift = bucket / subBuckets - 1
    let low = Int64(subBuckets + bucket % subBuckets) << shift
    let width = Int64(1) << shift
    return Double(low) + Double(width - 1) / 2
  }

  /// The value at a fraction of the samples by nearest rank, to within
  /// its bucket, and never above the largest sample; 0 when empty.
  ///
  /// - Complexity: O(b) for the b buckets.
  func percentile(_ fraction: Double) -> Double {
    guard count > 0 else { return 0 }
    let rank = Swift.max(1, Int((fraction * Double(count)).rounded(.up)))
    var seen = 0
    for (bucket, inBucket) in counts.enumerated() where inBucket > 0 {
      seen += inBucket
      if seen >= rank { return Swift.min(Self.middle(of: bucket), Double(max)) }
    }
    return Double(max)
  }

  /// The median, 99th percentile and maximum, for ``figures(_:_:baseline:)``.
  var percentiles: Percentiles {
    Percentiles(count: count, p50: percentile(0.5), p99: percentile(0.99), max: Double(max))
  }
}
