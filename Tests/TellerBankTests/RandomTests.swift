import Foundation
import TellerTestSupport
import Testing

@testable import TellerBank

/// The seeded generator, the logarithm and the Poisson arrival gaps.
@Suite("Seeded randomness")
struct RandomTests {
  @Test("SplitMix64 matches the reference sequence for seed 0")
  func referenceSequence() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
    #expect(random.next() == 0xF88B_B8A8_724C_81EC)
  }

  @Test("The same seed gives the same sequence; another seed another")
  func determinism() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    var c = SplitMix64(seed: 43)
    let sa = (0..<5).map { _ in a.next() }
    #expect(sa == (0..<5).map { _ in b.next() })
    #expect(sa != (0..<5).map { _ in c.next() })
  }

  @Test("Units lie in [0, 1)")
  func units() {
    var random = SplitMix64(seed: 9)
    for _ in 0..<10_000 {
      let u = random.nextUnit()
      #expect(u >= 0 && u < 1)
    }
  }

  @Test(
    "Whole numbers in a range: one value, two values, many, and every value reached",
    arguments: [5...5, 0...1, 10...30, -3...3])
  func ranges(range: ClosedRange<Int>) {
    var random = SplitMix64(seed: 11)
    var seen: Set<Int> = []
    for _ in 0..<2000 {
      let n = random.nextInt(in: range)
      #expect(range.contains(n))
      seen.insert(n)
    }
    #expect(seen.count == range.count)
  }

  @Test("The whole Int range is allowed")
  func fullRange() {
    var random = SplitMix64(seed: 1)
    var negatives = 0
    for _ in 0..<64 {
      if random.nextInt(in: Int.min...Int.max) < 0 { negatives += 1 }
      #expect(random.nextInt(in: 0...Int.max) >= 0)
    }
    // Both halves of the full range are reached.
    #expect((1..<64).contains(negatives))
  }

  @Test("Loan share 0 and 1 draw one work type only; 0.5 draws both about equally")
  func workTypes() {
    var none = Bank(configuration: BankConfiguration.exercise(loanShare: 0, seed: 3))
    var all = Bank(configuration: BankConfiguration.exercise(loanShare: 1, seed: 3))
    var half = Bank(configuration: BankConfiguration.exercise(loanShare: 0.5, seed: 3))
    var loans = 0
    for _ in 0..<10_000 {
      #expect(none.drawWorkType() == .deposit)
      #expect(all.drawWorkType() == .loan)
      if half.drawWorkType() == .loan { loans += 1 }
    }
    #expect((4700...5300).contains(loans))
  }

  @Test("The logarithm agrees with the platform's to within one ulp")
  func logarithm() {
    var random = SplitMix64(seed: 5)
    var values: [Double] = [
      1, 0.5, 2, .leastNormalMagnitude, .leastNonzeroMagnitude, 0x1p-53, 0.999_999_999_999,
    ]
    for _ in 0..<100_000 { values.append(1 - random.nextUnit()) }
    for _ in 0..<10_000 { values.append(random.nextUnit() * 1e300 + 1e-300) }
    for x in values {
      let ours = naturalLogarithm(x)
      let theirs = Foundation.log(x)
      #expect(abs(ours - theirs) <= theirs.ulp.magnitude, "ln(\(x))")
    }
    #expect(naturalLogarithm(1) == 0)
    #expect(naturalLogarithm(0) == -.infinity)
    #expect(naturalLogarithm(-1).isNaN)
    #expect(naturalLogarithm(.infinity) == .infinity)
  }

  @Test("Poisson gaps average 1/λ, with the spread of an exponential")
  func poissonGaps() {
    var arrivals = PoissonArrivals(rate: 2, seed: 8)
    let n = 200_000
    var sum = 0.0
    var sumSquares = 0.0
    for _ in 0..<n {
      let gap = arrivals.nextGap().seconds
      #expect(gap >= 0)
      sum += gap
      sumSquares += gap * gap
    }
    let mean = sum / Double(n)
    let variance = sumSquares / Double(n) - mean * mean
    #expect(abs(mean - 0.5) < 0.005)
    #expect(abs(variance - 0.25) < 0.01)
  }

  @Test("Poisson gaps drawn in blocks are the gaps drawn one at a time, across blocks")
  func poissonBlocks() {
    var arrivals = PoissonArrivals(rate: 3, seed: 11)
    var random = SplitMix64(seed: 11)
    for index in 0..<(3 * 64 + 5) {
      let draw = ExponentialZiggurat.shared.draw(&random)
      let expected = Int64(draw * (1_000_000_000 / 3) + 0.5)
      #expect(arrivals.nextGap().nanoseconds == expected, "gap \(index)")
    }
  }

  @Test("Poisson gaps are reproducible from the seed")
  func poissonSeed() {
    var a = PoissonArrivals(rate: 1, seed: 4)
    var b = PoissonArrivals(rate: 1, seed: 4)
    #expect((0..<10).map { _ in a.nextGap() } == (0..<10).map { _ in b.nextGap() })
  }
}
