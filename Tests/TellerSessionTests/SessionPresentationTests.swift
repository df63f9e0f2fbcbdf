import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import Testing

/// One step per input: the answer first, then what the screen's update
/// caused, with the screen already up to date; and every announcement
/// comes from a bank event.
@Suite("Session steps")
struct SessionPresentationTests {
  private func session(keys: Bool = false) -> Session {
    var session = Session(
      settings: SessionSettings(bank: BankConfiguration(seed: 1), inputIsKeys: keys))
    _ = session.start()
    return session
  }

  @Test("An add's step holds its answer and a screen that already shows the customers")
  func addAnswersWithTheScreen() throws {
    var s = session()
    let step = s.handle(.line("add", number: 1))
    #expect(step.map(\.kind) == [.announcement])
    #expect(step.first?.text.hasPrefix("10 customers added") == true)
    #expect(step.screen.tree.contains(BankScreen.customerID(10)))
    #expect(step.screen.tree == s.tree)
    #expect(step.screen.focus == s.navigator.focus)
    #expect(step.screen.lastAnnouncement?.text == step.first?.text)
    #expect(step.screen.overlay == nil)
    #expect(step.screen.time == .zero)
  }

  @Test("A reset answers, and leaves focus in its list without a word of it")
  func answerBeforeFocusMove() throws {
    var s = session()
    _ = s.handle(.line("add", number: 1))
    _ = s.handle(.line("rotor headings", number: 2))
    _ = s.handle(.line("down", number: 3))
    _ = s.handle(.line("down", number: 4))
    _ = s.handle(.line("next", number: 5))
    #expect(s.navigator.focus == BankScreen.customerID(1))
    let step = s.handle(.line("reset", number: 6))
    #expect(step.map(\.kind) == [.announcement])
    #expect(step.first?.text == "Reset. Both lines are empty.")
    #expect(s.navigator.focus == BankScreen.processingListID)
    #expect(step.screen.focus == s.navigator.focus)
  }

  @Test("The help is an overlay of the step's screen while it is open")
  func helpOverlay() {
    var s = session(keys: true)
    let opened = s.handle(.key(.character("?")))
    #expect(opened.screen.overlay == .help(BankScreen.helpID))
    #expect(opened.screen.tree.modalID == BankScreen.helpID)
    let closed = s.handle(.key(.escape))
    #expect(closed.screen.overlay == nil)
  }

  @Test("Only bank events announce: moving, reading, help and settings change nothing said")
  func oneSourceOfAnnouncements() {
    var s = session(keys: true)
    _ = s.handle(.key(.character("a")))
    let announced = s.history.count
    let keys: [Key] = [
      .right, .right, .down, .character("?"), .right, .escape, .character("w"), .character("s"),
      .character("h"), .character("l"), .character("r"), .end, .home,
    ]
    for key in keys {
      #expect(!s.handle(.key(key)).contains { $0.kind == .announcement }, "\(key)")
    }
    #expect(!s.handle(.line("verbosity high", number: 1)).contains { $0.kind == .announcement })
    #expect(s.history.count == announced)
    // Time passing announces exactly the bank's events, at their times.
    let step = s.advance(to: .milliseconds(700))
    let announcements = step.filter { $0.kind == .announcement }
    #expect(announcements.map(\.text) == ["Customers 1 and 2 finished; customers 3 and 6 started"])
    #expect(announcements.map(\.time) == [.milliseconds(700)])
  }

  @Test("Every announcement of a long run carries the time of a bank event")
  func announcementTimesAreEventTimes() {
    var settings = SessionSettings(bank: BankConfiguration(seed: 2))
    settings.bank.batchSize = 40
    var session = Session(settings: settings)
    var bank = Bank(configuration: settings.bank)
    var eventTimes: Set<ModelTime> = [.zero]
    for event in bank.addCustomers() { eventTimes.insert(event.time) }
    while let next = bank.nextEventTime {
      for event in bank.advance(to: next) { eventTimes.insert(event.time) }
    }
    _ = session.start()
    var records = session.handle(.line("add", number: 1)).records
    records += session.handle(.line("wait idle", number: 2))
    let announcements = records.filter { $0.kind == .announcement }
    #expect(announcements.count > 3)
    for announcement in announcements {
      #expect(eventTimes.contains(announcement.time), "\(announcement.text)")
    }
  }
}
