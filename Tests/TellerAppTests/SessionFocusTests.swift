import TellerAccessibility
import TellerApp
import TellerBank
import Testing

/// A session with ten customers added and focus on the first waiting loan
/// customer, reached with the loan customers rotor.
private func focusedOnWaitingLoan(
  _ language: Language = .english
) throws -> (session: InteractiveSession, customer: Int) {
  var session = InteractiveSession(
    settings: SessionSettings(language: language, bank: BankConfiguration(seed: 1)))
  _ = session.start()
  _ = session.handle(.line("add", number: 1))
  _ = session.handle(.line("rotor loan customers", number: 2))
  let records = session.handle(.line("down", number: 3))
  let customer = try #require(session.bank.waiting.first { $0.workType == .loan })
  #expect(session.navigator.focus == BankScreen.customerID(customer.number))
  #expect(records.map(\.kind) == [.focus])
  #expect(records.first?.elementID == BankScreen.customerID(customer.number))
  return (session, customer.number)
}

/// Where the customer is now.
private enum Place: Equatable {
  case waiting, processing, gone
}

private func place(of number: Int, in bank: Bank) -> Place {
  if bank.waiting.contains(where: { $0.number == number }) { return .waiting }
  if bank.processing.contains(where: { $0.customer.number == number }) { return .processing }
  return .gone
}

@Suite("Session focus retention")
struct SessionFocusTests {
  @Test("Focus follows a customer from Waiting to Processing, then moves on when it leaves")
  func followsTheCustomer() throws {
    var (session, number) = try focusedOnWaitingLoan()
    let id = BankScreen.customerID(number)
    var seen: [Place] = [.waiting]
    var movedAway: [OutputRecord] = []
    var steps = 0
    while place(of: number, in: session.bank) != .gone && steps < 1000 {
      steps += 1
      let records = session.advance(to: session.now + .milliseconds(50))
      let now = place(of: number, in: session.bank)
      if seen.last != now { seen.append(now) }
      switch now {
      case .waiting, .processing:
        #expect(session.navigator.focus == id, "at \(session.now.seconds) s")
        #expect(!records.contains { $0.kind == .focus }, "no focus line while it stays")
      case .gone:
        movedAway = records.records
      }
    }
    #expect(seen == [.waiting, .processing, .gone])
    let focus = try #require(session.navigator.focus)
    #expect(focus != id)
    #expect(session.tree.isInReadingOrder(focus))
    let focusRecords = movedAway.filter { $0.kind == .focus }
    #expect(focusRecords.count == 1)
    #expect(focusRecords.first?.elementID == focus)
  }

  @Test("While processing, the focused customer is described with its clerk, in its new list")
  func describedWithClerk() throws {
    var (session, number) = try focusedOnWaitingLoan()
    let before = session.handle(.line("where", number: 4))
    #expect(before.first?.text.contains("in list Waiting") == true)
    #expect(before.first?.text.contains("clerk") == false)
    while place(of: number, in: session.bank) == .waiting {
      _ = session.advance(to: session.now + .milliseconds(50))
    }
    let service = try #require(session.bank.processing.first { $0.customer.number == number })
    let said = try #require(session.handle(.line("where", number: 5)).first)
    #expect(said.kind == .description)
    #expect(
      said.text.hasPrefix("Customer \(number), loan, clerk \(service.clerk), "), "\(said.text)")
    #expect(said.text.contains("in list Processing"), "\(said.text)")
    #expect(!said.text.contains("under heading Processing"), "the list's name once: \(said.text)")
  }

  @Test("Korean: the focused customer at a clerk is described with 창구")
  func koreanClerk() throws {
    var (session, number) = try focusedOnWaitingLoan(.korean)
    while place(of: number, in: session.bank) == .waiting {
      _ = session.advance(to: session.now + .milliseconds(50))
    }
    let said = try #require(session.handle(.line("where", number: 4)).first)
    #expect(said.text.hasPrefix("\(number)번 고객, 대출, "), "\(said.text)")
    #expect(said.text.contains("번 창구"), "\(said.text)")
    #expect(said.text.contains("업무중 목록 안"), "\(said.text)")
  }

  @Test("Focus is never lost while the screen has stops, through a whole day and a reset")
  func neverNil() {
    var session = InteractiveSession(settings: SessionSettings(bank: BankConfiguration(seed: 1)))
    _ = session.start()
    _ = session.handle(.line("add", number: 1))
    _ = session.handle(.line("last", number: 2))
    var steps = 0
    while session.nextWakeTime != nil && steps < 1000 {
      steps += 1
      _ = session.advance(to: session.now + .milliseconds(100))
      let focus = session.navigator.focus
      #expect(focus != nil)
      #expect(focus.flatMap { session.tree.isInReadingOrder($0) } == true)
    }
    _ = session.handle(.line("reset", number: 3))
    #expect(session.navigator.focus.flatMap { session.tree.isInReadingOrder($0) } == true)
  }

  @Test("When the last customer being served leaves, focus lands on the list's heading")
  func lastCustomerLeaves() throws {
    var session = InteractiveSession(settings: SessionSettings(bank: BankConfiguration(seed: 1)))
    _ = session.start()
    _ = session.handle(.line("add", number: 1))
    _ = session.handle(.line("last", number: 2))
    var records: [OutputRecord] = []
    while session.bank.processingCount > 0 || session.bank.waitingCount > 0 {
      records = session.advance(to: session.now + .milliseconds(100)).records
    }
    // The heading before the emptied list says "Processing, no customers".
    #expect(session.navigator.focus == BankScreen.processingHeadingID)
    let focus = try #require(records.first { $0.kind == .focus })
    #expect(focus.elementID == BankScreen.processingHeadingID)
    #expect(focus.text == "Processing, no customers, heading level 2")
  }

  @Test("Reset with focus on a customer moves focus and says where it went")
  func resetMovesFocus() throws {
    var (session, number) = try focusedOnWaitingLoan()
    let records = session.handle(.line("reset", number: 4))
    let focus = try #require(session.navigator.focus)
    #expect(focus != BankScreen.customerID(number))
    #expect(session.tree.isInReadingOrder(focus))
    #expect(records.contains { $0.kind == .focus && $0.elementID == focus })
    #expect(records.contains { $0.kind == .announcement && $0.priority == .assertive })
  }
}
