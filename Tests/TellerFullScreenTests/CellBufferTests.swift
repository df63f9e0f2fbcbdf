import TellerFullScreen
import Testing

@Suite("Cell buffer")
struct CellBufferTests {
  private func buffer(_ width: Int, _ height: Int = 1) -> CellBuffer {
    CellBuffer(size: Size(width: width, height: height))
  }

  @Test("A new buffer is blank; an empty one has no lines")
  func blank() {
    #expect(buffer(3, 2).lines() == ["   ", "   "])
    #expect(buffer(0, 0).lines().isEmpty)
    #expect(buffer(4, 0).lines().isEmpty)
  }

  @Test("ASCII: one, two, many characters; the column after the text is returned")
  func ascii() {
    var b = buffer(6)
    #expect(b.write("a", at: Position(x: 0, y: 0)) == 1)
    #expect(b.write("bc", at: Position(x: 2, y: 0)) == 4)
    #expect(b.lines() == ["a bc  "])
    #expect(b.write("Teller!", at: Position(x: 0, y: 0)) == 6)
    #expect(b.lines() == ["Teller"])
  }

  @Test("Hangul takes two cells each, with a continuation cell")
  func hangul() {
    var b = buffer(8)
    #expect(b.write("대출", at: Position(x: 1, y: 0)) == 5)
    #expect(b.lines() == [" 대출   "])
    #expect(b[1, 0].symbol == "대")
    #expect(b[1, 0].width == 2)
    #expect(b[2, 0].isContinuation)
    #expect(b[3, 0].symbol == "출")
  }

  @Test("A wide character that does not fit at the right edge becomes a space")
  func clippedAtRight() {
    var b = buffer(5)
    b.write("xx", at: Position(x: 0, y: 0))
    #expect(b.write("가나다", at: Position(x: 0, y: 0)) == 5)
    #expect(b.lines() == ["가나 "])
    #expect(!b[4, 0].isContinuation)
    var clipped = buffer(6)
    clipped.write("ab가", at: Position(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: 3, height: 1))
    #expect(clipped.lines() == ["ab    "])
  }

  @Test("A wide character cut by a clip's left edge leaves a space inside")
  func clippedAtLeft() {
    var b = buffer(6)
    b.write("......", at: Position(x: 0, y: 0))
    b.write("가나", at: Position(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: 4, height: 1))
    #expect(b.lines() == [".. 나."])
  }

  @Test("Writing over half of a wide character blanks its other half")
  func overwritingHalves() {
    var right = buffer(4)
    right.write("가나", at: Position(x: 0, y: 0))
    right.write("x", at: Position(x: 1, y: 0))
    #expect(right.lines() == [" x나"])
    var left = buffer(4)
    left.write("가나", at: Position(x: 0, y: 0))
    left.write("y", at: Position(x: 2, y: 0))
    #expect(left.lines() == ["가y "])
    var shifted = buffer(5)
    shifted.write("가나", at: Position(x: 0, y: 0))
    shifted.write("다", at: Position(x: 1, y: 0))
    #expect(shifted.lines() == [" 다  "])
  }

  @Test("Control characters are drawn as visible notation, never raw")
  func controls() {
    var b = buffer(10)
    b.write("a\u{1B}[2Jb", at: Position(x: 0, y: 0))
    #expect(b.lines() == ["a\\e[2Jb   "])
    #expect(b.cells.allSatisfy { !$0.symbol.unicodeScalars.contains { $0.value < 0x20 } })
  }

  @Test("Combining marks stay with their letter; characters with no width are skipped")
  func zeroWidth() {
    var b = buffer(4)
    #expect(b.write("e\u{301}\u{200B}x", at: Position(x: 0, y: 0)) == 2)
    #expect(b.lines() == ["e\u{301}x  "])
    #expect(b.write("\u{301}", at: Position(x: 3, y: 0)) == 3)
    #expect(b[3, 0].symbol == " ")
  }

  @Test("Emoji: a ZWJ sequence is one wide cell; a skin-tone emoji is drawn as two")
  func emoji() {
    var b = buffer(6)
    #expect(b.write("👩\u{200D}💻", at: Position(x: 0, y: 0)) == 2)
    #expect(b.write("👍\u{1F3FD}", at: Position(x: 2, y: 0)) == 6)
    #expect(b.lines() == ["👩\u{200D}💻👍\u{1F3FD}"])
    #expect(b[2, 0].symbol == "👍")
    #expect(b[4, 0].symbol == "\u{1F3FD}")
  }

  @Test("Rows outside the buffer or the clip are left alone")
  func outsideRows() {
    var b = buffer(3, 2)
    #expect(b.write("abc", at: Position(x: 0, y: 2)) == 0)
    b.write("abc", at: Position(x: 0, y: 1), clip: Rect(x: 0, y: 0, width: 3, height: 1))
    #expect(b.lines() == ["   ", "   "])
  }

  @Test("Fill and style patches cover a clipped rectangle")
  func fillAndPatch() {
    var b = buffer(4, 2)
    b.fill(Rect(x: 1, y: 0, width: 9, height: 1), with: Cell("#"))
    #expect(b.lines() == [" ###", "    "])
    b.fill(Rect(x: 0, y: 1, width: 3, height: 1), with: Cell("가"))
    #expect(b.lines() == [" ###", "가  "])
    b.patchStyle(Style(attributes: .reverse), in: Rect(x: 2, y: 0, width: 1, height: 1))
    #expect(b[2, 0].style.attributes == .reverse)
    #expect(b[1, 0].style == .plain)
  }

  @Test("Every line has the buffer's display width")
  func linesKeepWidth() {
    var b = buffer(7, 3)
    b.write("업무시간", at: Position(x: 0, y: 0))
    b.write("a가b", at: Position(x: 2, y: 1))
    b.write("👩\u{200D}💻x", at: Position(x: 5, y: 2))
    for line in b.lines() {
      #expect(line.reduce(0) { $0 + (Cell($1).width) } == 7, "\(line)")
    }
  }
}
