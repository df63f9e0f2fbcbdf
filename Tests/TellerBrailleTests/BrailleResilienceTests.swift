import Foundation
import TellerBraille
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// BRLTTY that never answers, and signals that end Teller: Teller neither
/// waits for braille nor keeps the display.
@Suite(
  "Braille that does not answer, and the display let go at once", .serialized,
  .enabled(if: BrlAPILibrary.isAvailable, "libbrlapi0.8 is not installed"))
struct BrailleResilienceTests {
  static let noAnswer = "did not answer within 3 seconds"

  /// Runs Teller reading lines with and without braille from a silent
  /// server, and how long the run with braille took.
  private static func againstSilentServer(
    _ script: String
  ) throws -> (plain: ProcessResult, braille: ProcessResult, elapsed: Duration, host: String) {
    let server = try SilentBrlAPIServer()
    defer { server.finish() }
    let arguments = ["--clock", "virtual", "--lang", "en"]
    let plain = try runTeller(arguments, stdin: script)
    let clock = ContinuousClock()
    let start = clock.now
    let result = try runTeller(
      arguments + ["--braille"], stdin: script,
      environment: ["BRLAPI_HOST": server.host, "BRLAPI_AUTH": "none"])
    return (plain, result, clock.now - start, server.host)
  }

  @Test("A server that accepts and never answers: quit ends Teller at once, saying nothing")
  func silentServerQuit() throws {
    let (plain, result, elapsed, _) = try Self.againstSilentServer("next\nquit\n")
    #expect(result.status == plain.status)
    #expect(result.stdout == plain.stdout)
    #expect(result.stderr == plain.stderr)
    #expect(elapsed < .seconds(2), "quit waited \(elapsed) for the silent server")
  }

  @Test("At the end of input, Teller waits at most 3 seconds and says BRLTTY did not answer")
  func silentServerEndOfInput() throws {
    let (plain, result, elapsed, host) = try Self.againstSilentServer("next\n")
    #expect(result.status == plain.status)
    #expect(result.stdout == plain.stdout)
    #expect(
      result.stderr
        == "teller: braille is off: BRLTTY at \(host) \(Self.noAnswer); check that BRLTTY"
        + " runs there, or set BRLAPI_HOST to where it listens.\n" + plain.stderr)
    #expect(elapsed < .seconds(8), "waited \(elapsed)")
  }

  @Test(
    "At a terminal with a silent server, the first line comes at once and keys work",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
  func silentServerAtATerminal() throws {
    let server = try SilentBrlAPIServer()
    defer { server.finish() }
    let clock = ContinuousClock()
    let start = clock.now
    // Linear, as with the BRLTTY a braille reader runs: with no screen
    // reader of this user's running, `auto` would choose the full screen.
    let teller = try TellerOnBraille(host: server.host, environment: ["TELLER_UI": "linear"])
    #expect(clock.now - start < .seconds(2), "the welcome waited for braille")
    try teller.pane.sendKeys("Right")
    try teller.pane.waitFor("Status, Bank idle")
    try teller.pane.waitFor(Self.noAnswer)
    try teller.pane.sendKeys("Right")
    try teller.pane.waitFor("Add 10 customers, button")
    try teller.pane.sendKeys("q")
    try teller.waitForStatus(0)
    let screen = try teller.pane.capture()
    #expect(screen.components(separatedBy: Self.noAnswer).count == 2, "said once")
  }

  @Test(
    "SIGTERM and SIGHUP give the display back at once, reading keys and reading lines",
    .enabled(if: BrlttyDisplay.isAvailable, Comment(rawValue: BrlttyDisplay.missingReason)),
    arguments: [(SIGTERM, false), (SIGHUP, false), (SIGTERM, true), (SIGHUP, true)])
  func endingSignals(signal: Int32, readingLines: Bool) throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let teller = try TellerOnBraille(display, readingLines: readingLines)
    try display.waitForLine("Teller h1")
    try display.sendKeys("Down")
    try display.waitForLine("Status Bank idle, work time 0 seconds")
    let id = try teller.processID()
    let clock = ContinuousClock()
    let start = clock.now
    kill(id, signal)
    try display.waitUntilReleased(timeout: .seconds(2), pressing: .milliseconds(50))
    let released = clock.now - start
    if readingLines {
      // The shell waits for the whole pipeline (sleep | teller) before it
      // says a status; Teller itself has ended.
      #expect(pollCondition(timeout: .seconds(5)) { hasEnded(id) }, "Teller ended")
    } else {
      try teller.waitForStatus(128 + signal)
    }
    #expect(released < .seconds(1), "the display came back after \(released)")
  }
}

/// Whether a process has ended: gone from `/proc`, or a zombie.
private func hasEnded(_ process: pid_t) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return true }
  return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
}
