import TellerAccessibility
import TellerBank
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

/// A busy scripted day in virtual time: customers come in three batches
/// while the user reads the Waiting line; `where` after each stretch of
/// time says where focus is. Lines that move focus are marked `*`.
private let busyDay = """
  add
  next list
  next
  where
  wait 1s
  where
  add
  wait 700ms
  where
  customer 15
  wait 2s
  where
  add
  last in list
  wait 3s
  where
  next list
  wait 1500ms
  where
  wait idle
  where
  reset
  where
  """

/// A session with ten customers added and focus on the first waiting loan
/// customer, reached with the loan customers rotor.
private func focusedOnWaitingLoan(
  _ language: Language = .english
) throws -> (session: Session, customer: Int) {
  var session = Session(
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

/// A session on seed 1 with ten customers added: 1, 2 and 4 at a clerk.
private func addedTen(_ language: Language = .english) -> Session {
  var session = Session(
    settings: SessionSettings(language: language, bank: BankConfiguration(seed: 1)))
  _ = session.start()
  _ = session.handle(.line("add", number: 1))
  return session
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
  @Test(
    "A focused waiting customer who starts service leaves focus in Waiting, at its place, unsaid")
  func staysInWaiting() throws {
    var (session, number) = try focusedOnWaitingLoan()
    let id = BankScreen.customerID(number)
    var position = 0
    var said: [OutputRecord] = []
    var steps = 0
    while place(of: number, in: session.bank) == .waiting && steps < 1000 {
      steps += 1
      position = try #require(session.tree.listPosition(of: id)).position
      said += session.advance(to: session.now + .milliseconds(50)).records
    }
    #expect(place(of: number, in: session.bank) == .processing)
    let focus = try #require(session.navigator.focus)
    #expect(focus != id, "focus is not dragged into Processing")
    #expect(session.tree.parent(of: focus) == BankScreen.waitingListID)
    #expect(session.tree.listPosition(of: focus)?.position == position)
    #expect(!said.contains { $0.kind == .focus }, "a move the user did not make is not said")
  }

  @Test("A focused customer at a clerk is described with its clerk, in Processing")
  func describedWithClerk() throws {
    var session = addedTen()
    _ = session.handle(.line("next list", number: 2))
    let before = session.handle(.line("where", number: 3))
    #expect(before.first?.text.contains("in list Waiting") == true)
    #expect(before.first?.text.contains("clerk") == false)
    _ = session.handle(.line("next list", number: 4))
    let service = try #require(session.bank.processing.first)
    #expect(session.navigator.focus == BankScreen.customerID(service.customer, in: session.bank))
    let said = try #require(session.handle(.line("where", number: 5)).first)
    #expect(said.kind == .description)
    let number = service.customer.number
    let work = Catalog.english[.workTypeName(service.customer.workType)]
    #expect(
      said.text.hasPrefix("Customer \(number), \(work), clerk \(service.clerk), "), "\(said.text)")
    #expect(said.text.contains("in list Processing"), "\(said.text)")
    #expect(!said.text.contains("under heading Processing"), "the list's name once: \(said.text)")
  }

  @Test("Korean: the focused customer at a clerk is described with 창구")
  func koreanClerk() throws {
    var session = addedTen(.korean)
    _ = session.handle(.line("next list", number: 2))
    _ = session.handle(.line("next list", number: 3))
    let customer = try #require(session.bank.processing.first).customer
    let work = Catalog.korean[.workTypeName(customer.workType)]
    let said = try #require(session.handle(.line("where", number: 4)).first)
    #expect(said.text.hasPrefix("\(customer.number)번 고객, \(work), "), "\(said.text)")
    #expect(said.text.contains("번 창구"), "\(said.text)")
    #expect(said.text.contains("업무중 목록 안"), "\(said.text)")
  }

  @Test("Focus is never lost while the screen has stops, through a whole day and a reset")
  func neverNil() {
    var session = addedTen()
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

  @Test("When the last customer being served leaves, focus stays in the list, now empty, unsaid")
  func lastCustomerLeaves() throws {
    var session = addedTen()
    let lastServed = try #require(session.bank.processing.last).customer
    _ = session.handle(.command(.focus(BankScreen.customerID(lastServed, in: session.bank))))
    var records: [OutputRecord] = []
    while session.bank.processingCount > 0 || session.bank.waitingCount > 0 {
      records += session.advance(to: session.now + .milliseconds(100)).records
    }
    #expect(session.navigator.focus == BankScreen.processingListID)
    #expect(!records.contains { $0.kind == .focus })
    let said = session.handle(.line("where", number: 3)).first?.text ?? ""
    #expect(said.hasPrefix("Processing, empty list"), "\(said)")
  }

  @Test("Reset with focus on a customer leaves focus in its list, and says only the reset")
  func resetKeepsFocusInTheList() throws {
    var (session, _) = try focusedOnWaitingLoan()
    let records = session.handle(.line("reset", number: 4))
    #expect(session.navigator.focus == BankScreen.waitingListID)
    #expect(records.map(\.kind) == [.announcement])
    #expect(records.first?.priority == .assertive)
  }

  @Test(
    "Through a busy day, focus stays put: time passing moves it only in its list, unsaid",
    arguments: [(Language.english, "en"), (.korean, "ko")])
  func busyDayTranscript(_ language: Language, _ suffix: String) throws {
    var session = Session(
      settings: SessionSettings(language: language, bank: BankConfiguration(seed: 1)))
    let renderer = LinearRenderer(timestamps: true)
    var lines = session.start().records.map(renderer.render)
    let moves: Set<String> = ["next list", "next", "customer 15", "last in list"]
    for (index, line) in busyDay.split(separator: "\n").map(String.init).enumerated() {
      let step = session.handle(.line(line, number: index + 1))
      lines.append((moves.contains(line) ? "* " : "> ") + line)
      lines += step.records.map(renderer.render)
      let focusLines = step.records.filter { $0.kind == .focus }
      if moves.contains(line) {
        #expect(focusLines.count == 1, "\(line) says where focus went")
      } else {
        #expect(focusLines.isEmpty, "\(line) moves focus without a word: \(focusLines)")
      }
      if line.hasPrefix("wait") || line == "add" || line == "reset" {
        // Focus stays in the list the user chose, or on what they left it on.
        let focus = try #require(session.navigator.focus)
        #expect(session.tree.isInReadingOrder(focus))
      }
    }
    try Snapshot("transcript-focus-\(suffix)").expect(lines)
  }

  @Test("Reset by its button keeps focus on the button")
  func resetByButton() throws {
    var session = addedTen()
    _ = session.handle(.line("next button", number: 2))
    _ = session.handle(.line("next button", number: 3))
    #expect(session.navigator.focus == BankScreen.resetButtonID)
    let records = session.handle(.line("activate", number: 4))
    #expect(session.navigator.focus == BankScreen.resetButtonID)
    #expect(records.map(\.kind) == [.announcement])
  }
}
