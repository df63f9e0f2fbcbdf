/// What a terminal too small for the screen shows instead: one message,
/// centred, on an otherwise blank screen.
public struct TooSmallMessage: Widget, Hashable, Sendable {
  /// The message, such as "Make the window at least 40×12; it is 30×8."
  public var text: String

  /// Creates the message.
  public init(_ text: String) { self.text = text }

  /// Clears the area and draws the message wrapped and centred in it.
  public func render(in area: Rect, on frame: inout Frame) {
    frame.buffer.fill(area)
    let paragraph = Paragraph(text, alignment: .center)
    let lines = paragraph.lines(width: area.width)
    let box = area.centered(width: area.width, height: lines.count)
    paragraph.render(in: box, on: &frame)
  }
}
