import TellerAccessibility
import TellerFullScreen

/// A data table on the full screen: while the focus is in a table, or on
/// the heading that introduces it, the table takes the lists' place, as
/// one box titled with its caption whose rows are the table's rows, the
/// header row first, each cell padded to its column's widest, the focused
/// cell ringed. Where the rows are wider than the box, the table stacks:
/// each row's header on a line of its own, then a line for each other
/// cell, "Column header: value", indented. Either way the box scrolls as
/// a list does, keeping the focused cell's line in view.
extension MappedScreen {
  /// The gap between two columns, in cells.
  static let columnGap = 2

  /// The box of the table the focus is in, or whose introducing heading
  /// (the element just before it) has the focus, if any.
  static func focusedTable(
    in tree: AccessibilityTree, focus: ElementID?, scrolls: [ElementID: ScrollState], width: Int
  ) -> (pane: PaneContent, id: ElementID)? {
    guard let focus, let root = tree.rootID else { return nil }
    let children = Array(tree.children(of: root))
    for (index, id) in children.enumerated() {
      guard let table = tree.element(id), table.tableRole == .table, !table.isHidden else {
        continue
      }
      let before = index > 0 ? tree.element(children[index - 1]) : nil
      let heading = before.flatMap { $0.traits.contains(.header) ? $0 : nil }
      guard heading?.id == focus || tree.table(containing: focus) == id,
        let pane = tablePane(
          table, heading: heading, in: tree, focus: focus, scroll: scrolls[id] ?? ScrollState(),
          width: width)
      else { continue }
      return (pane, id)
    }
    return nil
  }

  /// The box of a table, titled with the heading that introduces it (the
  /// focus when it is focused) or its caption, with the focused cell's
  /// row marked.
  static func tablePane(
    _ table: Element, heading: Element?, in tree: AccessibilityTree, focus: ElementID?,
    scroll: ScrollState, width: Int
  ) -> PaneContent? {
    guard let snapshot = tree.tableSnapshot(table.id) else { return nil }
    let rows = snapshot.headerRows + snapshot.rows
    var widths: [Int] = []
    for row in rows {
      for (column, cell) in row.cells.enumerated() {
        let width = Span(cell.text).width
        if column < widths.count {
          widths[column] = max(widths[column], width)
        } else {
          widths.append(width)
        }
      }
    }
    let title = Line(
      (heading ?? table).labelForDisplay, style: Style(attributes: .bold),
      isFocused: heading != nil && heading?.id == focus)
    // The box's borders, margins and focus ring take six columns.
    let across = widths.reduce(0, +) + columnGap * max(0, widths.count - 1)
    guard across <= width - 6 else {
      return stacked(snapshot, title: title, focus: focus, scroll: scroll)
    }
    let focusedRow = focus.flatMap { focus in
      rows.firstIndex { row in row.id == focus || row.cells.contains { $0.id == focus } }
    }
    let headerCount = snapshot.headerRows.count
    return PaneContent(
      title: title, count: rows.count,
      focusedRow: focusedRow, scroll: scroll
    ) { index in
      let style = index < headerCount ? Style(attributes: .bold) : Style()
      var line = Line([])
      for (column, cell) in rows[index].cells.enumerated() {
        if cell.id == focus { line.focusedSpan = line.spans.count }
        let span = Span(cell.text, style: cell.role == .cell ? Style() : style)
        line.spans.append(span)
        let gap = widths[column] + columnGap - span.width
        if column < rows[index].cells.count - 1 {
          line.spans.append(Span(String(repeating: " ", count: gap)))
        }
      }
      return line
    }
  }

  /// A table too wide for its box, stacked: the column headers a line
  /// each, then each row below them as its header's line and "Column
  /// header: value" for each other cell, indented.
  private static func stacked(
    _ snapshot: TableSnapshot, title: Line, focus: ElementID?, scroll: ScrollState
  ) -> PaneContent {
    let headers = snapshot.columnHeaders()
    // Each line: what leads it (the indent and the column's header), then
    // the cell's own text, which the focus ring and the cursor mark.
    var lines: [(lead: String, text: String, id: ElementID, isHeader: Bool)] = []
    for cell in snapshot.headerRows.flatMap(\.cells) {
      lines.append(("", cell.text, cell.id, true))
    }
    for row in snapshot.rows {
      for (column, cell) in row.cells.enumerated() {
        if cell.role == .rowHeader {
          lines.append(("", cell.text, cell.id, true))
        } else {
          let header = column < headers.count ? headers[column] : ""
          lines.append(("  " + (header.isEmpty ? "" : header + ": "), cell.text, cell.id, false))
        }
      }
    }
    let focusedLine = focus.flatMap { focus in lines.firstIndex { $0.id == focus } }
    return PaneContent(title: title, count: lines.count, focusedRow: focusedLine, scroll: scroll) {
      let line = lines[$0]
      var shown = Line([
        Span(line.lead), Span(line.text, style: line.isHeader ? Style(attributes: .bold) : .plain),
      ])
      shown.focusedSpan = 1
      return shown
    }
  }
}
