import Foundation
import TellerTestSupport

/// Orca, the GNOME screen reader, reading Teller in the VTE terminal sakura
/// on a private X session (``XSession``), speaking through the run's
/// speech-dispatcher.
///
/// The terminal runs a prompt that waits for Return (``startKey``) and
/// then runs Teller, since Orca speaks what a program prints only after a
/// key. Keys are typed with `xdotool`.
final class OrcaSession: ReaderSession {
  /// Why Orca cannot run here, or nil when it can.
  static var missing: String? {
    FileManager.default.fileExists(atPath: "/usr/bin/orca")
      ? XSession.missing : "Orca is not installed (sudo apt-get install orca)"
  }

  let startKey: ScenarioKey? = .enter
  private let x: XSession
  private let terminal: OwnedProgram
  private let speech: PacedSpeechDispatcher

  /// Starts the X session, Orca, and the terminal at Teller's prompt.
  init(
    teller: TellerCommand, folder: HarnessFolder, processes: OwnedProcesses,
    speech: PacedSpeechDispatcher
  ) throws {
    self.speech = speech
    let base = ChildEnvironment(folder: folder).adding(["SPEECHD_ADDRESS": speech.address])
    x = try XSession(folder: folder, base: base, processes: processes)
    let debug = GrowingLog(folder.path("orca.debug"))
    let orca = try processes.start(
      "orca", "/usr/bin/orca", ["--debug-file=" + debug.path], environment: x.environment)
    try debug.waitFor("Screen reader on", timeout: .seconds(90)) { orca.isRunning }
    terminal = try x.openTerminal(
      running: try teller.promptScript(in: folder), environment: x.environment)
    try debug.waitFor(TellerCommand.prompt, timeout: .seconds(30)) { orca.isRunning }
  }

  func type(_ key: ScenarioKey) throws { try x.type(key.xName) }

  func waitUntilTellerShows(timeout: Duration) throws {
    try waitForTellerText(in: x, timeout: timeout)
  }

  var tellerProcess: Int32? { tellerBelow(terminal.processID) }

  func view() throws -> String { looksFullScreen(try x.terminalText()) ? "full-screen" : "linear" }

  var speechLog: String { speech.log }

  var problems: [String] { speech.moduleErrors }
}

/// Waits until the terminal shows Teller's text, not only the prompt.
func waitForTellerText(in x: XSession, timeout: Duration) throws {
  var text = ""
  let shown = pollCondition(timeout: timeout) {
    text = (try? x.terminalText()) ?? ""
    return text.replacing(TellerCommand.prompt, with: "").contains("Teller")
  }
  guard shown else { throw HarnessError("The terminal never showed Teller; it shows:\n\(text)") }
}
