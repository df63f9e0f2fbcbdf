import TellerFullScreen
import TellerFullScreenView
import Testing

@Suite("Buffer diff")
struct BufferDiffTests {
  private func buffer(_ text: String, width: Int = 6) -> CellBuffer {
    var b = CellBuffer(size: Size(width: width, height: 1))
    b.write(text, at: Position(x: 0, y: 0))
    return b
  }

  private func describe(_ changes: [CellChange]) -> [String] {
    changes.map { "\($0.position.x),\($0.position.y)=\($0.cell.symbol)" }
  }

  @Test("Equal buffers: no change")
  func none() {
    #expect(buffer("abc").changes(from: buffer("abc")).isEmpty)
  }

  @Test("One, two and many changed cells, in reading order")
  func someChanges() {
    #expect(describe(buffer("abc").changes(from: buffer("abd"))) == ["2,0=c"])
    #expect(describe(buffer("xbz").changes(from: buffer("abc"))) == ["0,0=x", "2,0=z"])
    #expect(describe(buffer("uvwxyz").changes(from: buffer(""))).count == 6)
  }

  @Test("A style change is a change")
  func style() {
    var styled = buffer("abc")
    styled.patchStyle(Style(foreground: .red), in: Rect(x: 1, y: 0, width: 1, height: 1))
    #expect(describe(styled.changes(from: buffer("abc"))) == ["1,0=b"])
  }

  @Test("A wide character is one change; its continuation never is")
  func wide() {
    #expect(describe(buffer("a가").changes(from: buffer("a"))) == ["1,0=가"])
    #expect(describe(buffer("a나").changes(from: buffer("a가"))) == ["1,0=나"])
  }

  @Test("When a wide character gives way to narrow ones, both its columns are redrawn")
  func wideToNarrow() {
    // The old 가 covered columns 0 and 1; the new cells there are "x" and a space.
    #expect(describe(buffer("x").changes(from: buffer("가"))) == ["0,0=x", "1,0= "])
  }

  @Test("Rows are independent: a wide character at a row's end does not spill")
  func rows() {
    var old = CellBuffer(size: Size(width: 3, height: 2))
    old.write("a가", at: Position(x: 0, y: 0))
    old.write("bcd", at: Position(x: 0, y: 1))
    var new = old
    new.write("abc", at: Position(x: 0, y: 0))
    #expect(describe(new.changes(from: old)) == ["1,0=b", "2,0=c"])
  }

  @Test("A timer tick changes only the timer's cells")
  func timerTick() {
    let before = SampleScreen.render(SampleScreen.reference(.english, time: "00:01:000"), 80, 24)
    let after = SampleScreen.render(SampleScreen.reference(.english, time: "00:01:100"), 80, 24)
    let changes = after.buffer.changes(from: before.buffer)
    #expect(describe(changes) == ["47,5=1"])
    let koreanBefore = SampleScreen.render(
      SampleScreen.reference(.korean, time: "00:01:000"), 80, 24)
    let koreanAfter = SampleScreen.render(
      SampleScreen.reference(.korean, time: "00:02:990"), 80, 24)
    let koreanChanges = koreanAfter.buffer.changes(from: koreanBefore.buffer)
    #expect(Set(koreanChanges.map(\.position.y)) == [5])
    #expect(koreanChanges.map(\.cell.symbol).joined() == "299")
  }
}
