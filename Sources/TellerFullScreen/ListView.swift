/// A scrolling list: the rows that fit from the scroll offset, one per
/// row, with a cell of margin on the left for the focus ring.
///
/// Rows come from a function, so a list of 10,000 customers draws only the
/// rows it shows.
public struct ListView: Widget {
  /// How many rows the list holds.
  public var count: Int
  /// The row at an index, asked only for visible rows.
  public var row: (Int) -> Line
  /// The focused row, if the focus is in this list.
  public var focusedRow: Int?
  /// The scroll position; see ``ScrollState/keep(_:visibleIn:of:)``.
  public var scroll: ScrollState

  /// Creates a list whose rows come from a function.
  public init(
    count: Int, focusedRow: Int? = nil, scroll: ScrollState = ScrollState(),
    row: @escaping (Int) -> Line
  ) {
    self.count = max(0, count)
    self.row = row
    self.focusedRow = focusedRow
    self.scroll = scroll
  }

  /// Creates a list of lines.
  public init(_ rows: [Line], focusedRow: Int? = nil, scroll: ScrollState = ScrollState()) {
    self.init(count: rows.count, focusedRow: focusedRow, scroll: scroll) { rows[$0] }
  }

  /// Draws the visible rows from the scroll offset. The focused row gets
  /// the focus ring (reverse video across the row, or brackets around its
  /// text) and the cursor; a focused row that names one of its runs
  /// (``focusedSpan(in:)``), such as a table's row with a focused cell,
  /// gets them on that run alone.
  ///
  /// - Complexity: O(h) for a viewport of h rows, whatever the count.
  public func render(in area: Rect, on frame: inout Frame) {
    guard area.width >= 2 else { return }
    let text = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: area.height)
    let first = max(0, min(scroll.offset, count))
    let last = min(count, first + area.height)
    for index in first..<last {
      let y = area.y + index - first
      var line = row(index)
      let focused = index == focusedRow
      if focused, let run = Self.focusedRun(of: line, in: text.row(index - first)) {
        line.isFocused = false
        line.render(in: text.row(index - first), on: &frame)
        FocusRing.draw(
          around: run, within: Rect(x: area.x, y: y, width: area.width, height: 1), on: &frame)
        continue
      }
      line.isFocused = focused && !frame.appearance.usesColor
      line.render(in: text.row(index - first), on: &frame)
      if focused && frame.appearance.usesColor {
        frame.buffer.patchStyle(
          Style(attributes: .reverse), in: Rect(x: area.x, y: y, width: area.width, height: 1))
        frame.cursor = Position(x: text.x, y: y)
      }
    }
  }

  /// The cells of a left-aligned line's focused run in a row, cut to the
  /// row; nil when the line names no run or the run is out of sight.
  private static func focusedRun(of line: Line, in row: Rect) -> Rect? {
    guard let index = line.focusedSpan, line.spans.indices.contains(index) else { return nil }
    let x = row.x + line.spans[..<index].reduce(0) { $0 + $1.width }
    let width = min(line.spans[index].width, row.right - x)
    guard width > 0 else { return nil }
    return Rect(x: x, y: row.y, width: width, height: 1)
  }
}
