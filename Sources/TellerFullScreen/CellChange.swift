/// One cell to draw: where, and what.
public struct CellChange: Hashable, Sendable {
  /// The cell's position.
  public var position: Position
  /// The cell, never a continuation: a wide character's change covers two
  /// columns.
  public var cell: Cell
}
