import TellerBank
import TellerTestSupport
import Testing

/// The order of events at one instant and the numbering of clerks.
@Suite("Event order and clerks")
struct TieOrderTests {
  @Test("A small day, event by event: finishes by clerk, then starts by number, then all served")
  func smallDay() {
    let run = runBatch([.deposit, .loan, .deposit, .deposit])
    #expect(
      run.events.map(describe) == [
        "0 arrived 1 deposit",
        "0 arrived 2 loan",
        "0 arrived 3 deposit",
        "0 arrived 4 deposit",
        "0 started 1 deposit clerk 1",
        "0 started 2 loan clerk 3",
        "0 started 3 deposit clerk 2",
        "700 finished 1 deposit clerk 1",
        "700 finished 3 deposit clerk 2",
        "700 started 4 deposit clerk 1",
        "1100 finished 2 loan clerk 3",
        "1400 finished 4 deposit clerk 1",
        "1400 allServed 4 work 1400",
      ])
  }

  @Test("Finishes of two work types at one instant come out by clerk number")
  func finishesAcrossTypes() {
    // Deposit and loan both take 1 s, so customers 1, 2 and 3 finish together.
    let configuration = BankConfiguration.exercise(depositTime: ms(1000), loanTime: ms(1000))
    let run = runBatch([.loan, .deposit, .deposit], configuration: configuration)
    let finishes = run.events.filter {
      if case .finished = $0.kind { return true } else { return false }
    }
    #expect(
      finishes.map(describe) == [
        "1000 finished 2 deposit clerk 1",
        "1000 finished 3 deposit clerk 2",
        "1000 finished 1 loan clerk 3",
      ])
  }

  @Test("An arrival at the instant of a finish comes after it and before the starts")
  func arrivalBetweenFinishAndStart() {
    var bank = Bank(configuration: .oneClerk)
    var events: [BankEvent] = []
    bank.addCustomers([.deposit, .deposit]) { events.append($0) }
    bank.addCustomer(.deposit, at: ms(700)) { events.append($0) }
    #expect(
      events.map(describe) == [
        "0 arrived 1 deposit",
        "0 arrived 2 deposit",
        "0 started 1 deposit clerk 1",
        "700 finished 1 deposit clerk 1",
        "700 arrived 3 deposit",
        "700 started 2 deposit clerk 1",
      ])
  }

  @Test("An arrival at the instant the bank empties does not announce all served")
  func arrivalAtEmptying() {
    var bank = Bank(configuration: .oneClerk)
    var events: [BankEvent] = []
    bank.addCustomers([.deposit]) { events.append($0) }
    bank.addCustomer(.deposit, at: ms(700)) { events.append($0) }
    bank.advanceUntilIdle { events.append($0) }
    #expect(
      events.map(describe) == [
        "0 arrived 1 deposit",
        "0 started 1 deposit clerk 1",
        "700 finished 1 deposit clerk 1",
        "700 arrived 2 deposit",
        "700 started 2 deposit clerk 1",
        "1400 finished 2 deposit clerk 1",
        "1400 allServed 2 work 1400",
      ])
  }

  @Test("Clerk numbers: deposit clerks first, loan clerks after them")
  func clerkNumbers() {
    let configuration = BankConfiguration.exercise(depositClerks: 3, loanClerks: 2)
    #expect(configuration.firstClerk(for: .deposit) == 1)
    #expect(configuration.firstClerk(for: .loan) == 4)
    let run = runBatch(mixedTypes(deposit: 3, loan: 2), configuration: configuration)
    var clerks: [WorkType: Set<Int>] = [:]
    for event in run.events {
      if case .started(let c, let clerk) = event.kind {
        clerks[c.workType, default: []].insert(clerk)
      }
    }
    #expect(clerks[.deposit] == [1, 2, 3])
    #expect(clerks[.loan] == [4, 5])
  }

  @Test("The array API and the sink API give the same events")
  func arrayAndSink() {
    var a = Bank(configuration: BankConfiguration(seed: 7))
    var b = Bank(configuration: BankConfiguration(seed: 7))
    var viaSink: [BankEvent] = []
    let viaArray = a.addCustomers() + a.advance(to: ms(2000)) + a.advance(to: ms(20_000))
    b.addCustomers(nil) { viaSink.append($0) }
    b.advance(to: ms(2000)) { viaSink.append($0) }
    b.advance(to: ms(20_000)) { viaSink.append($0) }
    #expect(viaArray == viaSink)
    #expect(viaArray.count == 31)
  }

  @Test("Waiting and processing lists, and the next event time")
  func lists() {
    var bank = Bank()
    #expect(bank.nextEventTime == nil)
    bank.addCustomers([.deposit, .loan, .deposit, .deposit, .loan]) { _ in }
    #expect(bank.waiting.map(\.number) == [4, 5])
    #expect(bank.processing.map(\.customer.number) == [1, 2, 3])
    #expect(bank.processing.map(\.clerk) == [1, 3, 2])
    #expect(bank.waitingCount == 2)
    #expect(bank.processingCount == 3)
    #expect(bank.nextEventTime == ms(700))
    _ = bank.advance(to: ms(700))
    #expect(bank.waiting.map(\.number) == [5])
    #expect(bank.processing.map(\.customer.number) == [2, 4])
    #expect(bank.nextEventTime == ms(1100))
    #expect(!bank.isIdle)
  }

  @Test("Advancing to the past leaves the bank where it is")
  func past() {
    var bank = Bank()
    _ = bank.advance(to: ms(500))
    #expect(bank.advance(to: ms(100)).isEmpty)
    #expect(bank.now == ms(500))
  }

  @Test("Numbering continues across adds: 1–10, then 11–20")
  func numbering() {
    var bank = Bank()
    let first = bank.addCustomers().compactMap(arrivalNumber)
    let second = bank.addCustomers().compactMap(arrivalNumber)
    #expect(first == Array(1...10))
    #expect(second == Array(11...20))
  }

  private func arrivalNumber(_ event: BankEvent) -> Int? {
    if case .arrived(let c) = event.kind { return c.number }
    return nil
  }
}
