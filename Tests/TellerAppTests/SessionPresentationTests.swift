import TellerAccessibility
import TellerApp
import TellerBank
import Testing

/// The answer comes first: `respond(to:)` says what a command did, and
/// `present()` rebuilds the screen after it.
@Suite("Session answer before presentation")
struct SessionPresentationTests {
  private func session() -> InteractiveSession {
    var session = InteractiveSession(settings: SessionSettings(bank: BankConfiguration(seed: 1)))
    _ = session.start()
    return session
  }

  @Test("An add answers at once and leaves the screen for present()")
  func addAnswersFirst() throws {
    var s = session()
    let answer = s.respond(to: .line("add", number: 1))
    #expect(answer.map(\.kind) == [.announcement])
    #expect(answer.first?.text.hasPrefix("10 customers added") == true)
    #expect(s.tree.element(BankScreen.customerID(1)) == nil, "not presented yet")
    _ = s.present()
    #expect(s.tree.element(BankScreen.customerID(1)) != nil)
    #expect(s.present().isEmpty, "nothing left to present")
  }

  @Test("A command that reads the screen presents it first")
  func readingPresentsFirst() throws {
    var s = session()
    _ = s.respond(to: .line("add", number: 1))
    let records = s.respond(to: .line("summary", number: 2))
    #expect(records.last?.text == "7 waiting, 3 being served, work time 0 seconds")
    #expect(s.tree.element(BankScreen.customerID(10)) != nil)
  }

  @Test("handle is respond then present: the same records in the same order")
  func handleIsBoth() {
    var split = session()
    var whole = session()
    var splitRecords: [OutputRecord] = []
    var wholeRecords: [OutputRecord] = []
    for (number, line) in ["add", "last", "wait 3s", "reset", "add", "where"].enumerated() {
      splitRecords += split.respond(to: .line(line, number: number + 1))
      splitRecords += split.present()
      wholeRecords += whole.handle(.line(line, number: number + 1))
    }
    #expect(splitRecords == wholeRecords)
    #expect(!wholeRecords.isEmpty)
  }
}
