import Foundation
import TellerTestSupport
import Testing

/// The line that says why speech is off reaches a user of the full-screen
/// view at once, and standard error still has it.
@Suite("Notices in the full-screen view, end to end", .serialized)
struct NoticeCLITests {
  @Test(
    "A failed --speech shows in the message area at once, and on standard error after",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func failedSpeechShows() throws {
    let (session, cooked) = try TmuxSession.startTeller(
      [
        "--ui", "tui", "--clock", "virtual", "--lang", "en", "--speech", "--speech-engine",
        "espeak",
      ],
      environment: ["TELLER_ESPEAK_LIBRARY": "/nonexistent/libespeak-ng.so.1"])
    defer { session.finish() }
    try session.waitFor("│ Speech is off: /nonexistent/libespeak-ng.so.1 not")
    #expect(session.isFullScreen)
    try session.type("q")
    let screen = try session.waitFor("teller-status=0")
    #expect(screen.contains("teller: speech is off: /nonexistent/libespeak-ng.so.1 not found"))
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }
}
