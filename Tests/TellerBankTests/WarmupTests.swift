import Testing

@testable import TellerBank

/// The batched series, MSER's warm-up and the steady-state mean after it.
@Suite("Warm-up and steady-state means")
struct WarmupTests {
  func series(_ values: [Double], capacity: Int = ObservationBatches.defaultCapacity)
    -> ObservationBatches
  {
    var series = ObservationBatches(capacity: capacity)
    for value in values { series.add(value) }
    return series
  }

  @Test("Batches of 5: none, one short, one full, then the open batch apart")
  func batching() {
    var s = ObservationBatches()
    #expect(s.count == 0 && s.mean == 0 && s.sums.isEmpty)
    for value in [1.0, 2, 3, 4] { s.add(value) }
    #expect(s.sums.isEmpty && s.openCount == 4 && s.count == 4)
    s.add(5)
    #expect(s.sums == [15] && s.openCount == 0 && s.means == [3])
    s.add(10)
    #expect(s.count == 6 && s.mean == 25.0 / 6 && s.openSum == 10)
  }

  @Test("Full batches merge in pairs and the size doubles, keeping every sum and the count")
  func merging() {
    let values = (1...100).map(Double.init)
    let s = series(values, capacity: 4)
    // 100 observations: sizes 5 → 10 → 20 → 40; two full batches of 40, 20 open.
    #expect(s.batchSize == 40)
    #expect(s.sums == [820, 2420])
    #expect(s.openCount == 20 && s.openSum == values[80...].reduce(0, +))
    #expect(s.count == 100 && s.mean == 50.5)
    #expect(s.sums.count <= s.capacity)
    // An odd capacity is made even; below 2 it is 2.
    #expect(ObservationBatches(capacity: 5).capacity == 6)
    #expect(ObservationBatches(capacity: 0).capacity == 2)
  }

  @Test("A fixed warm-up sets the first observations aside, and emptying keeps it")
  func skipping() {
    var s = ObservationBatches(skipping: 3)
    for value in [100.0, 100, 100, 1, 2, 3, 4, 5] { s.add(value) }
    #expect(s.skipped == 3 && s.count == 5 && s.sums == [15])
    let empty = s.emptied
    #expect(empty.count == 0 && empty.skipped == 0 && empty.skipping == 3)
  }

  @Test("MSER needs four full batches: none, three, four")
  func mserMinimum() {
    #expect(Warmup.mser(series([])) == nil)
    #expect(Warmup.mser(series(Array(repeating: 1, count: 19))) == nil)
    #expect(Warmup.mser(series(Array(repeating: 1, count: 20)))?.batches == 0)
  }

  @Test("A steady series has no warm-up; a ramp from zero is cut where it levels")
  func mserFindsTheRamp() throws {
    var random = SplitMix64(seed: 8)
    let steady = (0..<10_000).map { _ in 10 + random.nextUnit() }
    let flat = try #require(Warmup.mser(series(steady)))
    #expect(flat.observations < 100)
    #expect(flat.isConfident)
    // 1,000 observations rising from 0 to 10, then 9,000 steady ones.
    let ramp = (0..<1000).map { Double($0) / 100 } + steady.prefix(9000)
    let warmup = try #require(Warmup.mser(series(ramp)))
    #expect((900...1100).contains(warmup.observations))
    #expect(warmup.observations == warmup.batches * 5)
    #expect(warmup.isConfident)
  }

  @Test(
    "A chance stretch of long waits early on: plain MSER cuts it, a run that starts low keeps it")
  func mserKeepsHighStretches() throws {
    var random = SplitMix64(seed: 12)
    let steady = (0..<10_000).map { _ in 10 + random.nextUnit() }
    let spiked = Array(repeating: 30.0, count: 200) + steady
    let plain = try #require(Warmup.mser(series(spiked), startsLow: false))
    #expect(plain.observations >= 200)
    let low = try #require(Warmup.mser(series(spiked)))
    #expect(low.observations == 0)
    // A low start is still cut with the condition on.
    let dipped = Array(repeating: 1.0, count: 200) + steady
    let cut = try #require(Warmup.mser(series(dipped)))
    #expect((200...260).contains(cut.observations))
  }

  @Test("A series still rising at its end is no warm-up MSER can trust")
  func mserTooShort() throws {
    let rising = (0..<2000).map { Double($0) }
    let warmup = try #require(Warmup.mser(series(rising)))
    #expect(warmup.batches == 200, "the search stops at half the run")
    #expect(!warmup.isConfident)
  }

  @Test("Equal values: any cut is as good, so none is made")
  func mserConstant() throws {
    let warmup = try #require(Warmup.mser(series(Array(repeating: 4, count: 500))))
    #expect(warmup.batches == 0 && warmup.isConfident)
  }

  @Test("Steady-state mean: worked example of two batches, then the open batch in the last")
  func steadyStateWorked() throws {
    // Batches of 5: [1…5], [6…10], open [11, 12].
    let s = series((1...12).map(Double.init))
    let mean = try #require(SteadyStateMean(s, batches: 2))
    #expect(mean.observations == 12 && mean.estimate == 6.5)
    #expect(mean.batchMeans == [3, 9])  // (6 + … + 12) / 7
    let interval = try #require(mean.interval)
    #expect(interval.estimate == 6.5)
    // The means' standard error: |3 − 9| / 2; t(0.975, 1) = 12.706205.
    #expect((interval.halfWidth - 12.706_205 * 3).magnitude < 1e-4)
  }

  @Test("The warm-up's batches are dropped before the estimate and the batches")
  func steadyStateAfterWarmup() throws {
    let s = series(Array(repeating: 0, count: 50) + Array(repeating: 7, count: 100))
    let warmup = Warmup(batches: 10, observations: 50)
    let mean = try #require(SteadyStateMean(s, warmup: warmup, batches: 4))
    #expect(mean.estimate == 7 && mean.observations == 100)
    #expect(mean.batchMeans == [7, 7, 7, 7])
    #expect(mean.interval == ConfidenceInterval(estimate: 7, halfWidth: 0))
  }

  @Test("Batches as nearly equal as the series allows: 7 batches into 3")
  func steadyStateGrouping() throws {
    let s = series((1...35).map(Double.init))  // 7 full batches of 5
    let mean = try #require(SteadyStateMean(s, batches: 3))
    // Groups of 2, 2 and 3 batches: 1…10, 11…20, 21…35.
    #expect(mean.batchMeans == [5.5, 15.5, 28])
    #expect(mean.estimate == 18)
  }

  @Test("Too few batches left: fewer batch means, one (no interval), or nothing at all")
  func steadyStateFewBatches() throws {
    let three = try #require(SteadyStateMean(series((1...15).map(Double.init)), batches: 20))
    #expect(three.batchMeans.count == 3)
    let one = try #require(SteadyStateMean(series([1, 2, 3, 4, 5, 6]), batches: 20))
    #expect(one.batchMeans.isEmpty && one.interval == nil && one.estimate == 3.5)
    let open = try #require(SteadyStateMean(series([4, 6]), batches: 20))
    #expect(open.estimate == 5 && open.interval == nil)
    #expect(SteadyStateMean(series([]), batches: 20) == nil)
    let dropped = series(Array(repeating: 1, count: 10))
    #expect(
      SteadyStateMean(dropped, warmup: Warmup(batches: 2, observations: 10), batches: 2) == nil)
  }

  /// A steady-state mean whose batch means are given, one observation each.
  func meanOf(_ batchMeans: [Double]) throws -> SteadyStateMean {
    var s = ObservationBatches(batchSize: 1)
    for value in batchMeans { s.add(value) }
    return try #require(SteadyStateMean(s, batches: batchMeans.count))
  }

  @Test("Symmetric, uncorrelated batch means: the plain t interval")
  func plainInterval() throws {
    // Alternating means: lag-1 correlation negative, so no widening; no skew.
    let means: [Double] = [1, 3, 1, 3, 1, 3, 1, 3]
    let interval = try #require(try meanOf(means).interval)
    let standardError = (8.0 / 7 / 8).squareRoot()  // s² = 8 / 7
    let t = StudentT.quantile975(degreesOfFreedom: 7)
    #expect((interval.lower - (2 - t * standardError)).magnitude < 1e-12)
    #expect((interval.upper - (2 + t * standardError)).magnitude < 1e-12)
  }

  @Test("Batch means that lean on each other widen the interval by √((1 + φ)/(1 − φ))")
  func correlatedInterval() throws {
    // A slow wave: each mean close to the one before.
    let means: [Double] = [1, 2, 3, 4, 4, 3, 2, 1, 1, 2, 3, 4, 4, 3, 2, 1]
    let mean = try meanOf(means)
    let interval = try #require(mean.interval)
    let plain = try #require(BatchMeans.interval(of: means))
    // Von Neumann's estimate: 1 − Σ (yᵢ₊₁ − yᵢ)² / (2 Σ (yᵢ − ȳ)²).
    let steps = zip(means, means.dropFirst()).map { ($1 - $0) * ($1 - $0) }.reduce(0, +)
    let phi = 1 - steps / (2 * means.map { ($0 - 2.5) * ($0 - 2.5) }.reduce(0, +))
    #expect(phi > 0.5)
    #expect(
      (interval.halfWidth / plain.halfWidth - ((1 + phi) / (1 - phi)).squareRoot()).magnitude < 1e-9
    )
  }

  @Test("Skewed batch means: the interval reaches further towards the long tail")
  func skewedInterval() throws {
    let means: [Double] = [1, 5, 1.2, 1.1, 0.9, 1.3, 1, 4, 1.1, 0.8, 1.2, 1]
    let mean = try meanOf(means)
    let interval = try #require(mean.interval)
    #expect(interval.upper - mean.estimate > mean.estimate - interval.lower)
    #expect(interval.contains(mean.estimate))
    let mirrored = try #require(try meanOf(means.map { -$0 }).interval)
    #expect((mirrored.lower + interval.upper).magnitude < 1e-12)
  }

  @Test("Willink's G: the identity without skew, increasing, and past the cube root's zero")
  func skewnessAdjustment() {
    let none = SkewnessAdjustment(skewness: 0, count: 20)
    #expect(none(2.093) == 2.093 && none(-2.093) == -2.093)
    let skewed = SkewnessAdjustment(skewness: 3, count: 4)  // a = 0.25
    let values = stride(from: -6.0, through: 6, by: 0.25).map { skewed($0) }
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    // 1 + 6a(ζ − a) < 0 below ζ = a − 1/(6a): the cube root of a negative number.
    #expect(skewed(-1).isFinite && skewed(-1) < -1)
    #expect(cubeRoot(-27) == -3 && cubeRoot(8) == 2 && cubeRoot(0) == 0)
    #expect((cubeRoot(2) - 1.259_921_049_894_873_2).magnitude < 4e-16)
  }
}
