import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerWording
import Testing

/// `m` where the view does not switch says the real reason, and keys on
/// the virtual clock hear once why the bank stands still.
@Suite("View switch refusals and the virtual clock")
struct ViewSwitchTests {
  private func session(
    _ language: Language = .english, refusal: ViewSwitchRefusal?, virtual: Bool = false
  ) -> (Session, SessionStep) {
    var settings = SessionSettings(
      language: language, bank: BankConfiguration(seed: 1), inputIsKeys: true)
    settings.viewSwitchRefusal = refusal
    // Linear kept at a terminal is linear text at a terminal all the same.
    if case .linearKept = refusal { settings.terminalView = .linear }
    settings.clockIsVirtual = virtual
    var session = Session(settings: settings)
    let start = session.start()
    return (session, start)
  }

  @Test(
    "m says why it does not switch, and nothing changes",
    arguments: [
      (
        ViewSwitchRefusal.linearKept(by: "TELLER_UI=linear"),
        "Linear mode stays, as TELLER_UI=linear asks"
      ),
      (.jsonOutput, "JSON output has no full screen view"),
      (.dumbTerminal, "TERM is dumb, so the full screen view cannot be drawn"),
      (.notATerminal, "The full screen view needs a terminal"),
    ])
  func refusal(reason: ViewSwitchRefusal, said: String) {
    var (session, start) = session(refusal: reason)
    let step = session.handle(.key(.character("m")))
    #expect(step.map(\.kind) == [.error])
    #expect(step.first?.text.hasPrefix(said) == true, "\(step.first?.text ?? "")")
    #expect(step.screen.terminalView == start.screen.terminalView, "the view stays")
    #expect(step.screen.terminalView != .fullScreen)
  }

  @Test("Korean refusals are Korean")
  func korean() {
    var (session, _) = session(.korean, refusal: .linearKept(by: "--ui linear"))
    #expect(
      session.handle(.key(.character("m"))).first?.text
        == "--ui linear 설정대로 줄 단위 모드를 유지합니다. 전체 화면 보기는 --ui tui로 시작하세요")
  }

  @Test("Keys on the virtual clock hear once, after the welcome, that time moves only on wait")
  func virtualClock() {
    let (_, start) = session(refusal: nil, virtual: true)
    #expect(start.map(\.kind) == [.welcome, .welcome, .focus])
    #expect(start.records[1].text == Catalog.english[.virtualClockWithKeys])
    let (_, real) = session(refusal: nil)
    #expect(real.map(\.kind) == [.welcome, .focus])
    // A script on the virtual clock has wait: nothing to say.
    var piped = Session(
      settings: {
        var settings = SessionSettings(bank: BankConfiguration(seed: 1))
        settings.clockIsVirtual = true
        return settings
      }())
    #expect(piped.start().map(\.kind) == [.welcome, .focus])
  }
}
