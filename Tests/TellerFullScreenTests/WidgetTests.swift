import TellerFullScreen
import Testing

@Suite("Widgets")
struct WidgetTests {
  private func frame(_ width: Int, _ height: Int, color: Bool = true, box: Bool = true) -> Frame {
    Frame(
      size: Size(width: width, height: height),
      appearance: Appearance(usesColor: color, usesBoxDrawing: box))
  }

  @Test("A block draws box borders with its titles")
  func block() {
    var f = frame(28, 3)
    f.render(
      Block(
        title: Line("Waiting (5)"), topRight: Span("↑ 2 more"), footer: Line("hint"),
        bottomRight: Span("↓ 9 more")), in: f.area)
    #expect(
      f.buffer.lines() == [
        "┌ Waiting (5) ─── ↑ 2 more ┐",
        "│                          │",
        "└ hint ────────── ↓ 9 more ┘",
      ])
  }

  @Test("Under --ascii a block uses + - and |, and Korean titles line up")
  func asciiBlock() {
    var f = frame(16, 3, box: false)
    f.render(Block(title: Line("대기중 (5)")), in: f.area)
    #expect(f.buffer.lines() == ["+ 대기중 (5) --+", "|              |", "+--------------+"])
  }

  @Test("A title too long for its block is cut with an ellipsis; the right text wins the room")
  func longTitle() {
    var f = frame(14, 2)
    f.render(Block(title: Line("Processing (12)"), topRight: Span("↑ 3")), in: f.area)
    #expect(f.buffer.lines()[0] == "┌ Pro… ─ ↑ 3 ┐")
    var tiny = frame(1, 1)
    tiny.render(Block(title: Line("x")), in: tiny.area)
    #expect(tiny.buffer.lines() == [" "])
  }

  @Test("A button: margins for the ring; focused, brackets without colour")
  func buttonWithoutColor() {
    var f = frame(22, 2, color: false)
    f.render(Button("Add 10 customers", style: Style(foreground: .blue)), in: f.area.row(0))
    f.render(Button("고객 10명 추가", isFocused: true), in: f.area.row(1))
    #expect(f.buffer.lines() == ["  Add 10 customers    ", "[ 고객 10명 추가 ]    "])
    #expect(f.cursor == Position(x: 2, y: 1))
    #expect(f.buffer[2, 0].style == .plain)
  }

  @Test("A focused button in colour: reverse video over its label and a space each side")
  func buttonWithColor() {
    var f = frame(10, 1)
    f.render(Button("Reset", style: Style(foreground: .red), isFocused: true), in: f.area)
    #expect(f.buffer.lines() == ["  Reset   "])
    #expect(f.buffer[0, 0].style == .plain)
    #expect(f.buffer[1, 0].style.attributes == .reverse)
    #expect(f.buffer[2, 0].style == Style(foreground: .red, attributes: .reverse))
    #expect(f.buffer[7, 0].style.attributes == .reverse)
    #expect(f.buffer[8, 0].style == .plain)
    #expect(f.cursor == Position(x: 2, y: 0))
  }

  @Test("Lines align left, centre and right, and a focused line gets brackets")
  func lines() {
    var f = frame(12, 4, color: false)
    f.render(Line("ab", alignment: .left), in: f.area.row(0))
    f.render(Line("업무", alignment: .center), in: f.area.row(1))
    f.render(Line("ab", alignment: .right), in: f.area.row(2))
    f.render(Line("time", isFocused: true), in: f.area.row(3).inset(horizontal: 1))
    #expect(f.buffer.lines() == ["ab          ", "    업무    ", "          ab", "[time]      "])
    #expect(f.cursor == Position(x: 1, y: 3))
  }

  @Test("Spans pad to a display width, so Hangul and Latin columns line up")
  func padding() {
    #expect(Span("2 - Loan").padded(toWidth: 10).text == "2 - Loan  ")
    #expect(Span("2 - 대출").padded(toWidth: 10).text == "2 - 대출  ")
    #expect(Span("too long").padded(toWidth: 3).text == "too long")
  }

  @Test("A paragraph wraps at spaces and cuts a word longer than the width")
  func paragraph() {
    let text = Paragraph("The terminal is 20×5. Teller needs 30×9.\n대기중 고객")
    #expect(
      text.lines(width: 12) == ["The terminal", "is 20×5.", "Teller needs", "30×9.", "대기중 고객"])
    #expect(Paragraph("abcdefgh").lines(width: 3) == ["abc", "def", "gh"])
    #expect(Paragraph("가나다").lines(width: 3) == ["가", "나", "다"])
    #expect(Paragraph("").lines(width: 3) == [""])
    #expect(Paragraph("x").lines(width: 0).isEmpty)
  }

  @Test("Scroll state: empty, one, two, many rows; minimal moves; the last page stays full")
  func scrollState() {
    var s = ScrollState()
    s.keep(nil, visibleIn: 5, of: 0)
    #expect(s.offset == 0)
    s.keep(0, visibleIn: 5, of: 1)
    #expect(s.offset == 0 && s.hiddenBelow(visibleIn: 5, of: 1) == 0)
    s.keep(7, visibleIn: 5, of: 100)
    #expect(s.offset == 3)
    s.keep(5, visibleIn: 5, of: 100)
    #expect(s.offset == 3)
    s.keep(1, visibleIn: 5, of: 100)
    #expect(s.offset == 1)
    #expect(s.hiddenAbove == 1 && s.hiddenBelow(visibleIn: 5, of: 100) == 94)
    s.keep(9_999, visibleIn: 8, of: 10_000)
    #expect(s.offset == 9_992 && s.hiddenBelow(visibleIn: 8, of: 10_000) == 0)
    s.keep(nil, visibleIn: 8, of: 3)
    #expect(s.offset == 0)
  }

  @Test("A list view draws only its visible rows, with the focus ring on the focused one")
  func listView() {
    var asked: [Int] = []
    var f = frame(12, 3, color: false)
    let list = ListView(count: 10_000, focusedRow: 501, scroll: ScrollState(offset: 500)) {
      Line("\($0 + 1) - Loan")
    }
    f.render(
      ListView(count: list.count, focusedRow: list.focusedRow, scroll: list.scroll) { index in
        asked.append(index)
        return list.row(index)
      }, in: f.area)
    #expect(asked == [500, 501, 502])
    #expect(f.buffer.lines() == [" 501 - Loan ", "[502 - Loan]", " 503 - Loan "])
    #expect(f.cursor == Position(x: 1, y: 1))
  }

  @Test("In colour the focused row is reversed across the whole row")
  func listViewColor() {
    var f = frame(10, 2)
    f.render(ListView([Line("1 - 예금"), Line("2 - 대출")], focusedRow: 1), in: f.area)
    #expect(f.buffer.lines() == [" 1 - 예금 ", " 2 - 대출 "])
    #expect((0..<10).allSatisfy { f.buffer[$0, 1].style.attributes == .reverse })
    #expect(f.buffer[0, 0].style == .plain)
    #expect(f.cursor == Position(x: 1, y: 1))
  }

  @Test("Layout: lengths first, fills share the rest, spacing between")
  func layout() {
    let area = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      Layout.vertical([.length(1), .fill(1), .length(2)], in: area).map(\.height) == [1, 7, 2])
    #expect(Layout.horizontal([.fill(1), .fill(1)], in: area, spacing: 1).map(\.x) == [0, 6])
    #expect(Layout.horizontal([.fill(1), .fill(1)], in: area, spacing: 1).map(\.width) == [5, 4])
    #expect(Layout.vertical([.length(20), .fill(1)], in: area).map(\.height) == [10, 0])
    #expect(Layout.vertical([], in: area).isEmpty)
  }

  @Test("Panes go side by side from 60 columns and stack below")
  func panes() {
    let wide = Panes.arrange(2, in: Rect(x: 0, y: 0, width: 60, height: 10))
    #expect(wide.map(\.x) == [0, 31] && wide.map(\.width) == [29, 29])
    let narrow = Panes.arrange(2, in: Rect(x: 0, y: 0, width: 59, height: 10))
    #expect(narrow.map(\.y) == [0, 5] && narrow.map(\.width) == [59, 59])
  }

  @Test("Too small: one message, centred, and nothing else")
  func tooSmall() {
    var f = frame(12, 5)
    f.buffer.write("garbage", at: Position(x: 0, y: 0))
    f.render(TooSmallMessage("Needs 30×9; it is 12×5."), in: f.area)
    #expect(
      f.buffer.lines() == [
        "            ", "Needs 30×9; ", "it is 12×5. ", "            ", "            ",
      ])
  }
}

@Suite("Line truncation")
struct LineTruncationTests {
  @Test("A line too long is cut with an ellipsis; a line that fits is kept")
  func truncation() {
    #expect(Line("Reset").truncated(toWidth: 5) == Line("Reset"))
    #expect(Line("Reset").truncated(toWidth: 4).spans.map(\.text) == ["Res", "…"])
    #expect(Line("업무시간").truncated(toWidth: 4).spans.map(\.text) == ["업", "…"])
    #expect(Line("업무시간").truncated(toWidth: 5, ellipsis: "...").spans.map(\.text) == ["업", "..."])
    #expect(Line("abc").truncated(toWidth: 0).spans.isEmpty)
    let styled = Line([Span("ab", style: Style(foreground: .red)), Span("cd")]).truncated(
      toWidth: 3)
    #expect(styled.spans == [Span("ab", style: Style(foreground: .red)), Span("…")])
  }

  @Test("Drawn in an area too narrow, a line ends in … (… is ... under --ascii)")
  func drawn() {
    var f = Frame(size: Size(width: 6, height: 2), appearance: Appearance())
    f.render(Line("? help · q quit"), in: f.area.row(0))
    var ascii = Frame(
      size: Size(width: 6, height: 1), appearance: Appearance(usesBoxDrawing: false))
    ascii.render(Line("? help · q quit"), in: ascii.area)
    #expect(f.buffer.lines()[0] == "? hel…")
    #expect(ascii.buffer.lines() == ["? h..."])
  }
}
