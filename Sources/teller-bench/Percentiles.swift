/// The median, 99th percentile and maximum of timed samples, by nearest
/// rank, in nanoseconds.
struct Percentiles {
  /// How many samples there were.
  let count: Int
  /// The median.
  let p50: Double
  /// The 99th percentile: 99 % of samples took no longer.
  let p99: Double
  /// The slowest sample.
  let max: Double

  /// Summarises samples in nanoseconds; all zero when there are none.
  init(_ samples: [Int64]) {
    let sorted = samples.sorted()
    count = sorted.count
    func rank(_ fraction: Double) -> Double {
      guard !sorted.isEmpty else { return 0 }
      // Nearest rank: the smallest sample with at least `fraction` of the
      // samples at or below it.
      let r = Int((fraction * Double(sorted.count)).rounded(.up))
      return Double(sorted[Swift.max(0, Swift.min(sorted.count - 1, r - 1))])
    }
    p50 = rank(0.50)
    p99 = rank(0.99)
    max = Double(sorted.last ?? 0)
  }

  /// Percentiles worked out elsewhere, such as from a ``CostHistogram``.
  init(count: Int, p50: Double, p99: Double, max: Double) {
    self.count = count
    self.p50 = p50
    self.p99 = p99
    self.max = max
  }
}

/// Timed samples grouped by name, keeping the order names first came in.
struct SampleSet {
  private(set) var names: [String] = []
  private var samples: [String: [Int64]] = [:]

  /// Adds one sample under a name.
  mutating func add(_ name: String, _ nanoseconds: Int64) {
    if samples[name] == nil { names.append(name) }
    samples[name, default: []].append(nanoseconds)
  }

  /// The samples under a name.
  subscript(name: String) -> [Int64] { samples[name] ?? [] }

  /// Every sample, whatever its name.
  var all: [Int64] { names.flatMap { samples[$0] ?? [] } }
}
