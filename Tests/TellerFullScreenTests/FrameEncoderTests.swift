import Testing

@testable import TellerFullScreen

@Suite("Frame encoder")
struct FrameEncoderTests {
  /// Bytes as text with ESC shown as `⎋`.
  private func text(_ bytes: [UInt8]) -> String {
    String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "⎋" : $0 })
  }

  private func change(_ x: Int, _ y: Int, _ character: Character, _ style: Style = .plain)
    -> CellChange
  {
    CellChange(position: Position(x: x, y: y), cell: Cell(character, style: style))
  }

  @Test("No change and the cursor where it was: no bytes")
  func nothing() {
    var encoder = FrameEncoder()
    #expect(encoder.encode([], cursor: nil).isEmpty)
    _ = encoder.encode([], cursor: Position(x: 1, y: 1))
    #expect(encoder.encode([], cursor: Position(x: 1, y: 1)).isEmpty)
  }

  @Test("One change: a move, the symbol, nothing else while the cursor stays hidden")
  func one() {
    var encoder = FrameEncoder()
    #expect(text(encoder.encode([change(3, 1, "x")], cursor: nil)) == "⎋[2;4Hx")
  }

  @Test("Neighbouring changes need one move; a gap needs another")
  func runs() {
    var encoder = FrameEncoder()
    let bytes = encoder.encode(
      [change(0, 0, "a"), change(1, 0, "b"), change(5, 0, "c"), change(0, 2, "d")], cursor: nil)
    #expect(text(bytes) == "⎋[1;1Hab⎋[1;6Hc⎋[3;1Hd")
  }

  @Test("A wide character moves the cursor two columns")
  func wide() {
    var encoder = FrameEncoder()
    let bytes = encoder.encode([change(0, 0, "대"), change(2, 0, "출")], cursor: nil)
    #expect(text(bytes) == "⎋[1;1H대출")
  }

  @Test("Styles change only where they differ, and the frame ends plain")
  func styles() {
    var encoder = FrameEncoder()
    let blue = Style(foreground: .blue)
    let focus = Style(foreground: .blue, attributes: [.bold, .reverse])
    let bytes = encoder.encode(
      [
        change(0, 0, "A", blue), change(1, 0, "d", blue), change(2, 0, "d", focus),
        change(3, 0, "!"), change(4, 0, "R", Style(foreground: .brightRed, background: .black)),
      ], cursor: nil)
    #expect(text(bytes) == "⎋[1;1H⎋[0;34mAd⎋[0;1;7;34md⎋[0m!⎋[0;91;40mR⎋[0m")
  }

  @Test("The cursor is hidden while drawing and parked on the focused element")
  func cursorParking() {
    var encoder = FrameEncoder()
    #expect(
      text(encoder.encode([change(0, 0, "a")], cursor: Position(x: 9, y: 3)))
        == "⎋[1;1Ha⎋[4;10H⎋[?25h")
    #expect(encoder.parkedCursor == Position(x: 9, y: 3))
    #expect(
      text(encoder.encode([change(1, 0, "b")], cursor: Position(x: 9, y: 3)))
        == "⎋[?25l⎋[1;2Hb⎋[4;10H⎋[?25h")
    #expect(text(encoder.encode([], cursor: Position(x: 2, y: 0))) == "⎋[1;3H⎋[?25h")
    #expect(text(encoder.encode([], cursor: nil)) == "⎋[?25l")
    #expect(encoder.parkedCursor == nil)
  }

  @Test("A redraw clears the screen and draws every cell that is not a plain space")
  func redraw() {
    var buffer = CellBuffer(size: Size(width: 4, height: 2))
    buffer.write("a b", at: Position(x: 0, y: 0))
    buffer.write("가", at: Position(x: 1, y: 1), style: Style(foreground: .green))
    var encoder = FrameEncoder()
    let bytes = encoder.encodeRedraw(buffer, cursor: Position(x: 1, y: 1))
    #expect(
      text(bytes) == "⎋[?25l⎋[0m⎋[2J⎋[1;1Ha⎋[1;3Hb⎋[2;2H⎋[0;32m가⎋[0m⎋[2;2H⎋[?25h")
  }

  @Test("Diff and encoder together: only the changed text is written")
  func diffThenEncode() {
    var old = CellBuffer(size: Size(width: 24, height: 1))
    old.write("Work time - 00:01:000", at: Position(x: 0, y: 0))
    var new = old
    new.write("Work time - 00:01:100", at: Position(x: 0, y: 0))
    var encoder = FrameEncoder()
    #expect(text(encoder.encode(new.changes(from: old), cursor: nil)) == "⎋[1;19H1")
  }
}
