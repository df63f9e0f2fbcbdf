import Foundation
import TellerBraille
import TellerTestSupport
import Testing

/// How much of the time a braille reader has the focused element under
/// their fingers while the bank is busy, measured on a real BRLTTY's
/// display.
@Suite(
  "Braille keeps focus in a busy bank", .serialized,
  .enabled(if: BrlttyDisplay.isAvailable, Comment(rawValue: BrlttyDisplay.missingReason)),
  .enabled(if: BrlAPILibrary.isAvailable, "libbrlapi0.8 is not installed"))
struct BrailleFocusShareTests {
  /// The least share of samples that must show the focused element.
  static let leastShare = 0.8

  @Test(
    "Adding customers every second for 15 s, the focused element shows at least 80% of the time")
  func busyBank() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let teller = try TellerOnBraille(display)
    try display.waitForLine("Teller h1")
    // The Waiting heading, whose count changes with every add.
    try teller.pane.sendKeys("2")
    try display.waitForLine("Waiting no customers h2")
    func showsFocus(_ line: String) -> Bool {
      line.hasPrefix("Waiting ") && line.hasSuffix(" h2")
    }

    // Sample the display four times a second for 15 seconds, pressing `a`
    // once a second. The pauses are the sampling itself, not waits for
    // something to happen.
    let clock = ContinuousClock()
    let start = clock.now
    var samples = 0
    var focused = 0
    var shown: [String: Int] = [:]
    for tick in 0..<60 {
      if tick % 4 == 0 { try teller.pane.sendKeys("a") }
      let next = start + .milliseconds(250 * (tick + 1))
      Thread.sleep(forTimeInterval: max(0, (next - clock.now) / .seconds(1)))
      let line = try display.textLine()
      samples += 1
      if showsFocus(line) { focused += 1 } else { shown[line, default: 0] += 1 }
    }
    let share = Double(focused) / Double(samples)
    print("braille focus share: \(focused) of \(samples) samples (\(Int(share * 100))%)")
    #expect(
      share >= Self.leastShare,
      "the focused element showed in \(focused) of \(samples) samples; otherwise: \(shown)")
    #expect(try display.statusCell() == "\u{28C0}", "the news waits in the status cell")
    try teller.pane.sendKeys("q")
    try teller.waitForStatus(0)
  }
}
