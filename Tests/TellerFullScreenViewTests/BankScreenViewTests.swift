import TellerAccessibility
import TellerBank
import TellerFullScreen
import TellerFullScreenView
import TellerSession
import TellerTestSupport
import TellerText
import Testing

/// The full-screen view's behaviour over real sessions: reading order,
/// the focus ring and cursor, colours, the status line, the help overlay,
/// the screen curtain, and what a timer tick rewrites.
@Suite("Full screen view")
struct BankScreenViewTests {
  /// A busy bank: ten customers added, 0.5 s in.
  static func busy(_ language: Language = .english) -> ScreenSession {
    var screen = ScreenSession(language)
    screen.run("add", "wait 500ms")
    return screen
  }

  @Test("Reading order on screen is the tree's: each stop's cursor comes after the last")
  func readingOrder() {
    for (width, height) in [(80, 24), (40, 20), (120, 40)] {
      // Few enough customers that no list scrolls, even at 40×20.
      var screen = ScreenSession(batch: 4, depositClerks: 1, loanClerks: 1)
      screen.run("add", "first")
      let order = screen.session.tree.readingOrder
      let processing = screen.session.tree.children(of: BankScreen.processingListID)
      var cursors: [(id: ElementID, at: Position)] = []
      for (index, id) in order.enumerated() {
        if index > 0 { screen.run("next") }
        #expect(screen.session.navigator.focus == id)
        let frame = screen.frame(width, height)
        guard let cursor = frame.cursor else {
          Issue.record("no cursor on \(id) at \(width)x\(height)")
          continue
        }
        cursors.append((id, cursor))
      }
      // Side by side, Processing reads after Waiting by being to its right;
      // stacked, by being below. Within each, top to bottom.
      let sideBySide = width >= 64
      for (before, after) in zip(cursors, cursors.dropFirst()) {
        let startsProcessing =
          after.id == BankScreen.processingHeadingID && !processing.contains(before.id)
        // A table takes the lists' place while the focus is on it.
        let startsTable = [BankScreen.clerksHeadingID, BankScreen.dayHeadingID].contains(after.id)
        // A table's box scrolls when short, keeping the focused line where
        // it was: order on screen holds, or the line stays on its row.
        let inTable = screen.session.tree.table(containing: after.id) != nil
        if startsTable {
          #expect(after.at.y <= before.at.y, "\(after.id) at the top of the lists' place")
        } else if inTable {
          #expect(after.at.y >= before.at.y, "\(after.id)")
        } else if sideBySide && startsProcessing {
          #expect(after.at.x > before.at.x, "\(before.id) then \(after.id) at \(width)")
        } else {
          #expect(
            (after.at.y, after.at.x) > (before.at.y, before.at.x),
            "\(before.id) at \(before.at), then \(after.id) at \(after.at), \(width)x\(height)")
        }
      }
    }
  }

  @Test("The cursor rests on the focused element's first character")
  func cursorOnFocus() throws {
    var screen = Self.busy()
    screen.run("first")
    for _ in screen.session.tree.readingOrder {
      let id = try #require(screen.session.navigator.focus)
      let element = try #require(screen.session.tree.element(id))
      // What the screen shows first: the summary's value, or the label
      // (a table's data cell shows its value).
      let text =
        id == BankScreen.summaryID || element.labelForDisplay.isEmpty
        ? element.value : element.labelForDisplay
      #expect(screen.frame().symbolAtCursor == text.first.map(String.init), "\(id)")
      screen.run("next")
    }
  }

  /// The first waiting customer's row, as shown.
  static func firstWaitingRow(_ screen: ScreenSession) -> String {
    let first = screen.session.tree.children(of: BankScreen.waitingListID).first
    return first.flatMap { screen.session.tree.element($0)?.labelForDisplay } ?? ""
  }

  @Test("Without colour the focus ring is brackets; with --ascii no box drawing is left")
  func plain() throws {
    var screen = ScreenSession(appearance: Appearance(usesColor: false, usesBoxDrawing: false))
    screen.run("add", "wait 500ms", "next list")
    let frame = screen.frame()
    try Snapshot("fullscreen-en-plain").expect(frame.trimmedLines)
    #expect(frame.buffer.cells.allSatisfy { $0.style.foreground == nil })
    #expect(!frame.buffer.cells.contains { $0.style.attributes.contains(.reverse) })
    let row = frame.row(containing: "[" + Self.firstWaitingRow(screen) + "]")
    #expect(row != nil)
    #expect(frame.cursor?.y == row)
    // Only ASCII: no box drawing, arrows, middle dot, ellipsis or ×.
    let drawing = frame.buffer.cells.filter { !$0.symbol.unicodeScalars.allSatisfy(\.isASCII) }
    #expect(drawing.isEmpty, "\(drawing.map(\.symbol))")
    #expect(frame.trimmedLines[17].hasPrefix("| + Message ---"))
    #expect(frame.trimmedLines[22].hasPrefix("| Rotor: Headings   "))
    #expect(frame.trimmedLines[23].hasPrefix("+ ? help - m screen-reader mode - q quit -"))
    // The too-small message too.
    let small = screen.frame(30, 8)
    #expect(small.buffer.cells.allSatisfy { $0.symbol.unicodeScalars.allSatisfy(\.isASCII) })
    #expect(small.trimmedLines.joined().contains("30x8"))
  }

  @Test(
    "Colours: Add blue, Reset red, Waiting green, Processing blue, loan rows purple and saying Loan"
  )
  func colours() throws {
    var screen = Self.busy()
    screen.run("next heading")
    let frame = screen.frame()
    let lines = frame.buffer.lines()
    func colour(of text: String) throws -> Color? {
      let row = try #require(lines.firstIndex { $0.contains(text) })
      let range = try #require(lines[row].range(of: text))
      let x = displayWidth(String(lines[row][..<range.lowerBound]))
      return frame.buffer[x, row].style.foreground
    }
    #expect(try colour(of: "Add 10 customers") == .blue)
    #expect(try colour(of: "Reset") == .red)
    #expect(try colour(of: "Waiting (") == .green)
    #expect(try colour(of: "Processing (") == .blue)
    var loanRows = 0
    for (y, line) in lines.enumerated() {
      let purple = (0..<frame.buffer.size.width).contains {
        frame.buffer[$0, y].style.foreground == .magenta
      }
      // Never colour alone: a purple row says Loan, and a Loan row is purple.
      let sayLoan = line.contains(" - Loan")
      #expect(purple == sayLoan, "row \(y): \(line)")
      if sayLoan { loanRows += 1 }
    }
    #expect(loanRows > 0)
  }

  @Test("The first frame names m; the message area shows each key's answer, the status the rotor")
  func statusLine() throws {
    var screen = ScreenSession()
    var frame = screen.frame()
    #expect(
      frame.messageText
        == "Teller. Question mark for help, m for screen reader mode. Teller, heading level 1")
    #expect(frame.trimmedLines[22].hasPrefix("│ Rotor: Headings   "))
    #expect(!frame.trimmedLines[22].contains("·"), "no news yet")
    #expect(frame.trimmedLines[23].hasPrefix("└ ? help · m screen-reader mode · q quit ─"))
    screen.press(.delete)
    #expect(screen.frame().messageText == "Unknown key Delete, press question mark for help")
    screen.press(.paste("add\nreset"))
    #expect(screen.frame().messageText == "Pasted text ignored")
    #expect(screen.session.bank.waitingCount == 0)
    // A turn of the rotor: the status line names the setting, the message
    // area says what the key said.
    screen.press(.character("r"))
    frame = screen.frame()
    #expect(frame.trimmedLines[22].hasPrefix("│ Rotor: Heading level 1  "))
    #expect(frame.messageText == screen.last.records.map(\.text).joined(separator: " "))
    // A focus move shows what the move said, role and all.
    screen.press(.character("a"), .tab)
    #expect(screen.frame().messageText.hasPrefix("Status, 7 waiting"))
    screen.press(.character("b"))
    #expect(screen.frame().messageText.hasPrefix("Add 10 customers, button, Adds"))
  }

  @Test("Korean message area, status and hint")
  func koreanStatus() {
    var screen = ScreenSession(.korean)
    let frame = screen.frame()
    #expect(frame.messageText.hasPrefix("Teller. 도움말은 물음표 키, 화면 읽기 모드는 m 키를"))
    #expect(frame.trimmedLines[17].hasPrefix("│ ┌ 메시지 ─"))
    #expect(frame.trimmedLines[22].hasPrefix("│ 로터: 제목   "))
    #expect(frame.trimmedLines[23].hasPrefix("└ ? 도움말 · m 화면 읽기 모드 · q 끝내기 ─"))
  }

  @Test("Empty lists are reachable with l and L, and the focus shows in their box")
  func emptyLists() throws {
    var screen = ScreenSession()
    screen.press(.character("l"))
    #expect(screen.session.navigator.focus == BankScreen.waitingListID)
    #expect(screen.last.records.map(\.text) == ["Waiting, empty list"])
    var frame = screen.frame()
    let waiting = try #require(frame.row(containing: "No customers waiting"))
    #expect(frame.cursor?.y == waiting)
    #expect(frame.symbolAtCursor == "N")
    screen.press(.character("l"))
    #expect(screen.last.records.map(\.text) == ["Processing, empty list"])
    screen.press(.character("L"))
    #expect(screen.session.navigator.focus == BankScreen.waitingListID)
    // Customers arrive: focus goes into the list.
    screen.press(.character("a"))
    frame = screen.frame()
    #expect(
      screen.session.tree.parent(of: screen.session.navigator.focus!) == BankScreen.waitingListID)
    #expect(frame.cursor?.y == waiting)
  }

  @Test("The help is an overlay: its lines scroll with the focus; Escape closes it")
  func helpOverlay() throws {
    for language in [Language.english, .korean] {
      var screen = Self.busy(language)
      screen.press(.character("?"))
      var frame = screen.frame()
      #expect(frame.symbolAtCursor == (language == .english ? "H" : "도"))
      try Snapshot("fullscreen-\(language.rawValue)-help").expect(frame.trimmedLines)
      // To its last line, the close button: the list scrolls to show it.
      screen.press(.end)
      frame = screen.frame()
      let close = language == .english ? "Close help" : "도움말 닫기"
      let row = try #require(frame.row(containing: close))
      #expect(frame.cursor?.y == row)
      #expect(frame.trimmedLines.contains { $0.contains("↑") })
      // Bank keys do nothing while it is open.
      let waiting = screen.session.bank.waitingCount
      screen.press(.character("x"), .character("a"))
      #expect(screen.session.bank.waitingCount == waiting)
      // Their answer shows under the help, in the message area.
      #expect(
        screen.frame().messageText.contains(
          language == .english ? "Escape closes it" : "Escape 키로 닫으세요"))
      screen.press(.escape)
      frame = screen.frame()
      #expect(frame.row(containing: close) == nil)
      #expect(screen.last.cause == .command(.closeHelp))
    }
  }

  @Test("The screen curtain blanks the frame; announcements go on; c brings it back")
  func curtain() {
    var screen = Self.busy()
    screen.press(.character("c"))
    #expect(screen.last.records.map(\.text) == ["Screen curtain on"])
    var frame = screen.frame()
    #expect(frame.buffer.cells.allSatisfy { $0 == .blank() })
    #expect(frame.cursor == nil)
    screen.advance(by: .seconds(1))
    #expect(!screen.last.records.isEmpty, "announcements go on under the curtain")
    #expect(screen.frame().buffer.cells.allSatisfy { $0 == .blank() })
    screen.press(.character("c"))
    frame = screen.frame()
    #expect(frame.row(containing: "Work time - 00:01:500") != nil)
    #expect(frame.cursor != nil)
  }

  @Test("Too small: one message with the size needed")
  func tooSmall() {
    var screen = ScreenSession()
    let frame = screen.frame(20, 6)
    let words = frame.trimmedLines.joined(separator: " ").split(separator: " ")
    #expect(words.joined(separator: " ") == "The terminal is 20×6; Teller needs at least 34×12.")
    #expect(frame.cursor == nil)
  }

  @Test("A timer tick rewrites only the timer's and the status summary's cells")
  func timerTick() throws {
    var screen = Self.busy()
    screen.run("next heading")
    var painter = ScreenPainter()
    let before = screen.frame()
    _ = painter.paint(before)
    // 100 ms later, with no customer starting or finishing in between.
    screen.advance(by: .milliseconds(100))
    #expect(screen.last.records.isEmpty)
    let after = screen.frame()
    let timerRow = try #require(after.row(containing: "Work time - 00:00:600"))
    let summaryRow = try #require(after.row(containing: "work time 0.6 seconds"))
    let changes = after.buffer.changes(from: before.buffer)
    #expect(!changes.isEmpty)
    #expect(Set(changes.map(\.position.y)) == [timerRow, summaryRow])
    let bytes = painter.paint(after)
    #expect(bytes.count < 80, "\(bytes.count) bytes")
    #expect(String(decoding: bytes, as: UTF8.self).contains("6"))
  }

  @Test("Lists keep the focused customer in view and count the rows above and below")
  func scrolling() throws {
    var screen = ScreenSession(batch: 100)
    screen.run("add", "next list")
    var frame = screen.frame()
    #expect(frame.trimmedLines.contains { $0.contains("↓ 89 more") })
    for _ in 0..<20 { screen.press(.tab) }
    frame = screen.frame()
    let lines = frame.trimmedLines
    #expect(lines.contains { $0.contains("↑ 13 more") }, "\(lines.joined(separator: "\n"))")
    #expect(lines.contains { $0.contains("↓ 76 more") })
    let focused = try #require(screen.session.navigator.focus)
    let label = try #require(screen.session.tree.element(focused)?.shownLabel)
    #expect(frame.cursor?.y == frame.row(containing: label))
  }
}
