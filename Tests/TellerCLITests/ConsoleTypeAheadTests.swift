import Foundation
import TellerTestSupport
import Testing

/// `teller console` at a real terminal under tmux: a key typed while a
/// business day runs is neither echoed into the day's lines nor read by
/// the next menu.
@Suite("The console's type-ahead, end to end", .serialized)
struct ConsoleTypeAheadTests {
  @Test(
    "A 2 typed during the day is not echoed and does not quit the next menu",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func typeAheadIsDiscarded() throws {
    // Seed 10's first day has 11 customers and lasts 4.40 s on the real clock.
    let (session, cooked) = try TmuxSession.startTeller(
      ["console", "--seed", "10", "--lang", "en"], height: 40)
    defer { session.finish() }
    try session.waitFor("Input :")
    try session.type("1")
    try session.sendKeys("Enter")
    try session.waitFor("Customer 1 ")
    #expect(try !session.terminalFlags().contains("echo"), "no echo while the day runs")
    try session.type("2")
    try session.sendKeys("Enter")
    var screen = try session.waitFor("served today in 4.40 seconds.", timeout: .seconds(30))
    try session.waitUntil("the next prompt") {
      screen = try session.capture()
      return screen.components(separatedBy: "Input :").count == 3
    }
    let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!lines.contains("2"), "the 2 typed during the day is not echoed")
    #expect(try session.terminalSettings() == cooked, "echo is back at the prompt")
    // The menu did not take the early 2: it answers what comes now.
    try session.type("x")
    try session.sendKeys("Enter")
    try session.waitFor("Invalid input. Please enter 1 or 2.")
    #expect(!(try session.capture()).contains("teller-status"))
    try session.type("2")
    try session.sendKeys("Enter")
    try session.waitFor("teller-status=0")
    #expect(try session.terminalSettings() == cooked)
  }
}
