import TellerFullScreen
import Testing

@Suite("Screen painter")
struct ScreenPainterTests {
  private func text(_ bytes: [UInt8]) -> String {
    String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "⎋" : $0 })
  }

  private func frame(_ text: String, width: Int = 4) -> Frame {
    var frame = Frame(size: Size(width: width, height: 1), appearance: Appearance())
    frame.buffer.write(text, at: Position(x: 0, y: 0))
    return frame
  }

  @Test("The first frame is drawn whole, then only changes, and nothing when nothing changed")
  func firstThenChanges() {
    var painter = ScreenPainter()
    #expect(text(painter.paint(frame("ab"))) == "⎋[?25l⎋[0m⎋[2J⎋[1;1Hab")
    #expect(text(painter.paint(frame("ax"))) == "⎋[1;2Hx")
    #expect(painter.paint(frame("ax")).isEmpty)
  }

  @Test("A new size or an invalidation draws the frame whole again")
  func redraws() {
    var painter = ScreenPainter()
    _ = painter.paint(frame("ab"))
    #expect(text(painter.paint(frame("ab", width: 3))) == "⎋[?25l⎋[0m⎋[2J⎋[1;1Hab")
    painter.invalidate()
    #expect(text(painter.paint(frame("ab", width: 3))) == "⎋[?25l⎋[0m⎋[2J⎋[1;1Hab")
  }
}
