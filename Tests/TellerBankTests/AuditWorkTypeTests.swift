import TellerBank
import TellerTestSupport
import Testing

/// A third work type, known to no line of the bank's code, runs through the
/// bank and its statistics as the seed types do: its own clerks, numbered
/// after theirs, its own line, its share of the draws and its figures.
@Suite("A third work type in the bank")
struct AuditWorkTypeTests {
  let audit = AuditWorkType.type
  let bank = AuditWorkType.bank

  @Test("Its row follows the seed types': clerks numbered on, its share taken from deposits'")
  func table() {
    #expect(bank.types == [.deposit, .loan, audit])
    #expect(bank.firstClerk(for: .deposit) == 1)
    #expect(bank.firstClerk(for: .loan) == 3)
    #expect(bank.firstClerk(for: audit) == 4)
    #expect(bank.remainingType == .deposit)
    #expect(bank.share(of: audit) == 0.2)
    #expect(abs(bank.share(of: .deposit) - 0.3) < 1e-12)
    #expect(BankConfiguration().share(of: .deposit) == 0.5)
  }

  @Test("Draws: each type its share, the seed types' draws unchanged below the loan share")
  func draws() {
    let mix = WorkTypeMix(bank)
    #expect(mix.type(at: 0) == .loan)
    #expect(mix.type(at: 0.4999) == .loan)
    #expect(mix.type(at: 0.5) == audit)
    #expect(mix.type(at: 0.6999) == audit)
    #expect(mix.type(at: 0.7) == .deposit)
    #expect(mix.type(at: 0.9999) == .deposit)
    // The bank draws from a generator's bits: the same type as the unit
    // those bits make, on every side of every part's end.
    var generator = SplitMix64(seed: 3)
    var bits = (0..<100_000).map { _ in generator.next() }
    for end in [0.5, 0.7, 0.3, 0.0, 1.0] {
      let edge = UInt64((end * 0x1p53).rounded(.up))
      for value in [edge &- 1, edge, edge + 1] where value < 1 << 53 { bits.append(value << 11) }
    }
    for mix in [
      mix, WorkTypeMix(BankConfiguration()), WorkTypeMix(.exercise(loanShare: 0)),
      WorkTypeMix(.exercise(loanShare: 1)), WorkTypeMix(.exercise(loanShare: 0.3)),
    ] {
      for draw in bits {
        #expect(
          mix.type(ofDraw: draw) == mix.type(at: Double(draw >> 11) * 0x1.0p-53), "draw \(draw)")
      }
    }
    var drawn: [WorkType: Int] = [:]
    var random = Bank(configuration: bank)
    for _ in 0..<10_000 { drawn[random.drawWorkType(), default: 0] += 1 }
    #expect((1800...2200).contains(drawn[audit] ?? 0))
    #expect((4700...5300).contains(drawn[.loan] ?? 0))
    #expect((2700...3300).contains(drawn[.deposit] ?? 0))
  }

  @Test("A batch: audits wait in their own line for their own clerk, 0.5 s each")
  func batch() {
    let (statistics, events, served) = runBatch(
      [audit, .deposit, audit, .loan, audit], configuration: bank)
    let lines = events.map(describe)
    #expect(lines.contains("0 started 1 audit clerk 4"))
    #expect(lines.contains("500 finished 1 audit clerk 4"))
    #expect(lines.contains("500 started 3 audit clerk 4"))
    #expect(lines.contains("1500 finished 5 audit clerk 4"))
    #expect(lines.contains("0 started 2 deposit clerk 1"))
    #expect(lines.contains("0 started 4 loan clerk 3"))
    #expect(served.served(audit) == 3)
    #expect(statistics.served(audit) == 3)
    #expect(statistics.served(.deposit) == 1)
    #expect(statistics.served(.loan) == 1)
    #expect(statistics.customersServed == 5)
    #expect(statistics.makespan == ms(1500))
    #expect(statistics.busyTime(audit) == 1_500_000_000)
    #expect(statistics.utilization(audit) == 1)
  }

  @Test("A Poisson run: every type served, its utilisation near its load")
  func simulation() {
    let statistics = Simulation(
      configuration: bank, customers: 20_000, arrivals: .poisson(rate: 1)
    ).run()
    let served = bank.types.map { statistics.served($0) }
    #expect(served.reduce(0, +) == 20_000)
    #expect((3600...4400).contains(statistics.served(audit)))
    // Load λ · p · s on one clerk: 1 × 0.2 × 0.5 = 0.1.
    #expect(abs(statistics.utilization(audit) - 0.1) < 0.02)
  }
}
