import Testing

@testable import TellerBank

/// Service-time distributions: each keeps the configured mean and has the
/// spread, skew and range of its shape.
@Suite("Service times")
struct ServiceTimesTests {
  /// The sample mean, variance and skewness of `count` times, in seconds.
  func moments(_ distribution: ServiceDistribution, mean: ModelTime, count: Int = 200_000)
    -> (mean: Double, variance: Double, skewness: Double, times: [Double])
  {
    var times = ServiceTimes(mean: mean, distribution: distribution, seed: 2024)
    let xs = (0..<count).map { _ in times.next().seconds }
    let n = Double(count)
    let m = xs.reduce(0, +) / n
    var m2 = 0.0
    var m3 = 0.0
    for x in xs {
      m2 += (x - m) * (x - m)
      m3 += (x - m) * (x - m) * (x - m)
    }
    let variance = m2 / (n - 1)
    let skewness = variance > 0 ? (m3 / n) / (variance * variance.squareRoot()) : 0
    return (m, variance, skewness, xs)
  }

  @Test(
    "Each shape keeps the mean and has its variance and skewness",
    arguments: [
      // (distribution, cv, skewness)
      (ServiceDistribution.exponential, 1.0, 2.0),
      (.erlang(phases: 1), 1.0, 2.0),
      (.erlang(phases: 2), 0.707_106_781_186_547_6, 1.414_213_562_373_095),
      (.erlang(phases: 4), 0.5, 1.0),
      (.erlang(phases: 1000), 0.031_622_776_601_683_79, 0.063_245_553_203_367_59),
      (.uniform(spread: 1), 0.577_350_269_189_625_8, 0.0),
      (.uniform(spread: 0.5), 0.288_675_134_594_812_9, 0.0),
      (.lognormal(variation: 0.25), 0.25, 0.765_625),
      (.lognormal(variation: 0.5), 0.5, 1.625),
    ])
  func momentsMatch(distribution: ServiceDistribution, cv: Double, skewness: Double) {
    #expect((distribution.coefficientOfVariation - cv).magnitude < 1e-12)
    let mean = 0.7
    let sample = moments(distribution, mean: .seconds(mean))
    let n = 200_000.0
    // Five standard errors of the sample mean.
    #expect((sample.mean - mean).magnitude < 5 * mean * cv / n.squareRoot() + 1e-9)
    let variance = mean * mean * cv * cv
    #expect((sample.variance - variance).magnitude <= 0.03 * variance + 1e-12)
    #expect((sample.skewness - skewness).magnitude < 0.06 + 0.05 * skewness)
  }

  @Test("Deterministic times are the mean itself, every time")
  func deterministic() {
    var times = ServiceTimes(mean: .milliseconds(700), distribution: .deterministic, seed: 1)
    for _ in 0..<1000 { #expect(times.next() == .milliseconds(700)) }
    #expect(ServiceDistribution.deterministic.isDeterministic)
    #expect(ServiceDistribution.deterministic.secondMomentFactor == 1)
  }

  @Test("A uniform spread of 0 gives the mean; a spread of 1 reaches from 0 to twice the mean")
  func uniformRange() {
    var none = ServiceTimes(mean: .milliseconds(500), distribution: .uniform(spread: 0), seed: 3)
    for _ in 0..<100 { #expect(none.next() == .milliseconds(500)) }
    let wide = moments(.uniform(spread: 1), mean: .seconds(1), count: 100_000).times
    #expect(wide.allSatisfy { $0 > 0 && $0 <= 2 })
    #expect(wide.min()! < 0.001 && wide.max()! > 1.999)
    let half = moments(.uniform(spread: 0.5), mean: .seconds(1), count: 100_000).times
    #expect(half.allSatisfy { $0 >= 0.5 && $0 <= 1.5 })
  }

  @Test("One Erlang phase is the exponential, draw for draw")
  func erlangOneIsExponential() {
    var a = ServiceTimes(mean: .seconds(1.1), distribution: .exponential, seed: 77)
    var b = ServiceTimes(mean: .seconds(1.1), distribution: .erlang(phases: 1), seed: 77)
    for _ in 0..<1000 { #expect(a.next() == b.next()) }
  }

  @Test("A lognormal with a large variation keeps its median, m / √(1 + cv²)")
  func lognormalMedian() {
    let times = moments(.lognormal(variation: 10), mean: .seconds(1), count: 100_001).times
    let median = times.sorted()[50_000]
    let expected = 1 / 101.0.squareRoot()
    #expect((median - expected).magnitude < 0.02 * expected)
  }

  @Test("The same seed gives the same times; another seed others")
  func seeded() {
    func draw(_ seed: UInt64) -> [ModelTime] {
      var times = ServiceTimes(
        mean: .seconds(1), distribution: .lognormal(variation: 1), seed: seed)
      return (0..<50).map { _ in times.next() }
    }
    #expect(draw(9) == draw(9))
    #expect(draw(9) != draw(10))
  }

  @Test("Times stay between 1 ns and the longest: a zero mean, a tiny one and a huge one")
  func bounds() {
    var zero = ServiceTimes(mean: .zero, distribution: .exponential, seed: 4)
    #expect(zero.mean == ModelTime(nanoseconds: 1))
    for _ in 0..<1000 { #expect(zero.next() >= ModelTime(nanoseconds: 1)) }
    var huge = ServiceTimes(
      mean: ServiceTimes.longest, distribution: .lognormal(variation: 10), seed: 4)
    var clamped = 0
    for _ in 0..<1000 {
      let time = huge.next()
      #expect(time >= ModelTime(nanoseconds: 1) && time <= ServiceTimes.longest)
      if time == ServiceTimes.longest { clamped += 1 }
    }
    #expect(clamped > 0)
  }

  @Test("Parameters are checked against their ranges, ends included")
  func validity() {
    #expect(ServiceDistribution.erlang(phases: 1).isValid)
    #expect(ServiceDistribution.erlang(phases: 1000).isValid)
    #expect(!ServiceDistribution.erlang(phases: 0).isValid)
    #expect(!ServiceDistribution.erlang(phases: 1001).isValid)
    #expect(ServiceDistribution.uniform(spread: 0).isValid)
    #expect(ServiceDistribution.uniform(spread: 1).isValid)
    #expect(!ServiceDistribution.uniform(spread: 1.01).isValid)
    #expect(!ServiceDistribution.uniform(spread: -0.1).isValid)
    #expect(ServiceDistribution.lognormal(variation: 0.01).isValid)
    #expect(ServiceDistribution.lognormal(variation: 10).isValid)
    #expect(!ServiceDistribution.lognormal(variation: 0).isValid)
    #expect(!ServiceDistribution.lognormal(variation: .nan).isValid)
    #expect(ServiceDistribution.exponential.secondMomentFactor == 2)
  }
}
