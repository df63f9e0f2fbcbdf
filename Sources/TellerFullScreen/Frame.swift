/// What one render produces: the cells, and where the focused element
/// wants the hardware cursor.
public struct Frame: Hashable, Sendable {
  /// The cells.
  public var buffer: CellBuffer
  /// Where the cursor goes after drawing: the focused element's first
  /// character, or nil when nothing on screen has focus.
  public var cursor: Position?
  /// How the screen may look; widgets read it.
  public let appearance: Appearance

  /// Creates a blank frame.
  public init(size: Size, appearance: Appearance) {
    buffer = CellBuffer(size: size)
    self.appearance = appearance
  }

  /// The whole frame as a rectangle from (0, 0).
  public var area: Rect { buffer.area }

  /// Draws a widget into an area of the frame.
  public mutating func render(_ widget: some Widget, in area: Rect) {
    widget.render(in: area, on: &self)
  }
}
