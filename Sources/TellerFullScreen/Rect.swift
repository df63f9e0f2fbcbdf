/// A rectangle of cells: its top-left corner and its size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Columns; never negative.
  public var width: Int
  /// Rows; never negative.
  public var height: Int

  /// Creates a rectangle; a negative width or height becomes 0.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The rectangle of a whole screen of a size, from (0, 0).
  public init(size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

  /// The column just past the right edge.
  public var right: Int { x + width }
  /// The row just below the bottom edge.
  public var bottom: Int { y + height }
  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// The size.
  public var size: Size { Size(width: width, height: height) }

  /// Whether a position lies inside.
  public func contains(_ position: Position) -> Bool {
    position.x >= x && position.x < right && position.y >= y && position.y < bottom
  }

  /// The cells both rectangles hold; empty when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return Rect(
      x: left, y: top, width: min(right, other.right) - left,
      height: min(bottom, other.bottom) - top)
  }

  /// The rectangle shrunk by margins on each side; never smaller than empty.
  public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
    Rect(
      x: x + horizontal, y: y + vertical, width: width - 2 * horizontal,
      height: height - 2 * vertical)
  }

  /// One row of the rectangle, counted from its top; empty past the bottom.
  public func row(_ index: Int) -> Rect {
    Rect(x: x, y: y + index, width: width, height: index >= 0 && index < height ? 1 : 0)
  }

  /// A rectangle of at most a size, centred inside this one (leaning left
  /// and up when the space left over is odd).
  public func centered(width: Int, height: Int) -> Rect {
    let w = min(width, self.width)
    let h = min(height, self.height)
    return Rect(x: x + (self.width - w) / 2, y: y + (self.height - h) / 2, width: w, height: h)
  }

  /// `x,y width×height`.
  public var description: String { "\(x),\(y) \(width)×\(height)" }
}
