import Foundation
import TellerBraille
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `teller --braille` at a terminal (a tmux pane), under a shell with job
/// control, showing on a real BRLTTY's display.
///
/// The shell prints `teller-status=N` when Teller ends or stops, and, on
/// one more line typed at it, brings a stopped Teller back with `fg`.
final class TellerOnBraille {
  let pane: TmuxSession
  let shellID: pid_t

  /// Starts Teller with braille on a display, and waits for its welcome.
  ///
  /// - Parameters:
  ///   - readingLines: give Teller a pipe that stays open for its
  ///     standard input, so it reads lines, not keys.
  ///   - language: `--lang`.
  ///   - environment: more of Teller's environment.
  convenience init(
    _ display: BrlttyDisplay, _ arguments: [String] = [], readingLines: Bool = false,
    language: String = "en", environment: [String: String] = [:]
  ) throws {
    try self.init(
      host: display.host, arguments, readingLines: readingLines, language: language,
      environment: environment)
  }

  /// Starts Teller with braille from the BrlAPI server at a host (a value
  /// of `BRLAPI_HOST`), and waits for its welcome.
  init(
    host: String, _ arguments: [String] = [], readingLines: Bool = false,
    language: String = "en", environment: [String: String] = [:]
  ) throws {
    let teller = TestSupport.tellerPath
    let words = ["--braille", "--lang", language] + arguments
    var command = ([teller] + words).map { "'\($0)'" }.joined(separator: " ")
    if readingLines { command = "sleep 600 | " + command }
    let script =
      "set -m; echo shell=\\$$; \(command); echo teller-status=\\$?; read again; fg;"
      + " echo teller-exit=\\$?; sleep 600"
    // Wide, so no line Teller writes wraps.
    pane = try TmuxSession(
      command: "sh -c \"\(script)\"", width: 160,
      environment: Self.environment(host: host).merging(environment) { $1 })
    let welcome =
      language == "ko"
      ? (readingLines ? "help를 입력하세요" : "도움말은 물음표 키를 누르세요")
      : (readingLines ? "Type help for commands." : "Press question mark for help.")
    let screen = try pane.waitFor(welcome)
    guard let marker = screen.range(of: "shell="),
      let shell = pid_t(String(screen[marker.upperBound...].prefix { $0.isNumber }))
    else { throw TmuxError("No shell process ID on screen:\n\(screen)") }
    shellID = shell
  }

  deinit { pane.finish() }

  /// Teller's environment for a BrlAPI server: no configuration file, no
  /// terminal path, no speech.
  static func environment(host: String) -> [String: String] {
    [
      "BRLAPI_HOST": host, "BRLAPI_AUTH": "none", "WINDOWID": "", "WINDOWPATH": "",
      "CONTROLVT": "", "XDG_VTNR": "", "LANG": "C.UTF-8", "TELLER_UI": "",
      "TELLER_SPEECH_ENGINE": "", "XDG_CONFIG_HOME": TestSupport.noConfigFolder,
    ]
  }

  /// Teller's process ID: the shell's child named teller.
  func processID() throws -> pid_t {
    var found: pid_t?
    _ = pollCondition(timeout: .seconds(5)) {
      found = childProcesses(of: shellID).first { child in
        let name = try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)
        return name == "teller\n"
      }
      return found != nil
    }
    guard let found else { throw TmuxError("Teller is not running under the shell.") }
    return found
  }

  /// Waits for the shell to say how Teller ended or stopped.
  func waitForStatus(_ status: Int32) throws {
    try pane.waitFor("teller-status=\(status)")
  }
}

/// Whether a process is stopped, from its state in `/proc`.
func isStopped(_ process: pid_t) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return false }
  return stat[stat.index(after: close)...].split(separator: " ").first == "T"
}

/// The processes whose parent is a process, from `/proc`.
func childProcesses(of parent: pid_t) -> [pid_t] {
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return entries.compactMap { entry -> pid_t? in
    guard let pid = pid_t(entry),
      let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 && pid_t(fields[1]) == parent ? pid : nil
  }
}

/// `teller` itself driving a real BRLTTY's display: the focused element,
/// navigation, flashes, the display's keys, and the display given back
/// after quitting, after SIGTERM and while stopped by Ctrl-Z.
@Suite(
  "teller --braille with a real BRLTTY", .serialized,
  .enabled(if: BrlttyDisplay.isAvailable, Comment(rawValue: BrlttyDisplay.missingReason)),
  .enabled(if: BrlAPILibrary.isAvailable, "libbrlapi0.8 is not installed"))
struct TellerOnBrailleTests {
  @Test("The focused element shows on start and changes after a navigation")
  func focusAndNavigation() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let teller = try TellerOnBraille(display)
    try display.waitForLine("Teller h1")
    try teller.pane.sendKeys("Right")
    try display.waitForLine("Status Bank idle, work time 0 seconds")
    try teller.pane.sendKeys("Right")
    try display.waitForLine("Add 10 customers btn")
    try teller.pane.sendKeys("q")
    try teller.waitForStatus(0)
    try display.waitUntilReleased()
  }

  @Test("A polite announcement marks the status cell; an error flashes, then gives way")
  func announcementsOnTheDisplay() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let teller = try TellerOnBraille(
      display,
      ["--braille-flash", "1", "--batch", "1", "--deposit-time", "30", "--loan-time", "30"])
    try display.waitForLine("Teller h1")
    #expect(try display.statusCell() == " ")
    try teller.pane.sendKeys("a")
    try teller.pane.waitFor("1 customer added")
    try display.waitForStatusCell("\u{28C0}")
    #expect(try display.textLine() == "Teller h1", "the focused element stays")
    try teller.pane.sendKeys("~")
    try display.waitForLine("Unknown key tilde, press question mark")
    try display.waitForLine("Teller h1", timeout: .seconds(5))
    try teller.pane.sendKeys("q")
    try teller.waitForStatus(0)
  }

  @Test("The display's keys: line down moves focus, pan shows the rest, typed keys reach Teller")
  func displayKeys() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let teller = try TellerOnBraille(display, ["--braille-flash", "0"])
    try display.waitForLine("Teller h1")
    try display.sendKeys("Down")
    try display.waitForLine("Status Bank idle, work time 0 seconds")
    try teller.pane.waitFor("Status, Bank idle, work time 0 seconds")
    try display.sendKeys("s")
    try display.waitForLine("Bank idle, work time 0 seconds")
    // The flash stays (0: until a key); the pan key ends it.
    try display.sendKeys("Right")
    try display.waitForLine("Status Bank idle, work time 0 seconds")
    try display.sendKeys("q")
    try teller.waitForStatus(0)
    try display.waitUntilReleased()
  }

  @Test("A table's cell: its value and short headers first; a pan shows the headers in full")
  func tableCell() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let teller = try TellerOnBraille(display, ["--braille-flash", "0"])
    try display.waitForLine("Teller h1")
    for key in ["t", "j", "k"] { try teller.pane.sendKeys(key) }
    try display.waitForLine("idle, Dep1 Now")
    try display.sendKeys("Right")
    try display.waitForLine("Deposit clerk 1, Serving")
    // Past the line's end, the pan moves on to the next cell.
    try display.sendKeys("Right")
    try display.waitForLine("0, Dep1 Done")
    try teller.pane.sendKeys("q")
    try teller.waitForStatus(0)
  }

  /// Starts Teller, waits for its first line, and moves focus once, so the
  /// display shows a line only Teller writes.
  private static func startOnStatus(_ display: BrlttyDisplay) throws -> TellerOnBraille {
    let teller = try TellerOnBraille(display)
    try display.waitForLine("Teller h1")
    try teller.pane.sendKeys("Right")
    try display.waitForLine("Status Bank idle, work time 0 seconds")
    return teller
  }

  /// Ends a first run some way, checks BRLTTY has its display back, and
  /// has a second run take it and show its own first line.
  private static func secondRun(after end: (TellerOnBraille) throws -> Void) throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    try end(try startOnStatus(display))
    try display.waitUntilReleased()
    let second = try TellerOnBraille(display)
    try display.waitForLine("Teller h1")
    try second.pane.sendKeys("q")
    try second.waitForStatus(0)
  }

  @Test("After Teller quits, a second run takes the display and shows its own first line")
  func secondRunAfterQuit() throws {
    try Self.secondRun { first in
      try first.pane.sendKeys("q")
      try first.waitForStatus(0)
    }
  }

  @Test("After Teller is killed with SIGTERM, a second run takes the display")
  func secondRunAfterSIGTERM() throws {
    try Self.secondRun { first in
      kill(try first.processID(), SIGTERM)
      try first.waitForStatus(128 + SIGTERM)
    }
  }

  @Test("Ctrl-Z gives the display back while Teller is stopped; fg takes it again")
  func stopAndContinue() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let teller = try Self.startOnStatus(display)
    kill(try teller.processID(), SIGTSTP)
    try teller.waitForStatus(128 + SIGTSTP)
    try display.waitUntilReleased()
    try teller.pane.sendKeys("Enter")
    try display.waitForLine("Status Bank idle, work time 0 seconds")
    try teller.pane.sendKeys("Right")
    try display.waitForLine("Add 10 customers btn")
    try teller.pane.sendKeys("q")
    try teller.pane.waitFor("teller-exit=0")
    try display.waitUntilReleased()
  }

  @Test("Reading lines, Teller also gives the display back while stopped and takes it again")
  func stopWhileReadingLines() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let teller = try TellerOnBraille(display, readingLines: true)
    try display.waitForLine("Teller h1")
    try display.sendKeys("Down")
    try display.waitForLine("Status Bank idle, work time 0 seconds")
    let id = try teller.processID()
    kill(id, SIGTSTP)
    try display.waitUntilReleased()
    // The display is given back just before the stop; a SIGCONT sent
    // before the process has stopped would be lost.
    #expect(pollCondition(timeout: .seconds(5)) { isStopped(id) }, "Teller stopped")
    kill(id, SIGCONT)
    try display.waitForLine("Status Bank idle, work time 0 seconds")
    kill(id, SIGTERM)
    try display.waitUntilReleased()
  }

  @Test(
    "Reading lines from a pipe, braille runs beside linear text, JSON and a speech recording",
    arguments: [[], ["--ui", "json"], ["--speech-wav", "SPEECH"]])
  func pipedLines(outputs: [String]) throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let environment = [
      "BRLAPI_HOST": display.host, "BRLAPI_AUTH": "none", "WINDOWID": "", "WINDOWPATH": "",
      "CONTROLVT": "", "XDG_VTNR": "", "TELLER_SPEECH_ENGINE": "",
    ]
    let folder = FileManager.default.temporaryDirectory
    let wav = folder.appendingPathComponent("teller-braille-\(UUID().uuidString).wav").path
    let other = folder.appendingPathComponent("teller-plain-\(UUID().uuidString).wav").path
    defer {
      unlink(wav)
      unlink(other)
    }
    let script = "next\nnext\nsummary\nwait 2s\n"
    let base = ["--clock", "virtual", "--lang", "en"]
    let plain = try runTeller(
      base + outputs.map { $0 == "SPEECH" ? other : $0 }, stdin: script,
      environment: ["TELLER_SPEECH_ENGINE": ""])
    let result = try runTeller(
      base + outputs.map { $0 == "SPEECH" ? wav : $0 } + ["--braille", "--braille-flash", "0"],
      stdin: script, environment: environment)
    #expect(result.status == plain.status)
    #expect(result.stdout == plain.stdout)
    #expect(result.stderr == plain.stderr)
    if outputs.contains("SPEECH"), plain.stderr.isEmpty {
      let recorded = try Data(contentsOf: URL(fileURLWithPath: wav))
      let alone = try Data(contentsOf: URL(fileURLWithPath: other))
      #expect(recorded.count > 44, "more than a WAV header")
      #expect(recorded == alone, "the same recording with braille as without")
    }
    // The summary flashes until a key; the next line is one, so the focus
    // is the last line Teller wrote before giving the display back.
    #expect(try display.textLine() == "Add 10 customers btn")
    try display.waitUntilReleased()
  }
}
