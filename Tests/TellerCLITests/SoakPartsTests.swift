import TellerBank
import TellerTerminal
import TellerTestSupport
import Testing

@testable import teller_bench

/// The soak benchmark's parts that decide what it measures: the arrival
/// rate for a load, the timeline the interactive loop runs on, and the
/// histogram its percentiles come from.
@Suite("teller-bench soak parts")
struct SoakPartsTests {
  @Test("90% load on the default bank is 0.9 / (0.5 × 1.1 s) arrivals a second")
  func defaultRate() {
    let bank = BankConfiguration()
    let rate = SoakBenchmark.rate(forLoad: 0.9, bank: bank)
    #expect(abs(rate - 0.9 / 0.55) < 1e-12)
    #expect(abs(SoakBenchmark.utilisation(of: .loan, rate: rate, bank: bank) - 0.9) < 1e-12)
    #expect(abs(SoakBenchmark.utilisation(of: .deposit, rate: rate, bank: bank) - 0.2864) < 1e-4)
  }

  @Test("The busiest clerks set the rate, whichever work type they serve")
  func busiestClerks() {
    // Deposits only, one clerk at 0.7 s: the M/D/1 bank.
    let md1 = BankConfiguration.exercise(depositClerks: 1, loanClerks: 0, loanShare: 0)
    #expect(abs(SoakBenchmark.rate(forLoad: 0.9, bank: md1) - 0.9 / 0.7) < 1e-12)
    // Loans with no clerk can never be served.
    let noLoanClerk = BankConfiguration.exercise(loanClerks: 0)
    #expect(SoakBenchmark.utilisation(of: .loan, rate: 1, bank: noLoanClerk) == .infinity)
    #expect(SoakBenchmark.utilisation(of: .loan, rate: 1, bank: md1) == 0)
  }

  @Test("The timeline waits out a timeout that comes first, without real time passing")
  func timeout() {
    let timeline = SoakTimeline(minutes: 1, rate: 1e-6, seed: 1, speed: 1)
    #expect(timeline.read(timeoutMilliseconds: 100) == .timeout)
    #expect(timeline.elapsed == .milliseconds(100))
    #expect(timeline.read(timeoutMilliseconds: 0) == .timeout)
    #expect(timeline.elapsed == .milliseconds(100))
  }

  @Test("Without a timeout it jumps to the next line; after the last reset, input ends")
  func resetsAndEnd() {
    // Arrivals so rare that none comes in two minutes: only the resets.
    let timeline = SoakTimeline(minutes: 2, rate: 1e-9, seed: 1, speed: 1)
    #expect(timeline.read(timeoutMilliseconds: -1) == .bytes(Array("reset\n".utf8)))
    #expect(timeline.elapsed == .seconds(60))
    #expect(timeline.read(timeoutMilliseconds: 30_000) == .timeout)
    #expect(timeline.read(timeoutMilliseconds: 30_000) == .bytes(Array("reset\n".utf8)))
    #expect(timeline.elapsed == .seconds(120))
    #expect(timeline.read(timeoutMilliseconds: -1) == .endOfFile)
    #expect(timeline.resets == 2)
    #expect(timeline.residentSamples.count == 2)
    #expect(timeline.arrivals == 0)
  }

  @Test("Arrivals come as add lines at their Poisson instants, all that are due in one read")
  func arrivals() {
    let rate = 2.0
    let seed: UInt64 = 5
    var gaps = PoissonArrivals(rate: rate, seed: seed)
    let first = gaps.nextGap()
    let second = first + gaps.nextGap()
    let timeline = SoakTimeline(minutes: 1, rate: rate, seed: seed, speed: 1)
    #expect(timeline.read(timeoutMilliseconds: -1) == .bytes(Array("add\n".utf8)))
    #expect(timeline.modelNow == first)
    // A wait long past the second arrival stops at it.
    #expect(timeline.read(timeoutMilliseconds: 60_000) == .bytes(Array("add\n".utf8)))
    #expect(timeline.modelNow == second)
    #expect(timeline.arrivals == 2)
  }

  @Test("At a faster clock, real time runs slower by the speed")
  func speed() {
    let timeline = SoakTimeline(minutes: 1, rate: 1e-9, seed: 1, speed: 1000)
    #expect(timeline.read(timeoutMilliseconds: -1) == .bytes(Array("reset\n".utf8)))
    #expect(timeline.elapsed == .milliseconds(60))
    #expect(timeline.modelNow == .seconds(60))
  }

  @Test("Histogram percentiles: empty, one, two, many")
  func histogram() {
    var histogram = CostHistogram()
    #expect(histogram.percentile(0.5) == 0)
    #expect(histogram.percentiles.count == 0)

    histogram.record(7)
    #expect(histogram.percentile(0.5) == 7)
    #expect(histogram.percentile(0.99) == 7)

    histogram.record(20)
    #expect(histogram.percentile(0.5) == 7)
    #expect(histogram.percentile(0.99) == 20)
    #expect(histogram.max == 20)
    #expect(histogram.total == 27)

    var many = CostHistogram()
    for value in 1...10_000 { many.record(Int64(value) * 1_000) }
    let p50 = many.percentile(0.5)
    let p99 = many.percentile(0.99)
    // Within a bucket's width, about 3%, of the exact nearest ranks.
    #expect(abs(p50 - 5_000_000) / 5_000_000 < 0.032)
    #expect(abs(p99 - 9_900_000) / 9_900_000 < 0.032)
    #expect(many.percentiles.max == 10_000_000)
  }

  @Test("Each value falls in a bucket whose middle is within 3% of it, up to Int64.max")
  func buckets() {
    var value: Int64 = 1
    while value < Int64.max / 3 {
      for candidate in [value, value + 1, value * 3 / 2, value * 2 - 1] {
        let middle = CostHistogram.middle(of: CostHistogram.bucket(of: candidate))
        #expect(abs(middle - Double(candidate)) <= Double(candidate) / 32 + 0.5, "\(candidate)")
      }
      value *= 2
    }
    #expect(CostHistogram.bucket(of: Int64.max) < 1888)
  }
}
