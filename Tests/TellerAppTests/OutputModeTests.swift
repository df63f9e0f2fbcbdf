import TellerAccessibility
import TellerApp
import TellerArguments
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
    // Nothing asked: linear, the output for pipes and screen readers.
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

  @Test func invalidEnvironmentValueNamesTellerUI() {
    let environment = OutputEnvironment(tellerUI: "fancy\u{1B}")
    #expect {
      try OutputMode.decide(environment)
    } throws: { error in
      guard let usage = error as? UsageError else { return false }
      return Catalog.english.message(for: usage)
        == "TELLER_UI must be one of auto, linear, json; got 'fancy\\e'."
        && usage.exitCode == .usage
    }
  }

  @Test func invalidFlagValueNamesTheFlag() {
    let environment = OutputEnvironment(uiFlag: "tui")
    #expect(
      throws: UsageError(.notAChoice(option: "ui", choices: OutputMode.requestWords, value: "tui"))
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
      timestamps: true, language: .korean, output: out.output, errors: errors.output)
    try linear.present(step)
    #expect(out.text == "a [0.000 s]\n")
    #expect(errors.text == "오류: x [0.000 s]\n")
    let all = TextCollector()
    var json = OutputMode.json.presenter(
      timestamps: true, language: .english, output: all.output, errors: errors.output)
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
      if fails { throw PresentationError("cannot write to the collector") }
      text += written
    }
  }
}
