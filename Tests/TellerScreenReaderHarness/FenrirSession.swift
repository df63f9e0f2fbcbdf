import Foundation
import TellerScreenReaderModel
import TellerTestSupport

/// Fenrir, the console screen reader, running Teller in its own terminal
/// emulator (its PTY screen and input drivers) in a private tmux pane, and
/// speaking through the run's speech-dispatcher.
///
/// Fenrir's shell is a prompt that waits for Return (``startKey``) and then
/// runs Teller in its place, so Teller starts once Fenrir is up and quiet,
/// as a user starts it from Fenrir's shell, and Teller is still Fenrir's
/// child. Keys are typed into the pane with `tmux send-keys`; Fenrir passes
/// them on.
final class FenrirSession: ReaderSession {
  /// Fenrir's settings as Debian installs them.
  static let systemSettings = "/etc/fenrirscreenreader/settings/settings.conf"

  /// Why Fenrir cannot run here, or nil when it can.
  static var missing: String? {
    if !FileManager.default.fileExists(atPath: "/usr/bin/fenrir")
      || !FileManager.default.fileExists(atPath: systemSettings)
    {
      return "Fenrir is not installed (sudo apt-get install fenrir python3-speechd)"
    }
    if !FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/speechd") {
      return "python3-speechd is not installed (sudo apt-get install python3-speechd)"
    }
    return TmuxSession.isAvailable ? nil : "tmux is not installed (sudo apt-get install tmux)"
  }

  let startKey: ScenarioKey? = .enter
  private let pane: TmuxSession
  private let speech: PacedSpeechDispatcher

  /// Starts Fenrir running Teller.
  ///
  /// - Parameter interruptOnKeyPress: Fenrir's `keyboard#interruptOnKeyPress`:
  ///   false, Debian's default, lets what is being said finish when a key
  ///   is pressed; true cuts it.
  init(
    teller: TellerCommand, interruptOnKeyPress: Bool, folder: HarnessFolder,
    processes: OwnedProcesses, speech: PacedSpeechDispatcher
  ) throws {
    self.speech = speech
    let system = try String(contentsOfFile: Self.systemSettings, encoding: .utf8)
    let settings = try folder.write(
      IniSettings.changing(
        system,
        [
          .init("screen", "driver", "ptyDriver"), .init("keyboard", "driver", "ptyDriver"),
          .init("keyboard", "keyboardLayout", "pty"),
          .init("keyboard", "interruptOnKeyPress", interruptOnKeyPress ? "True" : "False"),
          .init("speech", "driver", "speechdDriver"),
          .init("speech", "module", PacedSpeechConfiguration.module),
          .init("sound", "enabled", "False"), .init("remote", "enable", "False"),
          .init("general", "debugMode", "File"),
          .init("general", "debugFile", folder.path("fenrir.log")),
          .init("general", "shell", try teller.promptScript(in: folder)),
        ]), to: "fenrir.conf")
    let environment = ChildEnvironment(folder: folder).adding([
      "SPEECHD_ADDRESS": speech.address, "TERM": "screen",
    ])
    pane = try processes.pane(
      environment.commandLine("/usr/bin/fenrir", ["-s", settings]), width: 80, height: 24)
  }

  func type(_ key: ScenarioKey) throws { try pane.sendKeys(key.tmuxName) }

  func waitUntilTellerShows(timeout: Duration) throws {
    try pane.waitUntil("Teller shows in Fenrir's terminal", timeout: timeout) {
      try pane.capture().replacing(TellerCommand.prompt, with: "").contains("Teller")
    }
  }

  var tellerProcess: Int32? {
    Int32((try? pane.paneFormat("#{pane_pid}")) ?? "").flatMap(tellerBelow)
  }

  /// Fenrir writes what Teller writes to its own terminal, the pane, so
  /// the pane's alternate screen is Teller's.
  func view() throws -> String { pane.isFullScreen ? "full-screen" : "linear" }

  func terminalText() throws -> String { try pane.capture() }

  var speechLog: String { speech.log }

  var problems: [String] { speech.moduleErrors }
}
