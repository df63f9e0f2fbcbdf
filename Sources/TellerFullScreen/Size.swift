/// A width in columns and a height in rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns; never negative.
  public var width: Int
  /// Rows; never negative.
  public var height: Int

  /// Creates a size; negative values become 0.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Whether this size is at least as wide and as tall as another.
  public func covers(_ other: Size) -> Bool { width >= other.width && height >= other.height }

  /// `80×24`.
  public var description: String { "\(width)×\(height)" }
}
