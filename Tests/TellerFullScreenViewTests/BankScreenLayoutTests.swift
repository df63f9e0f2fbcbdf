import TellerFullScreen
import TellerFullScreenView
import TellerTestSupport
import Testing

/// The reference layout drawn from plain values, compared as text lines
/// with snapshot files (`TELLER_RECORD_SNAPSHOTS=1` rewrites them).
@Suite("Screen layout")
struct BankScreenLayoutTests {
  static let sizes = [(80, 24), (40, 20), (120, 40)]

  @Test("The reference screen in English at 80×24, 40×20 and 120×40", arguments: sizes)
  func english(width: Int, height: Int) throws {
    let frame = SampleScreen.render(SampleScreen.reference(.english), width, height)
    try Snapshot("screen-en-\(width)x\(height)").expect(frame.trimmedLines)
    #expect(frame.buffer.lines().allSatisfy { displayWidthOfLine($0) == width })
  }

  @Test("The reference screen in Korean: Hangul lines up with the borders", arguments: sizes)
  func korean(width: Int, height: Int) throws {
    let frame = SampleScreen.render(SampleScreen.reference(.korean), width, height)
    try Snapshot("screen-ko-\(width)x\(height)").expect(frame.trimmedLines)
    #expect(frame.buffer.lines().allSatisfy { displayWidthOfLine($0) == width })
  }

  @Test("No colour and ASCII: brackets for focus, + - | for borders")
  func plainASCII() throws {
    let frame = SampleScreen.render(
      SampleScreen.reference(.english, focus: .timer), 80, 24,
      appearance: Appearance(usesColor: false, usesBoxDrawing: false))
    try Snapshot("screen-en-80x24-ascii-no-color").expect(frame.trimmedLines)
    #expect(frame.buffer.cells.allSatisfy { $0.style.foreground == nil })
    let boxDrawing = frame.buffer.cells.filter {
      $0.symbol.unicodeScalars.contains {
        (0x2190...0x21FF).contains($0.value) || (0x2500...0x257F).contains($0.value)
      }
    }
    #expect(boxDrawing.isEmpty)
  }

  @Test("10,000 customers: the focused one in view, the rows above and below counted")
  func crowded() throws {
    let english = BankScreenLayout.render(
      SampleScreen.crowded(.english, focusedRow: 5_000), size: Size(width: 80, height: 24),
      appearance: Appearance())
    try Snapshot("screen-en-80x24-crowded").expect(english.frame.trimmedLines)
    #expect(english.scrolls.first?.offset == 5_000 - 7)
    let ascii = SampleScreen.render(
      SampleScreen.crowded(.korean, focusedRow: 9_999), 40, 20,
      appearance: Appearance(usesColor: false, usesBoxDrawing: false))
    try Snapshot("screen-ko-40x20-crowded-ascii").expect(ascii.trimmedLines)
  }

  @Test("The scroll state moves only as far as the focus needs")
  func scrollingFollowsFocus() {
    var scrolls: [ScrollState] = []
    var offsets: [Int] = []
    for row in [0, 11, 12, 13, 3, 1] {
      let content = SampleScreen.content(
        .english, waiting: (1...100).map { SampleScreen.Customer(number: $0, isLoan: false) },
        processing: [], focus: .waiting(row), scrolls: scrolls)
      let result = BankScreenLayout.render(
        content, size: Size(width: 80, height: 24), appearance: Appearance())
      scrolls = result.scrolls
      offsets.append(scrolls[0].offset)
    }
    // The list shows 8 rows at 80×24, above the message area.
    #expect(offsets == [0, 4, 5, 6, 3, 1])
  }

  @Test("The cursor rests on the focused element")
  func cursor() {
    let add = SampleScreen.render(SampleScreen.reference(.english, focus: .add), 80, 24)
    #expect(add.cursor.map { add.buffer[$0.x, $0.y].symbol } == "A")
    let reset = SampleScreen.render(SampleScreen.reference(.korean, focus: .reset), 80, 24)
    #expect(reset.cursor.map { reset.buffer[$0.x, $0.y].symbol } == "초")
    let row = SampleScreen.render(SampleScreen.reference(.english, focus: .waiting(2)), 80, 24)
    #expect(row.cursor.map { row.buffer[$0.x, $0.y].symbol } == "6")
    let heading = SampleScreen.render(
      SampleScreen.reference(.english, focus: .waitingHeading), 80, 24)
    #expect(heading.cursor.map { heading.buffer[$0.x, $0.y].symbol } == "W")
  }

  @Test("Colours: loan rows magenta, headings and buttons in their colours, focus reversed")
  func colours() {
    let frame = SampleScreen.render(SampleScreen.reference(.english, focus: .add), 80, 24)
    let lines = frame.buffer.lines()
    func style(of text: String, row: Int) -> Style? {
      guard let range = lines[row].range(of: text) else { return nil }
      let column = displayWidthOfLine(String(lines[row][..<range.lowerBound]))
      return frame.buffer[column, row].style
    }
    let waitingRow = lines.firstIndex { $0.contains("Waiting (5)") }!
    #expect(style(of: "Waiting", row: waitingRow)?.foreground == .green)
    #expect(style(of: "Processing", row: waitingRow)?.foreground == .blue)
    #expect(style(of: "3 - Loan", row: waitingRow + 1)?.foreground == .magenta)
    #expect(style(of: "8 - Deposit", row: waitingRow + 2)?.foreground == nil)
    #expect(style(of: "Add", row: 3) == Style(foreground: .blue, attributes: .reverse))
    #expect(style(of: "Reset", row: 3) == Style(foreground: .red))
  }

  @Test("Too small: one message naming both sizes", arguments: [(29, 24), (80, 8), (50, 11)])
  func tooSmall(width: Int, height: Int) {
    let frame = SampleScreen.render(SampleScreen.reference(.english), width, height)
    let text = frame.trimmedLines.filter { !$0.isEmpty }
      .map { $0.drop { $0 == " " } }.joined(separator: " ")
    #expect(text.contains("The terminal is \(width)×\(height)."), "\(text)")
    #expect(text.contains("Teller needs at least"))
    #expect(!text.contains("Waiting"))
    #expect(frame.cursor == nil)
  }

  @Test("Lists stack below 60 columns and need more rows then")
  func stacking() {
    let content = SampleScreen.reference(.english)
    #expect(BankScreenLayout.minimumSize(for: content, width: 80) == Size(width: 34, height: 9))
    #expect(BankScreenLayout.minimumSize(for: content, width: 40) == Size(width: 34, height: 12))
    let narrow = SampleScreen.render(content, 40, 12).trimmedLines
    #expect(
      narrow.filter { $0.contains("Waiting (5)") || $0.contains("Processing (3)") }.count == 2)
  }

  @Test(
    "An overlay covers all but the border, the message area and the status line, and takes the cursor"
  )
  func overlay() throws {
    var content = SampleScreen.reference(.english, focus: .add)
    let lines = (1...40).map { Line("Help line \($0)") }
    content.overlay = PaneContent(
      title: Line("Help"), count: lines.count, focusedRow: 30, placeholder: nil
    ) { lines[$0] }
    let result = BankScreenLayout.render(
      content, size: Size(width: 80, height: 24), appearance: .init())
    let text = result.frame.trimmedLines
    #expect(text[1].hasPrefix("│┌ Help ─"))
    #expect(!text.contains { $0.contains("Reset") || $0.contains("Waiting (5)") })
    #expect(text[17].hasPrefix("│ ┌ Message ─"), "the message area stays")
    #expect(text[18].hasPrefix("│ │ Add 10 customers, button, Adds 10 customers"))
    #expect(text[22].hasPrefix("│ Rotor: Headings"), "the status line stays")
    let row = try #require(text.firstIndex { $0.contains("Help line 31") })
    #expect(result.frame.cursor == Position(x: 3, y: row))
    #expect(result.scrolls.count == 3, "the two lists' and the overlay's")
    #expect(text.contains { $0.contains("↑ ") } && text.contains { $0.contains("↓ ") })
  }

  @Test("Buttons too wide for equal shares get shares by width, and stay whole")
  func wideButtons() {
    var content = SampleScreen.reference(.korean)
    content.buttons[0] = Button("고객 100000명 추가", style: Style(foreground: .blue))
    let lines = SampleScreen.render(content, 40, 20).trimmedLines
    let row = lines.first { $0.contains("고객 100000명 추가") } ?? ""
    #expect(row.contains("고객 100000명 추가"))
    #expect(row.contains("초기화"))
  }

  /// The display width of a line of cells, as the terminal draws it.
  private func displayWidthOfLine(_ line: String) -> Int {
    line.reduce(0) { $0 + Cell($1).width }
  }
}
