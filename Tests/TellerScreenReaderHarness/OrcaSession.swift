import Foundation
import TellerTestSupport

/// Orca, the GNOME screen reader, reading Teller in the VTE terminal sakura
/// on a private X session (``XSession``), speaking through the run's
/// speech-dispatcher.
///
/// The terminal runs a prompt that waits for Return (``startKey``) and
/// then runs Teller, since Orca speaks what a program prints only after a
/// key. Keys are typed with `xdotool`.
final class OrcaSession: TerminalReaderSession {
  /// Why Orca cannot run here, or nil when it can.
  static var missing: String? {
    FileManager.default.fileExists(atPath: "/usr/bin/orca")
      ? XSession.missing : "Orca is not installed (sudo apt-get install orca)"
  }

  let x: XSession
  let terminal: OwnedProgram
  let speech: PacedSpeechDispatcher

  /// Starts the X session, Orca, and the terminal at Teller's prompt.
  init(
    teller: TellerCommand, folder: HarnessFolder, processes: OwnedProcesses,
    speech: PacedSpeechDispatcher
  ) throws {
    self.speech = speech
    x = try XSession(folder: folder, speech: speech, processes: processes)
    let debug = GrowingLog(folder.path("orca.debug"))
    let orca = try processes.start(
      "orca", "/usr/bin/orca", ["--debug-file=" + debug.path], environment: x.environment)
    try debug.waitFor("Screen reader on", timeout: .seconds(90)) { orca.isRunning }
    terminal = try x.openTerminal(
      running: try teller.promptScript(in: folder), environment: x.environment)
    try debug.waitFor(TellerCommand.prompt, timeout: .seconds(30)) { orca.isRunning }
  }
}
