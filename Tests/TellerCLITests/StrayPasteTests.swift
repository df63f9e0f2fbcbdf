import Foundation
import TellerTestSupport
import Testing

/// A paste's start marker with no end (a terminal that drops the end, a
/// cut-off stream) in a real terminal under tmux, in the full-screen view
/// and in linear mode: the paste is ended a second later, and the keys
/// after it act; Ctrl-C ends Teller even inside the paste. Every wait
/// polls; none sleeps.
@Suite("A stray paste start, end to end", .serialized)
struct StrayPasteTests {
  /// `ESC [ 2 0 0 ~`, with no `ESC [ 2 0 1 ~` to follow.
  static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
  static let notice = "Pasted text ignored"

  /// Sends a stray paste start and waits until Teller has ended it: the
  /// notice shows once more (linear) or in the message area (full screen).
  private func strayPaste(_ session: TmuxSession, view: String, count: Int) throws {
    func messageShowsNotice() throws -> Bool {
      try session.capture().contains("│ " + Self.notice)
    }
    if view == "tui" {
      // Where am I first, so the message area no longer shows the notice.
      try session.type("w")
      try session.waitUntil("the message area changes") { try !messageShowsNotice() }
    }
    try session.sendBytes(Self.pasteStart)
    try session.waitUntil("the paste is ended (\(count))", timeout: .seconds(5)) {
      if view == "tui" { return try messageShowsNotice() }
      return try session.capture().components(separatedBy: Self.notice).count - 1 == count
    }
  }

  @Test(
    "After a stray paste start, s, the help, Escape, Ctrl-Z and Ctrl-D act",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["tui", "linear"])
  func keysAct(view: String) throws {
    let (session, cooked) = try TmuxSession.startTeller(view: view)
    defer { session.finish() }
    try strayPaste(session, view: view, count: 1)
    try session.type("s")
    try session.waitFor("Bank idle")
    try session.type("?")
    try session.waitFor(view == "tui" ? "Right or Tab: next item" : "Help, heading level 2")
    try strayPaste(session, view: view, count: 2)
    try session.sendKeys("Escape")
    try session.waitUntil("the help closes") {
      let screen = try session.capture()
      return view == "tui"
        ? !screen.contains("Right or Tab")
        : screen.contains(Self.notice + "\nTeller, heading level 1")
    }
    // The help is closed: a bank key works again.
    try session.type("a")
    try session.waitFor("10 customers added")
    try strayPaste(session, view: view, count: 3)
    try session.stopTeller("C-z")
    #expect(try session.restoreProblems(cooked: cooked) == [])
    try session.continueTeller()
    try session.waitUntil("Teller is back") { !(try session.capture()).contains("teller-exit") }
    try strayPaste(session, view: view, count: 4)
    try session.sendKeys("C-d")
    try session.waitFor("teller-exit=0")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }

  @Test(
    "Ctrl-C inside a paste that never ends quits at once, with status 130",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["tui", "linear"])
  func controlCInsideThePaste(view: String) throws {
    let (session, cooked) = try TmuxSession.startTeller(view: view)
    defer { session.finish() }
    try session.sendBytes(Self.pasteStart + Array("add".utf8))
    try session.sendKeys("C-c")
    try session.waitFor("teller-status=130")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }

  @Test(
    "q after a stray paste start quits",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["tui", "linear"])
  func quitAfterThePaste(view: String) throws {
    let (session, cooked) = try TmuxSession.startTeller(view: view)
    defer { session.finish() }
    try strayPaste(session, view: view, count: 1)
    try session.type("q")
    try session.waitFor("teller-status=0")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }
}
