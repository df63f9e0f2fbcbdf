/// A bordered box with titles in its top and bottom edges, as in
/// `┌ Waiting (5) ───── ↑ 12 more ┐`. Drawn with box-drawing characters,
/// or `+-|` without them.
public struct Block: Widget, Hashable, Sendable {
  /// The title at the left of the top edge.
  public var title: Line?
  /// Text at the right of the top edge, such as `↑ 12 more`.
  public var topRight: Span?
  /// The title at the left of the bottom edge, such as a hint for help.
  public var footer: Line?
  /// Text at the right of the bottom edge, such as `↓ 340 more`.
  public var bottomRight: Span?
  /// The border's style.
  public var borderStyle: Style

  /// Creates a block.
  public init(
    title: Line? = nil, topRight: Span? = nil, footer: Line? = nil, bottomRight: Span? = nil,
    borderStyle: Style = .plain
  ) {
    self.title = title
    self.topRight = topRight
    self.footer = footer
    self.bottomRight = bottomRight
    self.borderStyle = borderStyle
  }

  /// The area inside the border.
  public func inner(_ area: Rect) -> Rect { area.inset(horizontal: 1, vertical: 1) }

  /// Draws the border and titles; the inside is left as it is. An area
  /// less than 2 cells wide or tall draws nothing.
  public func render(in area: Rect, on frame: inout Frame) {
    let area = area.intersection(frame.area)
    guard area.width >= 2, area.height >= 2 else { return }
    let symbols = frame.appearance.borders
    let style = frame.appearance.resolve(borderStyle)
    // Border cells are filled in, not written as text: a border is most of
    // what a frame draws, and filling needs no width or grapheme work.
    let horizontal = Cell(symbols.horizontal, style: style)
    let vertical = Cell(symbols.vertical, style: style)
    for (y, left, right) in [
      (area.y, symbols.topLeft, symbols.topRight),
      (area.bottom - 1, symbols.bottomLeft, symbols.bottomRight),
    ] {
      frame.buffer.fill(Rect(x: area.x, y: y, width: 1, height: 1), with: Cell(left, style: style))
      frame.buffer.fill(
        Rect(x: area.x + 1, y: y, width: area.width - 2, height: 1), with: horizontal)
      frame.buffer.fill(
        Rect(x: area.right - 1, y: y, width: 1, height: 1), with: Cell(right, style: style))
    }
    let sides = Rect(x: area.x, y: area.y + 1, width: 1, height: area.height - 2)
    frame.buffer.fill(sides, with: vertical)
    frame.buffer.fill(
      Rect(x: area.right - 1, y: sides.y, width: 1, height: sides.height), with: vertical)
    drawTitles(left: title, right: topRight, row: area.y, area: area, on: &frame)
    drawTitles(left: footer, right: bottomRight, row: area.bottom - 1, area: area, on: &frame)
  }

  /// Draws a left title and right text into one edge, each with a space of
  /// border on either side; the right text wins the room when both do not fit.
  private func drawTitles(
    left: Line?, right: Span?, row: Int, area: Rect, on frame: inout Frame
  ) {
    // The cells between the corners, less one cell of border on each side.
    var room = Rect(x: area.x + 2, y: row, width: area.width - 4, height: 1)
    if let right, right.width + 2 <= room.width {
      let start = room.right - right.width
      let border = frame.appearance.resolve(borderStyle)
      frame.buffer.write(" ", at: Position(x: start - 1, y: row), style: border)
      frame.buffer.write(
        right.text, at: Position(x: start, y: row), style: frame.appearance.resolve(right.style),
        clip: room)
      frame.buffer.write(" ", at: Position(x: room.right, y: row), style: border)
      room.width -= right.width + 3
    }
    guard var left, room.width > 0 else { return }
    left.alignment = .left
    let style = frame.appearance.resolve(borderStyle)
    let ellipsis = frame.appearance.usesBoxDrawing ? "…" : "..."
    let end = room.x + left.truncated(toWidth: room.width, ellipsis: ellipsis).width
    if !left.isFocused || frame.appearance.usesColor {
      frame.buffer.write(" ", at: Position(x: room.x - 1, y: row), style: style)
      frame.buffer.write(" ", at: Position(x: end, y: row), style: style, clip: area)
    }
    let clip = Rect(x: room.x, y: row, width: end - room.x, height: 1)
    left.render(in: clip, on: &frame)
  }
}
