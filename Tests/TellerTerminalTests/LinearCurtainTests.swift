import TellerBank
import TellerFullScreen
import TellerSession
import Testing

@testable import TellerTerminal

/// The screen curtain in linear mode, presented by the terminal's
/// presenter beside a stand-in for speech: the terminal goes blank but for
/// the curtain's own line, and stays so, while speech hears everything.
@Suite("Screen curtain in linear mode")
struct LinearCurtainTests {
  /// Collects what a presenter is given.
  final class Collected: @unchecked Sendable {
    var text = ""
    var clears = 0
    var records: [OutputRecord] = []
  }

  struct Speech: Presenter {
    let collected: Collected
    mutating func present(_ step: SessionStep) throws(PresentationError) {
      collected.records += step.records
    }
  }

  @Test("c clears the terminal to one line; nothing more is printed until c again")
  func curtain() throws {
    let terminal = Collected()
    let speech = Collected()
    let output = TextOutput { text throws(PresentationError) in terminal.text += text }
    let linear = LinearPresenter(renderer: LinearRenderer(), output: output, errors: output)
    let presenter = TerminalPresenter(
      linear: linear, fullScreen: FullScreenPresenter(appearance: Appearance()),
      report: { _ in },
      clearScreen: { () throws(PresentationError) in
        terminal.clears += 1
        terminal.text = ""
      })
    var group = PresenterGroup([presenter, Speech(collected: speech)])
    var settings = SessionSettings(inputIsKeys: true, terminalView: .linear)
    settings.pacesReader = false
    var session = Session(settings: settings)
    try group.present(session.start())
    try group.present(session.handle(.key(.character("a"))))
    #expect(terminal.text.contains("10 customers added"))
    try group.present(session.handle(.key(.character("c"))))
    #expect(terminal.clears == 1)
    #expect(terminal.text == "Screen curtain on\n")
    for key in ["n", "n", "s", "z", "a"] {
      try group.present(session.handle(.key(.character(Character(key)))))
    }
    try group.present(session.advance(to: .seconds(60)))
    #expect(terminal.text == "Screen curtain on\n", "nothing printed, errors included")
    #expect(speech.records.contains { $0.text.hasPrefix("Status") }, "speech goes on")
    #expect(speech.records.contains { $0.kind == .error }, "speech hears the error too")
    #expect(speech.records.contains { $0.text.lowercased().contains("all customers served") })
    try group.present(session.handle(.key(.character("c"))))
    #expect(
      terminal.text == "Screen curtain on\nScreen curtain off\n", "what was missed is not repeated")
    try group.present(session.handle(.key(.character("s"))))
    #expect(terminal.text.hasPrefix("Screen curtain on\nScreen curtain off\nBank idle, work time"))
    #expect(terminal.clears == 1)
  }

  @Test("The curtain scrolls the visible screen into the history and never erases the history")
  func blanking() {
    #expect(CurtainBlanking.sequence(rows: 3) == "\u{1B}[3;1H\n\n\n\u{1B}[H")
    #expect(
      CurtainBlanking.sequence(rows: 24)
        == "\u{1B}[24;1H" + String(repeating: "\n", count: 24) + "\u{1B}[H")
    // With no size to go by, the visible screen alone is erased.
    #expect(CurtainBlanking.sequence(rows: nil) == "\u{1B}[H\u{1B}[2J")
    #expect(CurtainBlanking.sequence(rows: 0) == "\u{1B}[H\u{1B}[2J")
    for rows in [nil, 0, 1, 24, 500] {
      #expect(!CurtainBlanking.sequence(rows: rows).contains("\u{1B}[3J"), "\(rows ?? -1) rows")
    }
  }
}
