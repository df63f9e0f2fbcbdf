import Testing

@testable import TellerBank

/// Replications: a fixed number, and the sequential procedure for a
/// relative precision with its look-ahead and cap.
@Suite("Replications")
struct ReplicationsTests {
  @Test("A fixed number: one replication (no interval), then done at the count, and nothing after")
  func fixedCount() throws {
    var one = Replications(count: 1)
    #expect(one.add(3) == .done)
    #expect(one.interval == nil && one.relativeHalfWidth == nil)
    var three = Replications(count: 3)
    #expect(three.add(1) == .running)
    #expect(three.add(2) == .running)
    #expect(three.add(3) == .done)
    #expect(three.add(100) == .done)
    #expect(three.estimates == [1, 2, 3])
    let interval = try #require(three.interval)
    #expect(interval.estimate == 2)
    #expect((interval.halfWidth - 4.302_653 / 3.0.squareRoot()).magnitude < 1e-5)
    #expect(Replications(count: 0).planned == 1)
  }

  @Test("The target is looked at from the minimum, and met only after the look-ahead holds")
  func lookAhead() {
    let rule = Replications.Precision(relativeHalfWidth: 0.05, cap: 100, minimum: 3, lookAhead: 2)
    var replications = Replications(precision: rule)
    // Close estimates: the target is met at 3 and holds at 4 and 5.
    let statuses = [10.0, 10.1, 9.9, 10.0, 10.05].map { replications.add($0) }
    #expect(statuses == [.running, .running, .running, .running, .metTarget(metAt: 3)])
    #expect(replications.isFinished)
    #expect(replications.relativeHalfWidth! <= 0.05)
  }

  @Test("An estimate that breaks the target restarts the look-ahead")
  func lookAheadRestarts() {
    let rule = Replications.Precision(relativeHalfWidth: 0.05, cap: 100, minimum: 3, lookAhead: 2)
    var replications = Replications(precision: rule)
    for value in [10.0, 10.1, 9.9] { replications.add(value) }
    #expect(replications.add(20) == .running, "the wild one breaks the target")
    var last = Replications.Status.running
    var count = 4
    while last == .running && count < 100 {
      last = replications.add(10)
      count += 1
    }
    guard case .metTarget(let metAt) = last else {
      Issue.record("the target was never met: \(last)")
      return
    }
    #expect(metAt > 4)
    #expect(replications.estimates.count == metAt + 2)
  }

  @Test("Without look-ahead it is Law and Kelton's rule: stop as soon as the target is met")
  func noLookAhead() {
    let rule = Replications.Precision(relativeHalfWidth: 0.05, cap: 100, minimum: 2, lookAhead: 0)
    var replications = Replications(precision: rule)
    #expect(replications.add(10) == .running)
    #expect(replications.add(10.01) == .metTarget(metAt: 2))
  }

  @Test("The cap stops it, with the precision reached")
  func capReached() throws {
    let rule = Replications.Precision(relativeHalfWidth: 0.001, cap: 5)
    var replications = Replications(precision: rule)
    var statuses: [Replications.Status] = []
    for value in [1.0, 5, 2, 8, 3, 9] { statuses.append(replications.add(value)) }
    #expect(statuses.last == .capReached)
    #expect(statuses.dropLast(2).allSatisfy { $0 == .running })
    #expect(replications.estimates.count == 5)
    #expect(try #require(replications.relativeHalfWidth) > 0.001)
  }

  @Test("A mean of 0: met when every estimate is 0, infinite when they differ")
  func zeroMean() {
    var zeros = Replications(precision: .init(relativeHalfWidth: 0.02, lookAhead: 0))
    for _ in 0..<3 { zeros.add(0) }
    #expect(zeros.status == .metTarget(metAt: 3))
    #expect(zeros.relativeHalfWidth == 0)
    var opposite = Replications(count: 2)
    opposite.add(-1)
    opposite.add(1)
    #expect(opposite.relativeHalfWidth == .infinity)
  }

  @Test("Hoad, Robinson and Davies' look-ahead grows beyond 100 replications")
  func lookAheadLength() {
    let rule = Replications.Precision(relativeHalfWidth: 0.02)
    #expect(rule.lookAhead(after: 3) == 5)
    #expect(rule.lookAhead(after: 100) == 5)
    #expect(rule.lookAhead(after: 101) == 6)
    #expect(rule.lookAhead(after: 400) == 20)
    let tight = Replications.Precision(relativeHalfWidth: 0.02, cap: 1, minimum: 1, lookAhead: -3)
    #expect(tight.minimum == 2 && tight.cap == 2 && tight.lookAhead == 0)
  }

  @Test("Seeds of replications depend only on the seed and the stream")
  func streams() {
    let seeds = (0..<1000).map { SplitMix64.seed(42, stream: UInt64($0)) }
    #expect(Set(seeds).count == 1000)
    #expect(SplitMix64.seed(42, stream: 7) == seeds[7])
    var generator = SplitMix64(seed: 42)
    #expect(SplitMix64.seed(42, stream: 0) == generator.next())
    #expect(SplitMix64.seed(42, stream: 1) == generator.next())
    #expect(SplitMix64.seed(43, stream: 0) != seeds[0])
  }
}
