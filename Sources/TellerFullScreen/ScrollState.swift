/// How far a list is scrolled: the index of its first visible row.
///
/// The state is kept between frames, so the list moves only when the row
/// to keep in view would leave it, the way a screen reader's list does.
public struct ScrollState: Hashable, Sendable {
  /// The first visible row.
  public var offset: Int

  /// Creates a state scrolled to a row.
  public init(offset: Int = 0) { self.offset = max(0, offset) }

  /// Scrolls as little as possible so a row is visible, and never past
  /// the end: the last page stays full.
  ///
  /// - Parameters:
  ///   - row: the row to keep visible, or nil to keep only the bounds.
  ///   - height: rows the viewport shows.
  ///   - count: rows in the list.
  public mutating func keep(_ row: Int?, visibleIn height: Int, of count: Int) {
    let height = max(0, height)
    if let row, height > 0, row >= 0, row < count {
      if row < offset { offset = row }
      if row >= offset + height { offset = row - height + 1 }
    }
    offset = max(0, min(offset, count - height))
  }

  /// How many rows are hidden above the viewport.
  public var hiddenAbove: Int { offset }

  /// How many rows are hidden below a viewport of a height.
  public func hiddenBelow(visibleIn height: Int, of count: Int) -> Int {
    max(0, count - offset - max(0, height))
  }
}
