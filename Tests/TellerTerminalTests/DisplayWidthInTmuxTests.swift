import Foundation
import TellerTestSupport
import TellerText
import Testing

/// `displayWidth` against a real terminal: tmux draws each sample, and its
/// cursor must end where the width says.
@Suite("Display width in tmux", .serialized)
struct DisplayWidthInTmuxTests {
  @Test(
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: [
      "Add 10 customers", "업무시간 - 00:01:000", "中文カナ", "ＡＢ", "😀🏦", "e\u{301}x",
      "\u{1112}\u{1161}\u{11AB}", "👩\u{200D}💻", "👨\u{200D}👩\u{200D}👧", "👍\u{1F3FD}", "🇰🇷",
      "❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "a\u{200B}b",
    ])
  func cursorEndsWhereTheWidthSays(sample: String) throws {
    let session = try TmuxSession(
      command: "printf '%s|' \"$SAMPLE\"; sleep 600", environment: ["SAMPLE": sample])
    defer { session.finish() }
    try session.waitFor("|")
    #expect(try session.paneFormat("#{cursor_x}") == String(displayWidth(sample) + 1), "\(sample)")
  }
}
