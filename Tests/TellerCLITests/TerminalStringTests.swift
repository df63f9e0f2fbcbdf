import Foundation
import TellerTestSupport
import Testing

/// The strings a terminal sends (OSC, DCS, APC, PM, SOS), arriving at a
/// real terminal under tmux in the full-screen view and in linear mode:
/// nothing inside one acts, and one whose end never comes is ended half a
/// second later as one unknown key, after which keys act. Every wait
/// polls; none sleeps.
@Suite("Terminal strings, end to end", .serialized)
struct TerminalStringTests {
  /// Replies and strings as terminals send them, with letters inside that
  /// would add (a), reset (x), quit (q), turn the rotor and move focus.
  static let strings = [
    "\u{1B}]0;axq\u{7}",
    "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
    "\u{1B}P1+r544e=787465726d\u{1B}\\",
    "\u{1B}_Gi=31;OK\u{1B}\\",
    "\u{1B}^axq\u{1B}\\",
    "\u{1B}Xaxq\u{7}",
  ]

  @Test(
    "Strings with a, x and q inside add nothing, reset nothing and quit nothing",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["tui", "linear"])
  func nothingInsideActs(view: String) throws {
    let (session, cooked) = try TmuxSession.startTeller(view: view)
    defer { session.finish() }
    let before = try session.capture()
    for string in Self.strings { try session.sendBytes(Array(string.utf8)) }
    // A key after them all: its answer shows they were all read.
    try session.type("a")
    let screen = try session.waitFor("10 customers added")
    #expect(screen.components(separatedBy: "customers added").count == 2, "\(screen)")
    #expect(!screen.contains("Unknown key"), "\(screen)")
    #expect(!screen.contains("reset"), "\(screen)")
    if view == "linear" {
      // Nothing was said between the first screen and the answer to a.
      let said = screen.split(separator: "\n").filter { !before.contains($0) }
      #expect(said.allSatisfy { $0.contains("customers added") || $0.contains("teller") })
    }
    try session.type("q")
    try session.waitFor("teller-status=0")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }

  @Test(
    "A string whose end never comes is one unknown key, and the keys after it act",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["tui", "linear"])
  func cutOffStringEnds(view: String) throws {
    let (session, cooked) = try TmuxSession.startTeller(view: view)
    defer { session.finish() }
    try session.sendBytes(Array("\u{1B}]11;rgb:0000/00".utf8))
    try session.waitFor("Unknown key sequence", timeout: .seconds(5))
    try session.type("a")
    try session.waitFor("10 customers added")
    try session.type("q")
    try session.waitFor("teller-status=0")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }
}
