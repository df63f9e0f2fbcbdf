import TellerApp
import TellerArguments
import Testing

@Suite("OutputMode")
struct OutputModeTests {
  /// One row: flag, TELLER_UI, TERM, NO_COLOR, stdout is a tty, full screen built,
  /// then the expected mode and colour.
  struct Row: Sendable, CustomStringConvertible {
    var flag: String?
    var variable: String?
    var term: String?
    var noColor: String?
    var tty: Bool
    var fullScreen: Bool = false
    var mode: OutputMode
    var color: Bool

    var description: String {
      "--ui \(flag ?? "-") TELLER_UI=\(variable ?? "-") TERM=\(term ?? "-") NO_COLOR=\(noColor ?? "-") tty=\(tty) full=\(fullScreen)"
    }
  }

  static let rows: [Row] = [
    // Auto-detection.
    Row(term: "xterm-256color", tty: true, mode: .linear, color: true),
    Row(term: "xterm-256color", tty: true, fullScreen: true, mode: .fullScreen, color: true),
    Row(term: "xterm-256color", tty: false, fullScreen: true, mode: .linear, color: false),
    Row(term: "dumb", tty: true, fullScreen: true, mode: .linear, color: false),
    Row(term: nil, tty: true, fullScreen: true, mode: .linear, color: false),
    Row(term: "", tty: true, fullScreen: true, mode: .linear, color: false),
    Row(term: "xterm", noColor: "1", tty: true, mode: .linear, color: false),
    Row(term: "xterm", noColor: "", tty: true, mode: .linear, color: true),
    // The environment.
    Row(variable: "json", term: "xterm", tty: true, mode: .json, color: false),
    Row(variable: "linear", term: "xterm", tty: true, fullScreen: true, mode: .linear, color: true),
    Row(variable: "JSON", term: "xterm", tty: false, mode: .json, color: false),
    Row(variable: "", term: "xterm", tty: true, fullScreen: true, mode: .fullScreen, color: true),
    Row(variable: "auto", term: "xterm", tty: false, mode: .linear, color: false),
    // The flag wins over the environment.
    Row(flag: "linear", variable: "json", term: "xterm", tty: true, mode: .linear, color: true),
    Row(flag: "json", variable: "linear", term: "xterm", tty: true, mode: .json, color: false),
    Row(flag: "auto", variable: "json", term: "xterm", tty: false, mode: .linear, color: false),
    Row(flag: "linear", variable: "bogus", term: "xterm", tty: true, mode: .linear, color: true),
  ]

  @Test(arguments: rows)
  func decision(row: Row) throws {
    let environment = OutputEnvironment(
      uiFlag: row.flag, tellerUI: row.variable, term: row.term, noColor: row.noColor,
      stdoutIsTerminal: row.tty)
    let choice = try OutputChoice.decide(environment, fullScreenAvailable: row.fullScreen)
    #expect(choice == OutputChoice(mode: row.mode, color: row.color))
  }

  @Test func invalidEnvironmentValueNamesTellerUI() {
    let environment = OutputEnvironment(tellerUI: "fancy\u{1B}", stdoutIsTerminal: true)
    #expect {
      try OutputChoice.decide(environment)
    } throws: { error in
      guard let usage = error as? UsageError else { return false }
      return usage.message == "TELLER_UI must be one of auto, linear, json; got 'fancy\\e'."
        && usage.exitCode == .usage
    }
  }

  @Test func invalidFlagValueNamesTheFlag() {
    let environment = OutputEnvironment(uiFlag: "tui", stdoutIsTerminal: true)
    #expect {
      try OutputChoice.decide(environment)
    } throws: { error in
      (error as? UsageError)?.message.hasPrefix("--ui must be one of") == true
    }
  }

  @Test func renderersByMode() {
    let record = OutputRecord(kind: .error, text: "x", time: .zero)
    #expect(OutputMode.json.renderer(timestamps: true).render(record).hasPrefix("{"))
    #expect(OutputMode.linear.renderer(timestamps: false).render(record) == "Error: x")
    #expect(OutputMode.fullScreen.renderer(timestamps: true).render(record) == "Error: x [0.000 s]")
  }
}
