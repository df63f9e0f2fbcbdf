import Foundation
import TellerInput
import TellerSession
import TellerTestSupport
import Testing

/// The full-screen probe in a real terminal under tmux: the alternate
/// screen, raw keys and bracketed paste while it runs, and the terminal
/// exactly as it was (settings, main screen, cursor shown) on every way out.
@Suite("Full-screen terminal in tmux", .serialized)
struct FullScreenTerminalTests {
  private static var probe: String {
    TestSupport.productsDirectory.appendingPathComponent("teller-screen-probe").path
  }

  private func start(environment: [String: String] = [:]) throws -> (
    session: TmuxSession, cooked: String
  ) {
    try TmuxSession.startProbe(Self.probe, ready: "Probe 80×24", environment: environment)
  }

  private func processID(_ session: TmuxSession) throws -> Int32 {
    try session.shownProcessID()
  }

  /// The terminal is as the shell left it: same settings, main screen,
  /// cursor shown.
  private func expectRestored(
    _ session: TmuxSession, cooked: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(try session.restoreProblems(cooked: cooked) == [], sourceLocation: sourceLocation)
    #expect(try session.capture().contains("shell-ready"), sourceLocation: sourceLocation)
  }

  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func fullScreenWhileRunningAndRestoredAfterQuit() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    #expect(try session.paneFormat("#{alternate_on}") == "1")
    #expect(try session.terminalFlags().isSuperset(of: ["-icanon", "-echo", "-isig"]))
    let screen = try session.capture()
    #expect(!screen.contains("shell-ready"))
    // The cursor rests on the focused button's label.
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(lines.firstIndex { $0.contains("Add 10 customers") })
    let column = try #require(lines[row].range(of: "Add 10 customers")).lowerBound
    let x = lines[row][..<column].count
    #expect(try session.paneFormat("#{cursor_x},#{cursor_y}") == "\(x),\(row)")
    #expect(try session.paneFormat("#{cursor_flag}") == "1")

    for (keys, name) in [
      ("M-x", "Alt-x"), ("M-a", "Alt-a"), ("F1", "F1"), ("F12", "F12"), ("DC", "Delete"),
      ("IC", "Insert"), ("PPage", "Page Up"), ("NPage", "Page Down"), ("Home", "Home"),
    ] {
      try session.sendKeys(keys)
      try session.waitFor("Key: \(name) ")
    }
    // Ctrl-\ arrives as its byte in raw mode, instead of sending SIGQUIT.
    try session.type("\u{1C}")
    try session.waitFor("Key: Ctrl-\\ ")
    try session.paste("add\nreset")
    try session.waitFor("Key: Paste (9 characters)")
    try session.type("q")
    try session.waitFor("probe-status=0")
    try expectRestored(session, cooked: cooked)
  }

  @Test(
    "Each terminating signal restores the terminal and ends with 128 + the signal",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131)])
  func restoredOnSignal(signal: Int32, status: Int) throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    #expect(kill(try processID(session), signal) == 0)
    try session.waitFor("probe-status=\(status)")
    try expectRestored(session, cooked: cooked)
  }

  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func restoredAfterCtrlCAndAThrownError() throws {
    for (key, status) in [("C-c", 130), ("e", 1)] {
      let (session, cooked) = try start()
      defer { session.finish() }
      try session.sendKeys(key)
      try session.waitFor("probe-status=\(status)")
      try expectRestored(session, cooked: cooked)
    }
  }

  @Test(
    "Noise on standard error never lands on the full screen; it is written out after leaving",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func standardErrorKeptOffTheScreen() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    try session.type("n")
    let screen = try session.waitFor("Key: n ")
    #expect(!screen.contains("probe noise"))
    try session.type("q")
    let after = try session.waitFor("probe-status=0")
    #expect(after.contains("probe noise on standard error"))
    try expectRestored(session, cooked: cooked)
  }

  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func restoredAfterACrash() throws {
    let (session, cooked) = try start(environment: ["SWIFT_BACKTRACE": "enable=no"])
    defer { session.finish() }
    try session.type("k")
    let screen = try session.waitFor("probe-status=", timeout: .seconds(30))
    let marker = try #require(screen.range(of: "probe-status="))
    let status = Int32(String(screen[marker.upperBound...].prefix { $0.isNumber }))
    // The fault comes again after the terminal is restored, and ends the
    // probe by its own signal: `fatalError` traps with an illegal
    // instruction on x86-64, a breakpoint elsewhere.
    #if arch(x86_64)
      #expect(status == 128 + SIGILL, "\(screen)")
    #else
      #expect(status == 128 + SIGTRAP, "\(screen)")
    #endif
    // What the crash wrote to standard error, kept off the full screen, is
    // written on the main screen once it is left, then the crash's line (the
    // two may scroll up into the history).
    let written = try session.captureWithHistory()
    let fatal = try #require(
      written.range(of: "Fatal error: The probe crashed on purpose."), "\(written)")
    let line = try #require(written.range(of: "teller: Teller crashed on a failed internal check"))
    #expect(fatal.upperBound < line.lowerBound, "the line comes last")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }

  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func ctrlZStopsRestoredAndFgRepaints() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    try session.sendKeys("C-z")
    try session.waitFor("probe-status=148")
    try expectRestored(session, cooked: cooked)
    try session.type("again")
    try session.sendKeys("Enter")
    try session.waitUntil("full screen is back") {
      try session.paneFormat("#{alternate_on}") == "1"
        && session.capture().contains("Probe 80×24")
    }
    #expect(try session.terminalFlags().contains("-isig"))
    try session.type("x")
    try session.waitFor("Key: x ")
    try session.type("q")
    try session.waitFor("probe-exit=0")
    try expectRestored(session, cooked: cooked)
  }

  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func resizeLaysOutAgain() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    try session.resize(width: 100, height: 30)
    try session.waitFor("Probe 100×30")
    let wide = try session.capture().split(separator: "\n")
    #expect(wide.first?.hasPrefix("┌ Probe ─") == true)
    #expect(wide.first?.hasSuffix("┐") == true)
    #expect(wide.first.map { $0.count } == 100)
    try session.resize(width: 30, height: 8)
    try session.waitFor("needs at least")
    try session.type("q")
    try session.waitFor("probe-status=0")
    try expectRestored(session, cooked: cooked)
  }
}
