import TellerBank
import Testing

@Test func smoke() {
  var bank = Bank(configuration: BankConfiguration(loanShare: 0.5, seed: 1))
  let a = bank.addCustomers(10)
  let e = bank.advance(to: .seconds(100))
  var waits: [Int: ModelTime] = [:]
  for ev in a + e { if case .started(let c, _) = ev.kind { waits[c.number] = ev.time - c.arrival } }
  print(bank.summary, waits.values.reduce(ModelTime.zero, +).seconds / 10)
  #expect(bank.isIdle)
}
