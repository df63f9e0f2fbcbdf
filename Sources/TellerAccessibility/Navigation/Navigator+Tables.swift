/// Moving within a data table: along the row, along the column, to either
/// end of either, and to the table's first and last cells, as screen
/// readers move through tables.
///
/// The table focus is in is the table of the focused cell (or of the cell
/// that holds the focus), the focused table itself (an empty table may be
/// a stop of its own), a table the focus lies in outside its cells, or the
/// table a focused heading introduces: the heading's next sibling, when
/// that is a table. From outside its cells, a move enters the table at its
/// first cell, or at its last for ``TableMove/lastCell``.
///
/// A cell's column is its place among its row's visible cells. A move
/// along a column passes over rows that have no stop at that column (a
/// short row, or a hidden cell), and a move along a row passes over cells
/// that hold no stop, so no gap leaves focus stuck.
extension Navigator {
  /// A move within the table focus is in.
  public enum TableMove: Hashable, Sendable {
    /// To the next (``Direction/next``, right) or previous cell of the row.
    case cellInRow(Direction)
    /// To the cell below (``Direction/next``) or above, in the same column.
    case cellInColumn(Direction)
    /// To the row's first cell.
    case startOfRow
    /// To the row's last cell.
    case endOfRow
    /// To the column's top cell.
    case topOfColumn
    /// To the column's bottom cell.
    case bottomOfColumn
    /// To the table's first cell: the first stop inside it.
    case firstCell
    /// To the table's last cell: the last stop inside it.
    case lastCell
  }

  /// Moves within the table focus is in.
  ///
  /// - Returns: ``NavigationOutcome/moved(_:)``;
  ///   ``NavigationOutcome/tableEdge(_:)`` for a step along a row or a
  ///   column past its last cell, when focus stays; or
  ///   ``NavigationOutcome/notInTable`` when focus is in no table. An
  ///   empty table moves focus to the table itself, when it is a stop.
  ///   The moves to an end go there even from there, and say it again.
  /// - Complexity: O(d + log r) for a cell d deep in a table of r rows,
  ///   plus the rows or cells passed that hold no stop; O(r) when some
  ///   row is hidden.
  public mutating func move(inTable move: TableMove) -> NavigationOutcome {
    guard tree.stopCount > 0 else { return .nothingToFocus }
    guard let found = tablePlace() else { return .notInTable }
    guard let place = found.cell else {
      let direction: Direction = move == .lastCell ? .previous : .next
      if let first = tree.firstStop(inside: found.table, .stops, direction),
        tree.isInScope(first)
      {
        return moveFocus(toStop: tree.id(at: first))
      }
      let id = tree.elements[found.table].id
      return tree.isInReadingOrder(id) ? moveFocus(toStop: id) : .notInTable
    }
    let target: NodeRef?
    switch move {
    case .cellInRow(let direction):
      target = tree.cell(inRow: place.row, after: place.cell, direction)
      if target == nil { return .tableEdge(direction == .next ? .endOfRow : .startOfRow) }
    case .cellInColumn(let direction):
      target = tree.cell(inColumn: place.columnIndex, of: place.table, after: place.row, direction)
      if target == nil { return .tableEdge(direction == .next ? .bottomOfColumn : .topOfColumn) }
    case .startOfRow:
      target = tree.cell(inRow: place.row, after: nil, .next)
    case .endOfRow:
      target = tree.cell(inRow: place.row, after: nil, .previous)
    case .topOfColumn:
      target = tree.cell(inColumn: place.columnIndex, of: place.table, after: nil, .next)
    case .bottomOfColumn:
      target = tree.cell(inColumn: place.columnIndex, of: place.table, after: nil, .previous)
    case .firstCell, .lastCell:
      target = tree.firstStop(inside: place.table, .stops, move == .firstCell ? .next : .previous)
        .flatMap { tree.isInScope($0) ? $0 : nil }
    }
    guard let target else { return .notInTable }
    return moveFocus(toStop: tree.id(at: target))
  }

  /// The table focus is in, and the place of the cell focus is in, if any.
  private func tablePlace() -> (table: Int, cell: AccessibilityTree.CellPlace?)? {
    guard let focus, let ref = tree.ref(of: focus), tree.isInScope(ref) else { return nil }
    if let place = tree.cellPlace(of: ref) { return (place.table, place) }
    if case .slot(let slot) = ref, let table = tree.container(.table, introducedBy: slot) {
      return (table, nil)
    }
    var current = tree.slotOrList(ref)
    while current >= 0 {
      if tree.elements[current].tableRole == .table { return (current, nil) }
      current = tree.parents[current]
    }
    return nil
  }
}

extension AccessibilityTree {
  /// The stop of the nearest cell of a row after (`.next`) or before a
  /// cell that gives one; from nil, the row's first or last such cell.
  ///
  /// - Complexity: O(log c) for c cells, plus the cells passed.
  func cell(inRow row: Int, after cell: Int?, _ direction: Navigator.Direction) -> NodeRef? {
    let cells = childSlots[row]
    let step = direction == .next ? 1 : -1
    var index = walkStart(after: cell, in: row, direction)
    while cells.indices.contains(index) {
      if let stop = cellStop(cells[index]) { return stop }
      index += step
    }
    return nil
  }

  /// The stop of the cell at a column in the nearest row after (`.next`)
  /// or before a row that gives one; from nil, the top or bottom such row.
  ///
  /// - Complexity: O(log r) for r rows, plus the rows passed; O(c) more
  ///   for each row with a hidden cell.
  func cell(
    inColumn column: Int, of table: Int, after row: Int?, _ direction: Navigator.Direction
  ) -> NodeRef? {
    let rows = childSlots[table]
    let step = direction == .next ? 1 : -1
    var index = walkStart(after: row, in: table, direction)
    while rows.indices.contains(index) {
      let candidate = rows[index]
      if !elements[candidate].isHidden, let cell = visibleChild(of: candidate, at: column),
        let stop = cellStop(cell)
      {
        return stop
      }
      index += step
    }
    return nil
  }

  /// Where a walk through a parent's children starts: next to a child in
  /// a direction, or, from nil, at the first or the last child.
  private func walkStart(after child: Int?, in parent: Int, _ direction: Navigator.Direction)
    -> Int
  {
    let step = direction == .next ? 1 : -1
    if let child { return index(ofChild: child, in: parent) + step }
    return direction == .next ? 0 : childSlots[parent].count - 1
  }
}
