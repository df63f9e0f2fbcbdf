import TellerTestSupport
import Testing

@testable import TellerBank

/// Student's t, batch means and the mean wait's confidence interval.
@Suite("Batch means")
struct BatchMeansTests {
  @Test(
    "t(0.975, ν) matches published values, in the table and beyond it",
    arguments: [
      (1, 12.706205), (2, 4.302653), (19, 2.093024), (30, 2.042272), (31, 2.039513),
      (40, 2.021075), (60, 2.000298), (120, 1.979930), (999, 1.962341),
    ])
  func studentT(degrees: Int, expected: Double) {
    #expect(abs(StudentT.quantile975(degreesOfFreedom: degrees) - expected) < 2e-6)
  }

  @Test("t(0.975, ν) falls as ν grows, towards the normal 1.96")
  func studentTFalls() {
    let values = (1...2000).map { StudentT.quantile975(degreesOfFreedom: $0) }
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 > $1 })
    #expect(values.last! > 1.959_963_98)
  }

  @Test("No interval until every batch has an observation: none, one short, then all")
  func needsEveryBatch() {
    var batches = BatchMeans(observations: 3, batches: 4)
    #expect(batches.interval == nil)
    for value in [1, 2, 3] as [Int64] { batches.add(value) }
    #expect(batches.count == 3)
    #expect(batches.interval == nil, "one batch is still empty")
    batches.add(4)
    #expect(batches.interval != nil)
  }

  @Test("Batches are cut in order, the last taking the remainder, and the interval is worked out")
  func workedExample() throws {
    // 1...9 into 4 batches of 2: [1, 2], [3, 4], [5, 6], [7, 8, 9].
    var batches = BatchMeans(observations: 9, batches: 4)
    for value in 1...9 { batches.add(Int64(value)) }
    #expect(batches.batchSize == 2)
    #expect(batches.means == [1.5, 3.5, 5.5, 8])
    let interval = try #require(batches.interval)
    let grand = (1.5 + 3.5 + 5.5 + 8) / 4  // 4.625
    let squares = [1.5, 3.5, 5.5, 8].map { ($0 - grand) * ($0 - grand) }.reduce(0, +)
    let half = 3.182446 * (squares / 3 / 4).squareRoot()
    #expect(abs(interval.estimate - grand) < 1e-12)
    #expect(abs(interval.halfWidth - half) < 1e-5)
    #expect(interval.contains(grand) && !interval.contains(grand + half + 0.001))
  }

  @Test("Two batches, and many equal observations: a zero-width interval")
  func constant() throws {
    var two = BatchMeans(observations: 2, batches: 2)
    two.add(5)
    two.add(5)
    #expect(try #require(two.interval) == ConfidenceInterval(estimate: 5, halfWidth: 0))
    var many = BatchMeans(observations: 1000, batches: 20)
    for _ in 0..<1000 { many.add(700) }
    #expect(try #require(many.interval) == ConfidenceInterval(estimate: 700, halfWidth: 0))
  }

  @Test("The statistics batch every wait, and a reset empties the batches")
  func statistics() throws {
    var bank = Bank(configuration: .oneClerk)
    var statistics = BankStatistics(
      configuration: .oneClerk, waitBatches: BatchMeans(observations: 4, batches: 2))
    bank.addCustomers([.deposit, .deposit, .deposit, .deposit]) { statistics.record($0) }
    bank.advanceUntilIdle { statistics.record($0) }
    // Waits 0, 0.7, 1.4 and 2.1 s: batch means 0.35 and 1.75 s, whose
    // standard error is 0.7 s.
    #expect(statistics.waitBatches?.means == [0.35e9, 1.75e9])
    let interval = try #require(statistics.meanWaitInterval)
    #expect(abs(interval.estimate - 1.05) < 1e-12)
    #expect(abs(interval.halfWidth - 12.706205 * 0.7) < 1e-5)
    statistics.record(bank.reset()[0])
    #expect(statistics.waitBatches?.count == 0)
    #expect(statistics.meanWaitInterval == nil)
    #expect(BankStatistics(configuration: .oneClerk).meanWaitInterval == nil)
  }

  @Test("M/D/1 against Pollaczek–Khinchine: the exact mean wait lies inside the interval")
  func pollaczekKhinchine() throws {
    // λ = 1/s, service 0.7 s: ρ = 0.7 and Wq = λ S² / (2 (1 − ρ)) = 0.8166… s.
    let configuration = BankConfiguration.exercise(
      depositClerks: 1, loanClerks: 0, depositTime: .milliseconds(700), loanShare: 0, seed: 3)
    let statistics = Simulation(
      configuration: configuration, customers: 200_000, arrivals: .poisson(rate: 1)
    ).run()
    let exact = 1 * 0.7 * 0.7 / (2 * (1 - 0.7))
    let interval = try #require(statistics.meanWaitInterval)
    #expect(interval.contains(exact), "\(interval) should hold \(exact)")
    #expect(interval.halfWidth < 0.05, "200,000 customers pin the mean down")
    #expect(abs(interval.estimate - statistics.meanWaitSeconds) < 1e-3)
  }

  @Test("Batch arrivals and fewer than two batches get no interval")
  func noInterval() {
    let batch = Simulation(configuration: BankConfiguration(), customers: 100, arrivals: .batch)
    #expect(batch.run().meanWaitInterval == nil)
    var poisson = Simulation(
      configuration: BankConfiguration(), customers: 100, arrivals: .poisson(rate: 1))
    #expect(poisson.run().meanWaitInterval != nil)
    poisson.confidenceBatches = 1
    #expect(poisson.run().meanWaitInterval == nil)
  }

  @Test("A run stopped early: the interval of the full batches, none while fewer than two")
  func soFar() throws {
    // 1...20 planned in 4 batches of 5; stopped after 13 observations.
    var batches = BatchMeans(observations: 20, batches: 4)
    for value in 1...9 { batches.add(Int64(value)) }
    #expect(batches.fullMeans == [3])
    #expect(batches.intervalSoFar == nil)
    for value in 10...13 { batches.add(Int64(value)) }
    #expect(!batches.isComplete)
    #expect(batches.interval == nil)
    #expect(batches.fullMeans == [3, 8])
    let soFar = try #require(batches.intervalSoFar)
    #expect(soFar.estimate == 5.5)
    // Two means 5 apart: standard error 2.5, t(0.975, 1) = 12.706205.
    #expect(abs(soFar.halfWidth - 12.706205 * 2.5) < 1e-5)
    for value in 14...20 { batches.add(Int64(value)) }
    #expect(batches.isComplete)
    #expect(batches.fullMeans == [3, 8, 13, 18])
    #expect(batches.intervalSoFar == batches.interval)
  }

  @Test("Von Neumann's lag-1 correlation, worked by hand, and its threshold")
  func correlationWorked() throws {
    // Means 1...8: Σ(xᵢ − x̄)² = 42, Σ(xᵢ₊₁ − xᵢ)² = 7, C = 1 − 7 / 84.
    let rising = try #require(BatchCorrelation((1...8).map(Double.init)))
    #expect(abs(rising.value - (1 - 7.0 / 84)) < 1e-12)
    #expect(rising.batches == 8)
    // 2.326 · √(6 / 63).
    #expect(abs(rising.threshold - 2.326 * (6.0 / 63).squareRoot()) < 1e-12)
    #expect(rising.isSignificant)
    // Alternating means: Σ(xᵢ − x̄)² = 8, Σ(xᵢ₊₁ − xᵢ)² = 28, C = 1 − 28 / 16.
    let alternating = try #require(BatchCorrelation([0, 2, 0, 2, 0, 2, 0, 2]))
    #expect(alternating.value == -0.75)
    #expect(!alternating.isSignificant)
    // 20 batch means, the default: the threshold is about 0.49.
    let twenty = try #require(BatchCorrelation((0..<20).map { Double($0 % 2) }))
    #expect(abs(twenty.threshold - 0.4940) < 1e-4)
  }

  @Test("No correlation with fewer than 8 means, or when every mean is the same")
  func correlationNone() {
    #expect(BatchCorrelation((1...7).map(Double.init)) == nil)
    #expect(BatchCorrelation([Double](repeating: 3, count: 20)) == nil)
    var batches = BatchMeans(observations: 1000, batches: 20)
    for _ in 0..<1000 { batches.add(700) }
    #expect(batches.correlation == nil)
  }

  @Test("Independent batch means are rarely found correlated: about 1 run in 100")
  func correlationFalseAlarms() {
    // Batch means of independent uniform draws, 2000 runs of 20 batches.
    var random = SplitMix64(seed: 11)
    var alarms = 0
    for _ in 0..<2000 {
      let means = (0..<20).map { _ in (0..<50).map { _ in random.nextUnit() }.reduce(0, +) / 50 }
      if BatchCorrelation(means)?.isSignificant == true { alarms += 1 }
    }
    #expect((5...45).contains(alarms), "\(alarms) of 2000")
  }

  @Test("A wait's interval never reaches below zero; its half-width and coverage stay")
  func waitsNeverBelowZero() throws {
    // Ten customers, two batches of five: the t-interval of two batch
    // means is wide, and reaches below zero as it is made.
    let simulation = Simulation(
      configuration: .exercise(depositClerks: 1, loanShare: 0), customers: 10,
      arrivals: .poisson(rate: 1.3), confidenceBatches: 2, warmup: .automatic)
    let statistics = simulation.run()
    let whole = try #require(statistics.meanWaitInterval)
    let raw = try #require(statistics.waitBatches?.interval).scaled(by: 1e-9)
    #expect(raw.lower < 0, "the raw interval reaches below zero: \(raw)")
    #expect(whole.lower == 0 && whole.upper == raw.upper && whole.estimate == raw.estimate)
    #expect(whole.halfWidth == raw.halfWidth)
    let steady = try #require(SteadyStateEstimate(statistics, rule: .automatic, batches: 2))
    #expect(try #require(steady.interval).lower >= 0)
    var replications = Replications(count: 3)
    for estimate in [0.01, 0.02, 3.0] { replications.add(estimate) }
    let across = try #require(replications.interval)
    #expect(across.lower == 0 && across.upper > 3)
    #expect(try #require(replications.relativeHalfWidth) > 1)
    // Nothing a wait can be is lost: every value at or above zero that the
    // raw interval held, the bounded one holds.
    for value in stride(from: 0.0, through: raw.upper + 1, by: 0.01) {
      #expect(raw.contains(value) == whole.contains(value), "\(value)")
    }
  }
}
