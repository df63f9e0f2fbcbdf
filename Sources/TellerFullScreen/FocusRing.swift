/// Marks the focused element: reverse video with colour, or brackets in
/// the cells just outside the element without it, so focus never depends
/// on colour.
public enum FocusRing {
  /// Draws the ring around a one-row run of cells and parks the cursor on
  /// its first cell.
  ///
  /// Brackets go in the cell before and the cell after the run, clipped to
  /// a bound (the area the widget may draw in); layouts leave a cell of
  /// margin there for them.
  public static func draw(around run: Rect, within bound: Rect, on frame: inout Frame) {
    guard !run.isEmpty else { return }
    frame.cursor = Position(x: run.x, y: run.y)
    if frame.appearance.usesColor {
      frame.buffer.patchStyle(Style(attributes: .reverse), in: run)
      return
    }
    let clip = bound.intersection(frame.area)
    frame.buffer.write("[", at: Position(x: run.x - 1, y: run.y), clip: clip)
    frame.buffer.write("]", at: Position(x: run.right, y: run.y), clip: clip)
  }
}
