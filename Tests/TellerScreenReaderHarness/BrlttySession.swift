import Foundation
import TellerTestSupport

/// BRLTTY reading Teller in the VTE terminal sakura through its AT-SPI2
/// screen driver (`-x a2`), on a private X session (``XSession``), with
/// its `tt` braille driver drawing a 40-cell display into a private tmux
/// pane and its own speech (`-s sd`, autospeak on) going to the run's
/// speech-dispatcher.
///
/// BRLTTY keeps to the run's folder (`-f /dev/null -F PREFS -W -U`), has
/// no BrlAPI (`-N`), and logs its screen driver's events. Its writable
/// folder is a folder of its own: BRLTTY empties it.
final class BrlttySession: TerminalReaderSession {
  /// The drivers BRLTTY needs, and the packages that bring them.
  static let drivers: [(path: String, package: String)] = [
    ("/usr/sbin/brltty", "brltty"), ("/lib/brltty/libbrlttyxa2.so", "brltty-x11"),
    ("/lib/brltty/libbrlttyssd.so", "brltty-speechd"), ("/lib/brltty/libbrlttybtt.so", "brltty"),
  ]

  /// Why BRLTTY cannot run here, or nil when it can.
  static var missing: String? {
    if let absent = drivers.first(where: { !FileManager.default.fileExists(atPath: $0.path) }) {
      return "\(absent.path) is missing (sudo apt-get install \(absent.package))"
    }
    return TmuxSession.isAvailable ? XSession.missing : "tmux is not installed"
  }

  /// The display's width in cells.
  static let width = 40

  let x: XSession
  private let display: TmuxSession
  let terminal: OwnedProgram
  let speech: PacedSpeechDispatcher

  /// Starts the X session, the display's pane, BRLTTY, and the terminal at
  /// Teller's prompt, and waits until the display shows the prompt.
  init(
    teller: TellerCommand, folder: HarnessFolder, processes: OwnedProcesses,
    speech: PacedSpeechDispatcher
  ) throws {
    self.speech = speech
    x = try XSession(folder: folder, speech: speech, processes: processes)
    // The pane's own program must not read the terminal: BRLTTY's driver does.
    display = try processes.pane("stty raw -echo; exec sleep 100000", width: 100, height: 4)
    let own = folder.path("brltty")
    try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
    let preferences = own + "/brltty.prefs"
    try "autospeak yes\n".write(toFile: preferences, atomically: true, encoding: .utf8)
    let brltty = try processes.start(
      "brltty", "/usr/sbin/brltty",
      [
        "-n", "-e", "-Z", "-N", "-f", "/dev/null", "-F", preferences, "-W", own, "-U", own,
        "-P", own + "/brltty.pid", "-b", "tt", "-d", try display.terminalDevice(),
        "-B", "lines=1,columns=\(Self.width)", "-x", "a2", "-s", "sd", "-l", "debug,scrdrv",
        "-L", folder.path("brltty.log"),
      ], environment: x.environment)
    let log = GrowingLog(folder.path("brltty.log"))
    try log.waitFor("Screen Driver: a2", timeout: .seconds(30)) { brltty.isRunning }
    terminal = try x.openTerminal(
      running: try teller.promptScript(in: folder), environment: x.environment)
    try display.waitUntil("BRLTTY shows the prompt", timeout: .seconds(30)) {
      try display.capture().contains(TellerCommand.prompt)
    }
  }

  /// The display's text line: the pane's first row.
  func brailleLine() -> String? {
    (try? display.capture())?.split(separator: "\n", omittingEmptySubsequences: false).first.map(
      String.init) ?? ""
  }

  /// The terminal's lines through AT-SPI, the prompt's left out.
  func screenLines() -> [String]? {
    ((try? x.terminalText()) ?? "").split(separator: "\n").map(String.init).filter {
      !$0.contains(TellerCommand.prompt)
    }
  }

}
