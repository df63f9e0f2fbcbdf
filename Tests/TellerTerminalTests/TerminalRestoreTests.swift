import Foundation
import TellerInput
import TellerSession
import TellerTestSupport
import Testing

/// The probe program in a real terminal under tmux: raw mode while it runs,
/// and the terminal's settings restored on every way out.
@Suite("Terminal restore in tmux", .serialized)
struct TerminalRestoreTests {
  private static var probe: String {
    TestSupport.productsDirectory.appendingPathComponent("teller-terminal-probe").path
  }

  private func start() throws -> (session: TmuxSession, cooked: String) {
    try TmuxSession.startProbe(Self.probe, ready: "Probe ready")
  }

  private func processID(_ session: TmuxSession) throws -> Int32 {
    try session.shownProcessID()
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
    let screen = try session.waitFor("probe-status=130")
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
  func restoredOnSIGQUITAndEndedWith131() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    #expect(kill(try processID(session), SIGQUIT) == 0)
    try session.waitFor("probe-status=131")
    #expect(try session.terminalSettings() == cooked)
    #expect(!(try session.capture().contains("Backtrace")))
  }

  @Test(
    "A crash signal another process sends (no fault to come again) still ends it, restored",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: [SIGSEGV, SIGABRT])
  func restoredOnASentCrashSignal(signal: Int32) throws {
    let (session, cooked) = try TmuxSession.startProbe(
      Self.probe, ready: "Probe ready", environment: ["SWIFT_BACKTRACE": "enable=no"])
    defer { session.finish() }
    #expect(kill(try processID(session), signal) == 0)
    try session.waitFor("probe-status=\(128 + signal)")
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
