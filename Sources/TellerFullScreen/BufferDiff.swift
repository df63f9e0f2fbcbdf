extension CellBuffer {
  /// The cells that differ from an earlier buffer of the same size, in
  /// reading order: all a terminal showing `previous` needs to show this.
  ///
  /// As ratatui's diff does, a continuation cell is never a change of its
  /// own: a wide character's change covers both its columns. When a wide
  /// character gives way to narrow ones, the cell its right half covered
  /// is a change even if it looks the same, since the terminal drew half a
  /// character there.
  ///
  /// - Complexity: O(width × height).
  public func changes(from previous: CellBuffer) -> [CellChange] {
    precondition(previous.size == size, "diff needs buffers of one size")
    var out: [CellChange] = []
    for y in 0..<size.height {
      var skip = 0
      var invalidated = 0
      let row = y * size.width
      for x in 0..<size.width {
        let current = cells[row + x]
        let before = previous.cells[row + x]
        if !current.isContinuation && skip == 0 && (invalidated > 0 || current != before) {
          out.append(CellChange(position: Position(x: x, y: y), cell: current))
        }
        skip = max(0, current.width - 1)
        invalidated = max(0, max(current.width, before.width, invalidated) - 1)
      }
    }
    return out
  }
}
