import TellerTestSupport

/// A screen reader reading Teller in a sakura terminal on a private X
/// session (Orca, BRLTTY): the terminal waits at a prompt for Return, keys
/// are typed with `xdotool`, and the view is read from the terminal's text
/// through AT-SPI.
protocol TerminalReaderSession: ReaderSession {
  /// The X session.
  var x: XSession { get }
  /// The terminal, whose shell runs Teller.
  var terminal: OwnedProgram { get }
  /// The run's speech-dispatcher.
  var speech: PacedSpeechDispatcher { get }
}

extension TerminalReaderSession {
  var startKey: ScenarioKey? { .enter }

  func type(_ key: ScenarioKey) throws { try x.type(key.xName) }

  /// Waits until the terminal shows Teller's text, not only the prompt.
  func waitUntilTellerShows(timeout: Duration) throws {
    var text = ""
    let shown = pollCondition(timeout: timeout) {
      text = (try? x.terminalText()) ?? ""
      return text.replacing(TellerCommand.prompt, with: "").contains("Teller")
    }
    guard shown else { throw HarnessError("The terminal never showed Teller; it shows:\n\(text)") }
  }

  var tellerProcess: Int32? { tellerBelow(terminal.processID) }

  func view() throws -> String { looksFullScreen(try x.terminalText()) ? "full-screen" : "linear" }

  func terminalText() throws -> String { try x.terminalText() }

  var speechLog: String { speech.log }

  var problems: [String] { speech.moduleErrors }
}
