import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import Testing

/// Notices from the edge, such as why speech is off: the full screen
/// keeps standard error off the screen, so the session says them there.
@Suite("Session notices")
struct SessionNoticeTests {
  private func session(view: TerminalView?) -> Session {
    var session = Session(
      settings: SessionSettings(
        bank: BankConfiguration(seed: 1), inputIsKeys: view != nil, terminalView: view))
    _ = session.start()
    return session
  }

  @Test("In the full-screen view a notice is an assertive announcement, kept in the history")
  func fullScreenAnnounces() {
    var session = session(view: .fullScreen)
    let step = session.handle(.notice("Speech is off: no eSpeak NG.\n"))
    #expect(step.cause == .noCommand)
    #expect(step.records.map(\.kind) == [.announcement])
    #expect(step.records.map(\.text) == ["Speech is off: no eSpeak NG."])
    #expect(step.records.first?.priority == .assertive)
    #expect(step.screen.lastAnnouncement?.text == "Speech is off: no eSpeak NG.")
    #expect(session.handle(.key(.character("."))).map(\.text) == ["Speech is off: no eSpeak NG."])
  }

  @Test(
    "Where standard error shows at once (linear, JSON, a pipe) a notice is not repeated",
    arguments: [TerminalView.linear, nil])
  func elsewhereSilent(view: TerminalView?) {
    var session = session(view: view)
    #expect(session.handle(.notice("Speech is off: no eSpeak NG.")).records.isEmpty)
  }

  @Test("After m to the full screen, a later notice is said")
  func followsTheView() {
    var session = session(view: .linear)
    _ = session.handle(.key(.character("m")))
    #expect(session.handle(.notice("Braille is off.")).map(\.text) == ["Braille is off."])
  }
}
