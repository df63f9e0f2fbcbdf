/// A cell's place on the screen: column `x` and row `y`, both from 0 at the
/// top left.
public struct Position: Hashable, Sendable, CustomStringConvertible {
  /// The column, from 0.
  public var x: Int
  /// The row, from 0.
  public var y: Int

  /// Creates a position.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
