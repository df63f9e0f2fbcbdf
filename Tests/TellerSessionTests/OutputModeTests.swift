import TellerAccessibility
import TellerArguments
import TellerSession
import TellerText
import TellerWording
import Testing

@Suite("OutputMode")
struct OutputModeTests {
  /// One row: flag and TELLER_UI, then the expected mode.
  struct Row: Sendable, CustomStringConvertible {
    var flag: String?
    var variable: String?
    var mode: OutputMode

    var description: String { "--ui \(flag ?? "-") TELLER_UI=\(variable ?? "-")" }
  }

  static let rows: [Row] = [
    // Nothing asked, through a pipe: linear, the output for pipes and screen readers.
    Row(mode: .linear),
    // The environment.
    Row(variable: "json", mode: .json),
    Row(variable: "linear", mode: .linear),
    Row(variable: "JSON", mode: .json),
    Row(variable: "", mode: .linear),
    Row(variable: "auto", mode: .linear),
    // The flag wins over the environment.
    Row(flag: "linear", variable: "json", mode: .linear),
    Row(flag: "json", variable: "linear", mode: .json),
    Row(flag: "auto", variable: "json", mode: .linear),
    Row(flag: "linear", variable: "bogus", mode: .linear),
  ]

  @Test(arguments: rows)
  func decision(row: Row) throws {
    let environment = OutputEnvironment(uiFlag: row.flag, tellerUI: row.variable)
    #expect(try OutputMode.decide(environment) == row.mode)
  }

  /// A terminal on standard input and output, with TERM=xterm.
  static func terminal(
    flag: String? = nil, variable: String? = nil, term: String? = "xterm",
    screenReader: ScreenReader? = nil, reduceMotion: Bool? = nil
  ) -> OutputEnvironment {
    OutputEnvironment(
      uiFlag: flag, tellerUI: variable, inputIsTerminal: true, outputIsTerminal: true,
      term: term, screenReader: screenReader, reduceMotion: reduceMotion)
  }

  @Test("At a terminal auto chooses the full-screen view, with linear mode a key away")
  func autoAtATerminal() throws {
    let decision = try OutputDecision(Self.terminal())
    #expect(decision.mode == .fullScreen)
    #expect(decision.terminalView == .fullScreen)
    #expect(decision.notice == nil)
    #expect(try OutputDecision(Self.terminal(flag: "tui")).mode == .fullScreen)
    #expect(try OutputDecision(Self.terminal(variable: "TUI")).mode == .fullScreen)
  }

  @Test("A screen reader keeps auto linear, and says which; an explicit tui still wins")
  func screenReaderKeepsLinear() throws {
    for reader in ScreenReader.allCases {
      let decision = try OutputDecision(Self.terminal(screenReader: reader))
      #expect(decision.mode == .linear)
      #expect(decision.terminalView == .linear, "m still switches")
      #expect(decision.notice == .screenReaderRunning(reader))
      #expect(decision.reducesMotion, "once m brings the full screen")
      #expect(
        decision.noticeLines(.english) == [
          "\(reader.displayName) is running. Screen reader mode, m for the full screen.",
          "Start with --ui tui or --reduce-motion=off to change this.",
        ])
    }
    #expect(
      try OutputDecision(Self.terminal(flag: "tui", screenReader: .orca)).mode == .fullScreen)
  }

  @Test("Each of detection's choices gives way to the user's setting, and its notice says how")
  func detectionOverridden() throws {
    // Reduced motion set either way: the notice names --ui tui alone.
    for setting in [true, false] {
      let decision = try OutputDecision(Self.terminal(screenReader: .brltty, reduceMotion: setting))
      #expect(decision.mode == .linear)
      #expect(decision.reducesMotion == setting)
      #expect(decision.overrides == ["--ui tui"])
      #expect(
        decision.noticeLines(.korean) == [
          "BRLTTY 실행 중. 화면 읽기 모드, 전체 화면은 m 키.", "바꾸려면 --ui tui 옵션으로 시작하세요.",
        ])
    }
    // The full screen asked for: detection reduces its motion, and says so.
    let asked = try OutputDecision(Self.terminal(flag: "tui", screenReader: .brltty))
    #expect(asked.mode == .fullScreen && asked.reducesMotion)
    #expect(asked.notice == .screenReaderReducesMotion(.brltty))
    #expect(
      asked.noticeLines(.english) == [
        "BRLTTY is running. Full screen motion is reduced.",
        "Start with --reduce-motion=off to change this.",
      ])
    #expect(
      asked.noticeLines(.korean) == [
        "BRLTTY 실행 중. 전체 화면의 움직임을 줄입니다.", "바꾸려면 --reduce-motion=off 옵션으로 시작하세요.",
      ])
    // Both set: nothing is left to detection, and nothing is said.
    let both = try OutputDecision(
      Self.terminal(variable: "tui", screenReader: .brltty, reduceMotion: false))
    #expect(both.mode == .fullScreen && !both.reducesMotion)
    #expect(both.notice == nil && both.noticeLines(.english).isEmpty)
    // No screen reader: motion as the user set it, full by default.
    #expect(try !OutputDecision(Self.terminal()).reducesMotion)
    #expect(try OutputDecision(Self.terminal(reduceMotion: true)).reducesMotion)
    #expect(try OutputDecision(Self.terminal(reduceMotion: true)).notice == nil)
  }

  @Test("Every line of a detection's notice fits 72 columns after 'teller: '")
  func noticeWidth() throws {
    for catalog in [Catalog.english, .korean] {
      for reader in ScreenReader.allCases {
        for flag in [nil, "tui"] {
          let decision = try OutputDecision(Self.terminal(flag: flag, screenReader: reader))
          let lines = decision.noticeLines(catalog)
          #expect(lines.count == 2)
          for line in lines { #expect(displayWidth("teller: " + line) <= 72, "\(line)") }
        }
      }
    }
  }

  @Test("--ui linear and TELLER_UI=linear keep linear for good at a terminal: m says why")
  func linearForGood() throws {
    let cases = [
      (Self.terminal(variable: "linear"), "TELLER_UI=linear"),
      (Self.terminal(flag: "linear"), "--ui linear"),
      (Self.terminal(flag: "linear", variable: "tui"), "--ui linear"),
    ]
    for (environment, setting) in cases {
      let decision = try OutputDecision(environment)
      #expect(decision.mode == .linear)
      #expect(decision.terminalView == .linear, "linear text at a terminal all the same")
      #expect(decision.viewSwitchRefusal == .linearKept(by: setting))
      #expect(decision.notice == nil)
    }
    // A screen reader's linear start is no request: m still switches.
    let reader = try OutputDecision(Self.terminal(screenReader: .orca))
    #expect(reader.terminalView == .linear && reader.viewSwitchRefusal == nil)
  }

  @Test("m's refusal names the real reason: JSON, TERM=dumb, or no terminal")
  func refusalReasons() throws {
    #expect(try OutputDecision(Self.terminal(flag: "json")).viewSwitchRefusal == .jsonOutput)
    #expect(try OutputDecision(Self.terminal(term: "dumb")).viewSwitchRefusal == .dumbTerminal)
    var dumbLinear = Self.terminal(flag: "linear", term: "dumb")
    #expect(try OutputDecision(dumbLinear).viewSwitchRefusal == .dumbTerminal)
    dumbLinear.outputIsTerminal = false
    #expect(try OutputDecision(dumbLinear).viewSwitchRefusal == .notATerminal)
    #expect(try OutputDecision(OutputEnvironment()).viewSwitchRefusal == .notATerminal)
    #expect(try OutputDecision(Self.terminal()).viewSwitchRefusal == nil)
    let english = Catalog.english
    #expect(
      english.viewSwitchRefused(.linearKept(by: "--ui linear"))
        == "Linear mode stays, as --ui linear asks; start with --ui tui for the full screen view")
    #expect(english.viewSwitchRefused(.jsonOutput) == "JSON output has no full screen view")
    #expect(
      english.viewSwitchRefused(.dumbTerminal)
        == "TERM is dumb, so the full screen view cannot be drawn")
    #expect(english.viewSwitchRefused(.notATerminal) == "The full screen view needs a terminal")
  }

  @Test("No full screen without a terminal both ways, or with TERM=dumb; tui says why")
  func noTerminal() throws {
    let cases = [
      Self.terminal(term: "dumb"),
      OutputEnvironment(inputIsTerminal: true, outputIsTerminal: false, term: "xterm"),
      OutputEnvironment(inputIsTerminal: false, outputIsTerminal: true, term: "xterm"),
    ]
    for environment in cases {
      let auto = try OutputDecision(environment)
      #expect(auto.mode == .linear)
      #expect(auto.terminalView == nil)
      #expect(auto.notice == nil)
      var asked = environment
      asked.uiFlag = "tui"
      let tui = try OutputDecision(asked)
      #expect(tui.mode == .linear)
      #expect(tui.notice == .fullScreenNeedsTerminal)
    }
    // JSON stays JSON at a terminal, and m has nothing to switch.
    let json = try OutputDecision(Self.terminal(flag: "json"))
    #expect(json.mode == .json && json.terminalView == nil)
  }

  @Test func invalidEnvironmentValueNamesTellerUI() {
    let environment = OutputEnvironment(tellerUI: "fancy\u{1B}")
    #expect {
      try OutputMode.decide(environment)
    } throws: { error in
      guard let usage = error as? UsageError else { return false }
      return Catalog.english.message(for: usage)
        == "TELLER_UI must be one of auto, linear, json, tui; got 'fancy\\e'."
        && usage.exitCode == .usage
    }
  }

  @Test func invalidFlagValueNamesTheFlag() {
    let environment = OutputEnvironment(uiFlag: "fancy")
    #expect(
      throws: UsageError(
        .notAChoice(option: "ui", choices: OutputMode.requestWords, value: "fancy"))
    ) {
      try OutputMode.decide(environment)
    }
  }

  @Test("Each mode's presenter: linear splits errors off, JSON keeps everything together")
  func presentersByMode() throws {
    let records = [
      OutputRecord(kind: .focus, text: "a", time: .zero),
      OutputRecord(kind: .error, text: "x", time: .zero),
    ]
    let step = SessionStep(records: records, cause: .noCommand, screen: .blank(at: .zero))
    let out = TextCollector()
    let errors = TextCollector()
    var linear = OutputMode.linear.presenter(
      timestamps: true, catalog: .korean, output: out.output, errors: errors.output)
    try linear.present(step)
    #expect(out.text == "a [0.000 s]\n")
    #expect(errors.text == "오류: x [0.000 s]\n")
    let all = TextCollector()
    var json = OutputMode.json.presenter(
      timestamps: true, catalog: .english, output: all.output, errors: errors.output)
    try json.present(step)
    #expect(all.text.split(separator: "\n").count == 2)
    #expect(all.text.hasPrefix("{\"type\":\"focus\""))
  }
}

/// Collects what presenters write, in memory.
final class TextCollector: @unchecked Sendable {
  var text = ""
  var fails = false

  /// An output that appends here, or fails when `fails` is set.
  var output: TextOutput {
    TextOutput { [self] written throws(PresentationError) in
      if fails {
        throw PresentationError(.cannotWrite(.file("the collector"), reason: .known(.noSpace)))
      }
      text += written
    }
  }
}
