import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerWording
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
    let step = session.handle(.notice(.speechOff(.speech, .noPlayer)))
    let said =
      "Speech is off: no audio player found; install one with: sudo apt-get install alsa-utils"
    #expect(step.cause == .noCommand)
    #expect(step.records.map(\.kind) == [.announcement])
    #expect(step.records.map(\.text) == [said])
    #expect(step.records.first?.priority == .assertive)
    #expect(step.screen.lastAnnouncement?.text == said)
    #expect(session.handle(.key(.character("."))).map(\.text) == [said])
  }

  @Test(
    "Where standard error shows at once (linear, JSON, a pipe) a notice is not repeated",
    arguments: [TerminalView.linear, nil])
  func elsewhereSilent(view: TerminalView?) {
    var session = session(view: view)
    #expect(session.handle(.notice(.speechOff(.speech, .noPlayer))).records.isEmpty)
  }

  @Test("After m to the full screen, a later notice is said")
  func followsTheView() {
    var session = session(view: .linear)
    _ = session.handle(.key(.character("m")))
    #expect(
      session.handle(.notice(.brailleOff(.noDisplay(.thisMachine)))).map(\.text)
        == ["Braille is off: BRLTTY at this machine has no braille display."])
  }

  @Test("A notice is worded once: standard error's line and the session's sentence say the same")
  func wordedOnce() {
    let notices: [EdgeNotice] = [
      .speechOff(.liveSpeech, .noPlayer),
      .speechProblem(.dispatcherUnreported(began: true, seconds: 9)),
      .recordingStopped(path: "out.wav", reason: .known(.noSpace)), .brailleOff(.closed),
      .brailleNeedsLiblouis(table: "ko-2006-g1.ctb", library: "liblouis.so.20", showsNotice: true),
    ]
    for catalog in [Catalog.english, .korean] {
      for notice in notices {
        let line = catalog.line(notice)
        #expect(line.hasPrefix("teller: ") && line.hasSuffix("\n") && line.count > 10)
        let words = String(line.dropFirst(8).dropLast())
        #expect(catalog.sentence(notice) == words.prefix(1).uppercased() + words.dropFirst())
      }
    }
    #expect(
      Catalog.english.line(.recordingStopped(path: "out\u{1B}.wav", reason: .known(.noSpace)))
        == "teller: --speech-wav: Cannot write 'out\\e.wav': No space left on device. "
        + "The recording stops here.\n")
  }
}
