import TellerText

/// A button: its label with a cell of margin on each side for the focus
/// ring, as in `[ Add 10 customers ]` without colour.
public struct Button: Widget, Hashable, Sendable {
  /// The label.
  public var label: String
  /// The label's style, such as blue for Add and red for Reset.
  public var style: Style
  /// Whether the button is the focused element.
  public var isFocused: Bool

  /// Creates a button.
  public init(_ label: String, style: Style = .plain, isFocused: Bool = false) {
    self.label = label
    self.style = style
    self.isFocused = isFocused
  }

  /// The cells the button takes: its label and two on each side.
  public var width: Int { displayWidth(label) + 4 }

  /// Draws the button at the left of the area's first row. Focused, it is
  /// drawn `[ label ]` without colour, or with its label and the space on
  /// either side in reverse video; the cursor rests on the label.
  public func render(in area: Rect, on frame: inout Frame) {
    let row = area.row(0).intersection(frame.area)
    guard !row.isEmpty else { return }
    let resolved = frame.appearance.resolve(style)
    frame.buffer.fill(Rect(x: row.x, y: row.y, width: min(width, row.width), height: 1))
    let end = frame.buffer.write(
      label, at: Position(x: row.x + 2, y: row.y), style: resolved,
      clip: Rect(x: row.x, y: row.y, width: min(width, row.width), height: 1))
    guard isFocused else { return }
    frame.cursor = Position(x: row.x + 2, y: row.y)
    if frame.appearance.usesColor {
      frame.buffer.patchStyle(
        resolved.adding(.reverse),
        in: Rect(x: row.x + 1, y: row.y, width: end + 1 - (row.x + 1), height: 1).intersection(row))
    } else {
      frame.buffer.write("[", at: Position(x: row.x, y: row.y), clip: row)
      frame.buffer.write("]", at: Position(x: end + 1, y: row.y), clip: row)
    }
  }
}
