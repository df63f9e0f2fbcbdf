import TellerBank
import TellerTestSupport
import Testing

/// The spec's worked examples, exact to the millisecond (indeed the
/// nanosecond): every customer arrives at time 0.
@Suite("Worked examples")
struct WorkedExampleTests {
  @Test(
    "Day length and mean wait of the spec's table",
    arguments: [
      (10, 0, Int64(3500), Int64(1400)),
      (0, 10, 11000, 4950),
      (6, 4, 4400, 1080),
      (5, 5, 5500, 1380),
    ])
  func table(deposit: Int, loan: Int, dayMs: Int64, meanWaitMs: Int64) {
    let run = runBatch(mixedTypes(deposit: deposit, loan: loan))
    #expect(run.statistics.makespan == ms(dayMs))
    #expect(run.statistics.meanWait == ms(meanWaitMs))
    #expect(run.statistics.served(.deposit) == deposit)
    #expect(run.statistics.served(.loan) == loan)
    #expect(run.bank.workTime == ms(dayMs), "for one batch the work timer equals the day")
  }

  @Test("The table's rows come out the same when the types are drawn, with a loan share of 0 or 1")
  func drawnTypes() {
    let deposits = Simulation(
      configuration: BankConfiguration.exercise(loanShare: 0), customers: 10, arrivals: .batch
    ).run()
    #expect(deposits.makespan == ms(3500))
    #expect(deposits.meanWait == ms(1400))
    let loans = Simulation(
      configuration: BankConfiguration.exercise(loanShare: 1), customers: 10, arrivals: .batch
    ).run()
    #expect(loans.makespan == ms(11000))
    #expect(loans.meanWait == ms(4950))
  }

  @Test("The day lasts max(0.7·ceil(d/2), 1.1·l) for every mix up to 12 and 12")
  func formula() {
    for d in 0...12 {
      for l in 0...12 {
        let run = runBatch(mixedTypes(deposit: d, loan: l))
        let expected = max(Int64(700 * ((d + 1) / 2)), Int64(1100 * l))
        #expect(run.statistics.makespan == ms(expected), "d=\(d) l=\(l)")
      }
    }
  }

  @Test(
    "One clerk at 0.7 s: N customers take 0.7·N s and wait 0.35·(N−1) s on average",
    arguments: [1, 2, 3, 10, 100])
  func oneClerk(n: Int) {
    let run = runBatch(Array(repeating: .deposit, count: n), configuration: .oneClerk)
    #expect(run.statistics.makespan == ms(700 * Int64(n)))
    #expect(run.statistics.meanWait == ms(350 * Int64(n - 1)))
    #expect(run.statistics.customersServed == n)
  }

  @Test("No customers: an empty day")
  func empty() {
    let run = runBatch([])
    #expect(run.events.isEmpty)
    #expect(run.statistics.makespan == .zero)
    #expect(run.statistics.meanWait == .zero)
  }

  @Test("Service times stay exact however long the bank runs: no drift")
  func noDrift() {
    let n = 200_000
    let run = Simulation(configuration: .oneClerk, customers: n, arrivals: .batch).run()
    #expect(run.makespan == ModelTime(nanoseconds: 700_000_000 * Int64(n)))
    #expect(run.maximumWait == ModelTime(nanoseconds: 700_000_000 * Int64(n - 1)))
  }
}
