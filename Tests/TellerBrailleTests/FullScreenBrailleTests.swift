import Foundation
import TellerBraille
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `teller --braille` with the full-screen view up at the same time, and
/// stops with braille on: Ctrl-Z read as a key and SIGTSTP from outside,
/// in the full screen and in linear mode, against a real BRLTTY whose
/// display is drawn in another tmux pane.
@Suite(
  "The full screen and braille together, and stops with braille on", .serialized,
  .enabled(if: BrlttyDisplay.isAvailable, Comment(rawValue: BrlttyDisplay.missingReason)),
  .enabled(if: BrlAPILibrary.isAvailable, "libbrlapi0.8 is not installed"))
struct FullScreenBrailleTests {
  /// The first full screen's status line.
  static let ready = "│ Virtual clock. Time moves only on the wait line command"

  /// Starts Teller at 80×24 under a job-control shell, showing a view
  /// (`tui` or `linear`) and braille on the display, and waits for both
  /// to show the first focus.
  private func start(
    _ display: BrlttyDisplay, view: String, _ extra: [String] = []
  ) throws -> (session: TmuxSession, cooked: String) {
    let started = try TmuxSession.startTeller(
      ["--ui", view, "--clock", "virtual", "--seed", "1", "--lang", "en", "--braille"] + extra,
      environment: [
        "BRLAPI_HOST": display.host, "BRLAPI_AUTH": "none", "WINDOWID": "", "WINDOWPATH": "",
        "CONTROLVT": "", "XDG_VTNR": "", "LANG": "C.UTF-8", "TELLER_UI": "",
        "TELLER_SPEECH_ENGINE": "",
      ])
    try started.session.waitFor(view == "tui" ? Self.ready : "Teller, heading level 1")
    try display.waitForLine("Teller h1")
    return started
  }

  /// The row of the screen that holds a text.
  private func row(of text: String, in screen: String) -> Int? {
    screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(text)
    }
  }

  /// Waits until the full screen's cursor rests on the row holding a text.
  private func waitForCursor(on text: String, _ session: TmuxSession) throws {
    try session.waitUntil("the cursor is on the row of '\(text)'") {
      let screen = try session.capture()
      return try session.cursor().y == row(of: text, in: screen) ?? -1
    }
  }

  @Test(
    "Keys on the terminal and on the display move one focus, shown on the screen and the display")
  func fullScreenWithBraille() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let (session, cooked) = try start(display, view: "tui", ["--braille-flash", "0"])
    defer { session.finish() }
    #expect(session.isFullScreen)
    #expect(try session.cursor() == (2, 0), "the cursor on the focused title")

    try session.type("a")
    try session.waitFor("Waiting (7)")
    try session.type("l")
    try waitForCursor(on: "│ │ 3 - Deposit", session)
    // The first waiting customer, and the next one only if it fits whole
    // in 40 cells: it does not.
    try display.waitForLine("Customer 3, deposit 1/7")

    // At a clerk, the clerk is the item's value, set off by a comma.
    try session.type("l")
    try waitForCursor(on: "1 - Deposit       clerk 1", session)
    try display.waitForLine("Customer 1, deposit, clerk 1 1/3")

    // Line down on the display moves the session's focus: the full screen
    // follows.
    try display.sendKeys("Down")
    try display.waitForLine("Customer 2, deposit, clerk 2 2/3")
    try waitForCursor(on: "2 - Deposit       clerk 2", session)

    // The help is modal for the display's keys too: line down moves
    // inside it; Escape brings focus back.
    try session.type("?")
    try session.waitFor("Right or Tab: next item")
    try display.waitForLine("Help h2")
    try display.sendKeys("Down")
    try display.waitForLine("Keys h3")
    try session.sendKeys("Escape")
    try display.waitForLine("Customer 2, deposit, clerk 2 2/3")

    // The screen curtain blanks the screen; braille goes on.
    try session.type("c")
    try session.waitUntil("the screen is blank") {
      try session.capture().trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
    try session.type("H")
    try display.waitForLine("Processing 3 customers h2")

    try session.type("q")
    try session.waitFor("teller-status=0")
    #expect(try session.restoreProblems(cooked: cooked) == [])
    try display.waitUntilReleased()
  }

  @Test(
    "A stop gives the display back with the terminal restored; fg takes it again and repaints",
    arguments: [("tui", "C-z"), ("tui", "TSTP"), ("linear", "C-z")])
  func stopAndContinue(view: String, way: String) throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let (session, cooked) = try start(display, view: view)
    defer { session.finish() }
    try session.sendKeys("Right")
    try display.waitForLine("Status Bank idle, work time 0 seconds")

    try session.stopTeller(way)
    #expect(try session.restoreProblems(cooked: cooked) == [])
    try display.waitUntilReleased()

    try session.continueTeller()
    try display.waitForLine("Status Bank idle, work time 0 seconds")
    if view == "tui" {
      try session.waitUntil("the full screen is back, repainted") {
        try session.isFullScreen && session.capture().contains("Add 10 customers")
      }
    }
    #expect(try session.terminalFlags().isSuperset(of: ["-icanon", "-echo", "-isig"]))
    try session.sendKeys("Right")
    try display.waitForLine("Add 10 customers btn")
    if view == "tui" { try waitForCursor(on: "Add 10 customers", session) }

    try session.type("q")
    try session.waitFor("teller-exit=0")
    #expect(try session.restoreProblems(cooked: cooked) == [])
    try display.waitUntilReleased()
  }
}
