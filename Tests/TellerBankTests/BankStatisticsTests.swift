import TellerBank
import TellerTestSupport
import Testing

/// Statistics against small cases worked out by hand.
@Suite("Bank statistics")
struct BankStatisticsTests {
  @Test("Empty: all figures zero")
  func empty() {
    let statistics = BankStatistics(configuration: BankConfiguration())
    #expect(statistics.customersServed == 0)
    #expect(statistics.makespan == .zero)
    #expect(statistics.meanWait == .zero)
    #expect(statistics.meanWaitSeconds == 0)
    #expect(statistics.meanQueueLength == 0)
    #expect(statistics.utilization(.deposit) == 0)
    #expect(statistics.events == 0)
  }

  @Test("One customer: no wait, no queue, the clerk busy all day")
  func one() {
    let s = runBatch([.loan]).statistics
    #expect(s.customersServed == 1)
    #expect(s.served(.loan) == 1)
    #expect(s.makespan == ms(1100))
    #expect(s.maximumWait == .zero)
    #expect(s.meanQueueLength == 0)
    #expect(s.utilization(.loan) == 1)
    #expect(s.utilization(.deposit) == 0)
    #expect(s.events == 4)  // arrived, started, finished, all served
  }

  @Test("(6, 4) at time 0, by hand")
  func sixFour() {
    // Deposit waits 0, 0, .7, .7, 1.4, 1.4 (4.2 s); loan waits 0, 1.1, 2.2, 3.3 (6.6 s).
    let s = runBatch(mixedTypes(deposit: 6, loan: 4)).statistics
    #expect(s.makespan == ms(4400))
    #expect(s.totalWait == 10_800_000_000)
    #expect(s.maximumWait == ms(3300))
    #expect(s.meanWait == ms(1080))
    // With everyone arriving at 0, the queue integral equals the total wait.
    #expect(s.queueLengthIntegral == 10_800_000_000)
    #expect(abs(s.meanQueueLength - 10.8 / 4.4) < 1e-12)
    #expect(abs(s.utilization(.deposit) - 4.2 / 8.8) < 1e-12)
    #expect(s.utilization(.loan) == 1)
    #expect(s.peakCustomersInBank == 10)
    #expect(s.events == 31)
  }

  @Test("Staggered arrivals at one clerk, by hand")
  func staggered() {
    // Arrivals at 0, 0.2 and 1.0; services 0–0.7, 0.7–1.4, 1.4–2.1.
    // Waits 0, 0.5, 0.4; one waiting during 0.2–0.7 and 1.0–1.4.
    var bank = Bank(configuration: .oneClerk)
    var s = BankStatistics(configuration: .oneClerk)
    for at in [0, 200, 1000] as [Int64] { bank.addCustomer(.deposit, at: ms(at)) { s.record($0) } }
    bank.advanceUntilIdle { s.record($0) }
    #expect(s.makespan == ms(2100))
    #expect(s.meanWait == ms(300))
    #expect(s.maximumWait == ms(500))
    #expect(s.queueLengthIntegral == 900_000_000)
    #expect(abs(s.meanQueueLength - 0.9 / 2.1) < 1e-12)
    #expect(s.utilization(.deposit) == 1)
    #expect(s.peakCustomersInBank == 2)
    #expect(bank.workTime == ms(2100))
  }

  @Test(
    "The queue's integral is the number waiting summed between events, at every step of a run",
    arguments: [
      BankConfiguration(seed: 4), .exercise(depositClerks: 1, loanClerks: 2, seed: 9),
      .exercise(depositClerks: 3, loanClerks: 1, loanShare: 0.2, seed: 17),
    ])
  func queueIntegral(configuration: BankConfiguration) {
    var bank = Bank(configuration: configuration)
    var statistics = BankStatistics(configuration: configuration)
    var gaps = PoissonArrivals(rate: 1.6, seed: configuration.seed)
    var waiting = 0
    var integral: Int128 = 0
    var last = ModelTime.zero
    var time = ModelTime.zero
    var checked = 0
    func take(_ event: BankEvent) {
      // Counted the long way: the number waiting times each step of time.
      integral += Int128(waiting) * Int128((event.time - last).nanoseconds)
      last = event.time
      switch event.kind {
      case .arrived: waiting += 1
      case .started: waiting -= 1
      default: break
      }
      statistics.record(event)
      #expect(statistics.queueLengthIntegral == integral)
      checked += 1
    }
    for _ in 0..<3_000 {
      time = time + gaps.nextGap()
      bank.addCustomer(bank.drawWorkType(), at: time, into: take)
    }
    bank.advanceUntilIdle(into: take)
    #expect(checked == statistics.events && checked > 9_000)
    #expect(waiting == 0 && statistics.queueLengthIntegral == statistics.totalWait)
  }

  @Test("An idle gap lowers utilisation; the timer skips the gap")
  func gap() {
    // Arrivals at 0 and 1.0: services 0–0.7 and 1.0–1.7.
    var bank = Bank(configuration: .oneClerk)
    var s = BankStatistics(configuration: .oneClerk)
    var allServed = 0
    let sink: (BankEvent) -> Void = {
      s.record($0)
      if case .allServed = $0.kind { allServed += 1 }
    }
    bank.addCustomer(.deposit, at: .zero, into: sink)
    bank.addCustomer(.deposit, at: ms(1000), into: sink)
    bank.advanceUntilIdle(into: sink)
    #expect(s.makespan == ms(1700))
    #expect(abs(s.utilization(.deposit) - 1.4 / 1.7) < 1e-12)
    #expect(s.meanWait == .zero)
    #expect(bank.workTime == ms(1400))
    #expect(allServed == 2)
  }

  @Test("A reset starts the figures afresh from its instant")
  func reset() {
    var bank = Bank(configuration: .oneClerk)
    var s = BankStatistics(configuration: .oneClerk)
    bank.addCustomers([.deposit, .deposit]) { s.record($0) }
    bank.advance(to: ms(1000)) { s.record($0) }
    bank.reset { s.record($0) }
    #expect(s.origin == ms(1000))
    #expect(s.customersServed == 0)
    bank.addCustomers([.deposit]) { s.record($0) }
    bank.advanceUntilIdle { s.record($0) }
    #expect(s.makespan == ms(700))
    #expect(s.customersServed == 1)
    #expect(s.utilization(.deposit) == 1)
  }
}
