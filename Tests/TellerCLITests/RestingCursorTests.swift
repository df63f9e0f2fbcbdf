import Foundation
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Linear mode at a terminal rests the cursor on the last character of
/// the newest line, where BRLTTY reading the terminal shows it, and every way out
/// leaves the shell's prompt on a fresh line; pipes get ordinary lines.
@Suite("The cursor rests on the newest line, end to end", .serialized)
struct RestingCursorTests {
  /// The screen's rows, and the row and text the cursor is on.
  private func cursorLine(_ session: TmuxSession) throws -> (row: Int, column: Int, text: String) {
    let rows = try session.capture().split(separator: "\n", omittingEmptySubsequences: false)
    let cursor = try session.cursor()
    return (cursor.y, cursor.x, cursor.y < rows.count ? String(rows[cursor.y]) : "")
  }

  private func start() throws -> (session: TmuxSession, cooked: String) {
    try TmuxSession.startTeller([
      "--ui", "linear", "--clock", "virtual", "--seed", "1", "--lang", "en",
    ])
  }

  @Test(
    "After each line the cursor sits at its end; after q the prompt starts a line of its own",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func restsOnTheNewestLine() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    try session.waitFor("Teller, heading level 1")
    var at = try cursorLine(session)
    #expect(at.text == "Teller, heading level 1")
    #expect(at.column == "Teller, heading level 1".count - 1, "on the last character")
    try session.type("a")
    try session.waitFor("10 customers added")
    try session.type("n")
    try session.waitFor("Status, 7 waiting")
    at = try cursorLine(session)
    #expect(at.text.hasPrefix("Status, 7 waiting"), "\(at)")
    #expect(at.column == at.text.count - 1, "on the last character")
    // An error, on standard error, rests on the same terminal.
    try session.type("z")
    try session.waitFor("Error: Unknown key z")
    at = try cursorLine(session)
    #expect(at.text == "Error: Unknown key z, press question mark for help")
    #expect(at.column == at.text.count - 1, "on the last character")
    try session.type("q")
    let screen = try session.waitFor("teller-status=0")
    #expect(screen.contains("\nteller-status=0"), "the prompt on a fresh line:\n\(screen)")
    #expect(!screen.contains("helpteller-status"))
    #expect(!screen.contains("help\n\nteller-status"), "no empty line before it")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }

  @Test(
    "SIGTERM, Ctrl-C and Ctrl-Z leave the prompt on a fresh line too",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["TERM", "C-c", "C-z"])
  func everyWayOut(way: String) throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    try session.waitFor("Teller, heading level 1")
    switch way {
    case "TERM": kill(try session.tellerProcessID(), SIGTERM)
    case "C-z": try session.sendKeys("C-z")
    default: try session.sendKeys(way)
    }
    let screen = try session.waitFor("teller-status=")
    #expect(screen.contains("Teller, heading level 1\n"), "\(screen)")
    #expect(!screen.contains("level 1teller-status"))
    #expect(try session.restoreProblems(cooked: cooked) == [])
    if way == "C-z" {
      try session.continueTeller()
      try session.waitUntil("raw mode is back") {
        try session.terminalFlags().contains("-icanon")
      }
      try session.type("s")
      try session.waitFor("Bank idle, work time 0 seconds")
      let at = try cursorLine(session)
      #expect(at.text == "Bank idle, work time 0 seconds", "after fg, no empty line first")
      try session.type("q")
      try session.waitFor("teller-exit=0")
    }
  }

  @Test("Pipes and files still get ordinary lines, each ending in a line break")
  func pipesGetOrdinaryLines() throws {
    let result = try runTeller(["--clock", "virtual", "--lang", "en"], stdin: "add\nsummary\n")
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("\n"))
    #expect(!result.stdout.hasPrefix("\n"))
    #expect(!result.stdout.contains("\n\n"))
  }

  @Test(
    "The screen curtain in linear mode: the terminal is cleared to one line and stays so",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func curtain() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    try session.waitFor("Teller, heading level 1")
    try session.type("a")
    try session.waitFor("10 customers added")
    try session.type("c")
    try session.waitUntil("the terminal is cleared") {
      try session.capture().split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty } == ["Screen curtain on"]
    }
    for key in ["n", "s", "z", "h"] { try session.type(key) }
    try session.type("w")
    // Nothing shows, errors included; the next key after the curtain lifts
    // proves the keys were read.
    let still = try session.capture()
    #expect(!still.contains("Status") && !still.contains("Error"), "\(still)")
    try session.type("c")
    try session.waitFor("Screen curtain off")
    try session.type("s")
    let screen = try session.waitFor("7 waiting, 3 being served")
    let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    #expect(lines.first == "Screen curtain on", "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("Teller") || $0.contains("customers added") })
    try session.type("q")
    try session.waitFor("teller-status=0")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }

  @Test(
    "The curtain keeps the scrollback: the user's own work and what Teller said stay in it",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func curtainKeepsTheScrollback() throws {
    // The user's own work, enough to fill the screen and reach the history.
    let (session, _) = try TmuxSession.startTeller(
      ["--ui", "linear", "--clock", "virtual", "--seed", "1", "--lang", "en"],
      prefix: "seq -f user-work-%g 1 40; ")
    defer { session.finish() }
    try session.waitFor("Teller, heading level 1")
    try session.type("a")
    try session.waitFor("10 customers added")
    let before = try session.historySize()
    #expect(before > 0, "the user's work reached the history")
    try session.type("c")
    try session.waitUntil("the screen is blank but for the curtain's line") {
      try session.capture().split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty } == ["Screen curtain on"]
    }
    #expect(try session.historySize() >= before, "nothing of the history is erased")
    let history = try session.captureWithHistory()
    for line in ["user-work-1", "user-work-40", "Teller, heading level 1", "10 customers added"] {
      #expect(history.contains(line), "\(line) is in the scrollback")
    }
    // What was on the screen went up into the history, in its order.
    let lines = history.split(separator: "\n").map(String.init)
    let added = try #require(lines.firstIndex { $0.contains("10 customers added") })
    let curtain = try #require(lines.lastIndex { $0.contains("Screen curtain on") })
    #expect(added < curtain)
    try session.type("q")
    try session.waitFor("teller-status=0")
  }
}
