import Foundation
import TellerAccessibility
import TellerBank
import TellerBraille
import TellerBrailleModel
import TellerInput
import TellerSession
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The focus lines a session shows after some keys from the start, in a
/// language, as the braille display's first window holds them.
private func focusLines(_ language: Language, keys: [Key]) -> [String] {
  var session = Session(
    settings: SessionSettings(language: language, bank: BankConfiguration(), inputIsKeys: true))
  var lines = [BrailleLine(focusIn: session.start().screen, width: 39).text]
  for key in keys {
    lines.append(BrailleLine(focusIn: session.handle(.key(key)).screen, width: 39).text)
  }
  return lines
}

/// Braille tables on a real BRLTTY's display: the dots the `tt` driver
/// draws on its second line, held to liblouis's own translation.
@Suite(
  "Braille tables on a real BRLTTY", .serialized,
  .enabled(if: BrlttyDisplay.isAvailable, Comment(rawValue: BrlttyDisplay.missingReason)),
  .enabled(if: BrlAPILibrary.isAvailable, "libbrlapi0.8 is not installed"))
struct BrailleTablesOnBrlttyTests {
  /// Runs Teller on a display in a language with more arguments, moves
  /// focus twice with Right, and checks that each focus line's dots are
  /// liblouis's translation of it through a table.
  private static func showsLiblouisDots(
    _ language: Language, table: String, _ arguments: [String] = []
  ) throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let teller = try TellerOnBraille(display, arguments, language: language.rawValue)
    for (index, line) in focusLines(language, keys: [.right, .right]).enumerated() {
      if index > 0 { try teller.pane.sendKeys("Right") }
      let dots = try #require(
        LiblouisLibrary.shared?.exclusively { LiblouisReference.dots(line, table: table) })
      #expect(dots.unicodeScalars.count <= 39, "one window: \(line)")
      #expect(dots != line)
      try display.waitForDots(dots)
      #expect(try display.textLine() == dots, "the text line shows the same patterns")
      #expect(!dots.contains("\u{28FF}"), "no full cells")
    }
    try teller.pane.sendKeys("q")
    try teller.waitForStatus(0)
  }

  @Test(
    "Korean: the focus line's dots are liblouis's translation of it, never full cells",
    .enabled(if: LiblouisReference.isAvailable, Comment(rawValue: LiblouisReference.missingReason)))
  func korean() throws {
    try Self.showsLiblouisDots(.korean, table: BrailleOptions.koreanTable)
  }

  @Test("English is computer braille by default: the dots BRLTTY gives the text, as before")
  func englishUnchanged() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    // The text written as text, as Teller wrote every line before tables.
    let probe = try BackgroundProgram(
      BrailleEndToEndTests.probePath, ["Teller h1"],
      environment: TellerOnBraille.environment(host: display.host))
    #expect(try probe.waitForExit() == 0)
    try display.waitForLine("Teller h1")
    let textDots = try display.dotsLine()
    try display.waitUntilReleased()
    #expect(try display.dotsLine() != textDots, "the display changed between the two")
    let teller = try TellerOnBraille(display)
    try display.waitForLine("Teller h1")
    #expect(try display.dotsLine() == textDots)
    try teller.pane.sendKeys("q")
    try teller.waitForStatus(0)
  }

  @Test(
    "--braille-table en-ueb-g2.ctb: contracted English, liblouis's dots",
    .enabled(if: LiblouisReference.isAvailable, Comment(rawValue: LiblouisReference.missingReason)))
  func contractedEnglish() throws {
    try Self.showsLiblouisDots(
      .english, table: "en-ueb-g2.ctb", ["--braille-table", "en-ueb-g2.ctb"])
  }

  @Test("Without liblouis, Korean braille says so once, on the display and standard error")
  func koreanWithoutLiblouis() throws {
    let display = try BrlttyDisplay()
    defer { display.finish() }
    let teller = try TellerOnBraille(
      display, language: "ko",
      environment: [LiblouisLibrary.pathVariable: "/nonexistent/liblouis.so.20"])
    try display.waitForLine("Korean braille needs liblouis20")
    try teller.pane.sendKeys("Right")
    try teller.pane.waitFor("현황")
    try teller.pane.sendKeys("s")
    try teller.pane.waitFor("업무시간 0초")
    #expect(try display.textLine() == "Korean braille needs liblouis20")
    #expect(!(try display.dotsLine()).contains("\u{28FF}"), "no full cells")
    let screen = try teller.pane.capture()
    let said = "ko-2006-g1.ctb에는 liblouis가 필요한데"
    #expect(screen.components(separatedBy: said).count == 2, "said once:\n\(screen)")
    try teller.pane.sendKeys("q")
    try teller.waitForStatus(0)
  }
}
