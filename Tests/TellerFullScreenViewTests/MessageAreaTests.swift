import TellerAccessibility
import TellerFullScreen
import TellerFullScreenView
import TellerInput
import TellerSession
import TellerTestSupport
import TellerText
import Testing

/// The message area: the answer to the last key stays on screen whole,
/// wrapped and never cut, over bank news, until the next key.
@Suite("Full screen message area")
struct MessageAreaTests {
  /// A busy bank: ten customers added, 0.5 s in, focus on a customer.
  static func busy(_ language: Language = .english) -> ScreenSession {
    var screen = ScreenSession(language)
    screen.run("add", "wait 500ms", "next list")
    return screen
  }

  @Test(
    "After w the whole answer is on screen, stays after bank news, and the next key replaces it",
    arguments: [Language.english, .korean])
  func answerStaysUntilTheNextKey(language: Language) throws {
    var screen = ScreenSession(language)
    screen.run("add", "wait 500ms", "first", "next button")
    _ = screen.frame()
    screen.press(.character("w"))
    let answer = try #require(screen.last.records.last?.text)
    // Longer than the status line had room for after the rotor.
    #expect(displayWidth(answer) > 62, "\(answer)")
    var frame = screen.frame()
    #expect(frame.messageText == answer)
    #expect(frame.messageLines.allSatisfy { displayWidth($0) <= 72 })
    #expect(frame.buffer.lines().allSatisfy { displayWidth($0) == 80 })
    let snapshot = "fullscreen-\(language.rawValue)-where-am-i"
    try Snapshot(snapshot).expect(frame.trimmedLines)

    // A customer finishes: the news goes to the status line; the answer
    // stays whole.
    screen.advance(by: .seconds(1))
    let news = try #require(screen.last.records.last?.text)
    frame = screen.frame()
    #expect(frame.messageText == answer)
    #expect(frame.trimmedLines[22].contains(String(news.prefix(20))), "\(frame.trimmedLines[22])")

    // The next key replaces it.
    screen.press(.character("s"))
    let summary = try #require(screen.last.records.last?.text)
    frame = screen.frame()
    #expect(frame.messageText == summary)
    #expect(!frame.messageText.contains(String(answer.prefix(20))))
  }

  @Test("The summary, a customer's number, repeat and history answers stay whole")
  func otherAnswers() throws {
    var screen = Self.busy()
    for key in [Key.character("s"), .character("#"), .escape, .character("."), .character("[")] {
      screen.press(key)
      let said = screen.last.records.map(\.text)
      let frame = screen.frame()
      #expect(!said.isEmpty, "\(key)")
      #expect(frame.messageText == said.joined(separator: " "), "\(key)")
      #expect(!frame.trimmedLines.contains { $0.contains("…") }, "\(key): nothing cut")
    }
  }

  @Test("Say all shows every line it said, at 80×24, in both languages")
  func sayAllIsWhole() throws {
    for language in [Language.english, .korean] {
      var screen = ScreenSession(language)
      screen.run("add", "add", "add", "wait 500ms", "first", "next heading", "next heading")
      screen.press(.character("A"))
      let said = screen.last.records.map(\.text)
      #expect(said.count > 12)
      let frame = screen.frame()
      // Run on as one paragraph, each line's words in order.
      let shown = frame.messageText
      let separator = " · "
      #expect(shown == said.joined(separator: separator), "\(frame.messageLines)")
      #expect(!frame.messageLines.contains { $0.hasPrefix("·") })
      try Snapshot("fullscreen-\(language.rawValue)-say-all").expect(frame.trimmedLines)
      // The lists keep their boxes, at least one row each.
      #expect(frame.row(containing: language == .english ? "Waiting (" : "대기중 (") != nil)
      // Escape, which says nothing, clears the area, and the lists grow back.
      screen.press(.escape)
      let cleared = screen.frame()
      #expect(cleared.messageText.isEmpty)
      #expect(cleared.messageLines.count == BankScreenLayout.messageLines)
    }
  }

  @Test("At 40×20 a say all that does not fit says how many lines are left")
  func sayAllTooLongForTheScreen() throws {
    var screen = ScreenSession()
    screen.run("add", "add", "add", "wait 500ms", "first")
    screen.press(.character("A"))
    let frame = screen.frame(40, 20)
    let lines = frame.trimmedLines
    let bottom = try #require(
      lines.lastIndex { $0.hasPrefix("│ └") && $0.contains("more ┘") }, "\(lines)")
    #expect(bottom > (lines.firstIndex { $0.contains("┌ Message") } ?? lines.count))
    #expect(frame.buffer.lines().allSatisfy { displayWidth($0) == 40 })
    #expect(frame.messageLines.count >= 3)
  }

  @Test("Answers up to the area's lines never move the lists")
  func shortAnswersKeepTheLayout() {
    var screen = Self.busy()
    var borders: Set<Int> = []
    for key in [Key.character("s"), .character("w"), .tab, .character("."), .delete] {
      screen.press(key)
      let frame = screen.frame()
      #expect(frame.messageLines.count == BankScreenLayout.messageLines, "\(key)")
      borders.insert(frame.row(containing: "┌ Message") ?? -1)
    }
    #expect(borders.count == 1, "the message area stays on one row: \(borders)")
  }

  @Test("Narrow: the lists stack, the message wraps at the width")
  func narrow() throws {
    var screen = Self.busy(.korean)
    screen.press(.character("w"))
    let answer = try #require(screen.last.records.last?.text)
    let frame = screen.frame(40, 24)
    #expect(frame.messageText == answer)
    #expect(frame.messageLines.count > 2)
    #expect(frame.buffer.lines().allSatisfy { displayWidth($0) == 40 })
    try Snapshot("fullscreen-ko-40x24-where-am-i").expect(frame.trimmedLines)
  }

  @Test("No colour and ASCII: the message area is drawn with + - |")
  func plain() {
    var screen = ScreenSession(appearance: Appearance(usesColor: false, usesBoxDrawing: false))
    screen.run("add", "wait 500ms")
    screen.press(.character("w"))
    let frame = screen.frame()
    #expect(frame.trimmedLines.contains { $0.hasPrefix("| + Message ---") })
    #expect(frame.messageText == screen.last.records.map(\.text).joined(separator: " "))
    #expect(frame.buffer.cells.allSatisfy { $0.symbol.unicodeScalars.allSatisfy(\.isASCII) })
  }

  @Test("Under the screen curtain the message area is blank too")
  func curtain() {
    var screen = Self.busy()
    screen.press(.character("w"))
    _ = screen.frame()
    screen.press(.character("c"))
    let frame = screen.frame()
    #expect(frame.buffer.cells.allSatisfy { $0 == .blank() })
  }

  @Test("When not even one line of it fits, the status line carries the message")
  func tooShortForTheArea() {
    var screen = ScreenSession()
    screen.press(.character("s"))
    let frame = screen.frame(80, 10)
    #expect(frame.messageLines.isEmpty)
    let status = frame.trimmedLines[8]
    #expect(status.hasPrefix("│ Rotor: Headings · Bank idle"), "\(frame.trimmedLines)")
  }
}
