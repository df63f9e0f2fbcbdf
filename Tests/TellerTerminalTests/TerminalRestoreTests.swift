import Foundation
import TellerTestSupport
import Testing

/// The probe program in a real terminal under tmux: raw mode while it runs,
/// and the terminal's settings restored on every way out.
@Suite("Terminal restore in tmux", .serialized)
struct TerminalRestoreTests {
  private static var probe: String {
    TestSupport.productsDirectory.appendingPathComponent("teller-terminal-probe").path
  }

  /// Starts the probe after the test has read the terminal's cooked settings.
  ///
  /// The shell waits for a line before starting the probe and, with job
  /// control on, waits for another before bringing a stopped probe back;
  /// it traps SIGINT so that a probe ended by SIGINT does not end it too.
  private func start() throws -> (session: TmuxSession, cooked: String) {
    let script =
      "set -m; trap : INT; echo shell-ready; read go; '\(Self.probe)'; echo probe-status=\\$?; read again; fg; echo probe-exit=\\$?; sleep 600"
    let session = try TmuxSession(command: "sh -c \"\(script)\"")
    // Read the cooked settings only once the shell is running and waiting
    // for its line, so nothing else changes them afterwards.
    try session.waitFor("shell-ready")
    let cooked = try session.terminalSettings()
    try session.type("go")
    try session.sendKeys("Enter")
    try session.waitFor("Probe ready")
    return (session, cooked)
  }

  private func processID(_ session: TmuxSession) throws -> Int32 {
    let screen = try session.capture()
    let marker = try #require(screen.range(of: "process "))
    let digits = screen[marker.upperBound...].prefix { $0.isNumber }
    return try #require(Int32(String(digits)))
  }

  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func rawWhileRunningAndRestoredAfterQuit() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    let flags = try session.terminalFlags()
    #expect(flags.isSuperset(of: ["-icanon", "-echo", "-isig", "-icrnl", "opost"]))
    try session.type("a")
    try session.sendKeys("Right", "BTab", "C-c")
    let screen = try session.waitFor("probe-status=0")
    #expect(screen.contains("Key a: addCustomers."))
    #expect(screen.contains("Key Right: next."))
    #expect(screen.contains("Key Shift-Tab: previous."))
    #expect(screen.contains("Quit by Ctrl-C."))
    #expect(try session.terminalSettings() == cooked)
  }

  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func restoredOnSIGTERM() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    #expect(try session.terminalSettings() != cooked)
    #expect(kill(try processID(session), SIGTERM) == 0)
    try session.waitFor("probe-status=143")
    #expect(try session.terminalSettings() == cooked)
  }

  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func restoredOnSIGINT() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    #expect(kill(try processID(session), SIGINT) == 0)
    try session.waitFor("probe-status=130")
    #expect(try session.terminalSettings() == cooked)
  }

  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func restoredWhileStoppedAndRawAgainAfterContinuing() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    #expect(kill(try processID(session), SIGTSTP) == 0)
    try session.waitFor("probe-status=148")
    #expect(try session.terminalSettings() == cooked)
    try session.type("again")
    try session.sendKeys("Enter")
    try session.waitUntil("raw mode is back") { try session.terminalFlags().contains("-isig") }
    try session.type("x")
    try session.waitFor("Key x: reset.")
    try session.type("q")
    try session.waitFor("probe-exit=0")
    #expect(try session.terminalSettings() == cooked)
  }
}
