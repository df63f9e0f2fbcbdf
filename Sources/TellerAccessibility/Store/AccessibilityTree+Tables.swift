/// Data tables in the tree: a cell's place, its headers and a table's size,
/// all worked out from the structure (``TableRole``).
///
/// A table's rows are its visible children, and a row's cells are its
/// visible children, in order; hidden ones leave the grid, as an element
/// with `display: none` leaves an HTML table. A child with another role
/// still takes its place (the audit finds it). Places are found by the
/// binary search that finds a child among its siblings, so a move in a
/// table of 10,000 rows looks at a few rows, not at all of them.
extension AccessibilityTree {
  /// A cell's place, by slots: the table, the row and the cell, and the
  /// row's and the cell's places among the visible rows and cells.
  struct CellPlace: Hashable, Sendable {
    var table: Int
    var row: Int
    var cell: Int
    var rowIndex: Int
    var columnIndex: Int
  }

  // MARK: Public

  /// A cell's place in its table and the headers that name it; nil for a
  /// node that is not in a row of a table, or is hidden. A stop inside a
  /// cell answers for the cell.
  ///
  /// - Complexity: O(d + log r + c · h) for a cell d deep in a table of r
  ///   rows, c columns and h header rows; O(r) when some row is hidden.
  public func tableCell(_ id: ElementID) -> TableCell? {
    guard let ref = ref(of: id), isVisible(ref), let place = cellPlace(of: ref) else {
      return nil
    }
    return tableCell(at: place)
  }

  /// A table's caption and size; nil for a node that is not a table.
  ///
  /// - Complexity: O(1), or O(r) when some row is hidden.
  public func tableSummary(_ id: ElementID) -> TableSummary? {
    guard let slot = slotByID[id], elements[slot].tableRole == .table else { return nil }
    return tableSummary(slot: slot)
  }

  /// The cell at a row and a column of a table, from 0; nil when the table
  /// has no visible cell there.
  ///
  /// - Complexity: O(1) without hidden rows or cells, O(r + c) with.
  public func tableCell(in table: ElementID, row: Int, column: Int) -> ElementID? {
    guard let slot = slotByID[table], elements[slot].tableRole == .table,
      let rowSlot = visibleChild(of: slot, at: row),
      let cell = visibleChild(of: rowSlot, at: column)
    else { return nil }
    return elements[cell].id
  }

  /// The table a node is in, or that it is: the nearest ancestor (or the
  /// node) with the table role; nil outside tables.
  ///
  /// - Complexity: O(d) for a node d deep.
  public func table(containing id: ElementID) -> ElementID? {
    guard let ref = ref(of: id) else { return nil }
    var current = slotOrList(ref)
    while current >= 0 {
      if elements[current].tableRole == .table { return elements[current].id }
      current = parents[current]
    }
    return nil
  }

  // MARK: Internals

  /// A row's place among its table's visible rows, from 0, and their
  /// number; nil for a node that is not a visible row of a table.
  func rowPlace(of id: ElementID) -> (index: Int, count: Int)? {
    guard let slot = slotByID[id], elements[slot].tableRole == .row, !elements[slot].isHidden,
      parents[slot] >= 0, elements[parents[slot]].tableRole == .table
    else { return nil }
    let table = parents[slot]
    return (visibleIndex(of: .slot(slot), in: table), visibleChildCount(slot: table))
  }

  /// The place of the cell that is, or holds, a node: the nearest
  /// ancestor-or-self whose parent is a row of a table.
  func cellPlace(of ref: NodeRef) -> CellPlace? {
    // An item of a compact list is no cell: a row's cells are nodes.
    if case .item = ref, elements[slotOrList(ref)].tableRole == .row { return nil }
    var current = slotOrList(ref)
    while current >= 0 {
      let row = parents[current]
      guard row >= 0 else { return nil }
      let table = parents[row]
      if table >= 0, elements[row].tableRole == .row, elements[table].tableRole == .table {
        return CellPlace(
          table: table, row: row, cell: current,
          rowIndex: visibleIndex(of: .slot(row), in: table),
          columnIndex: visibleIndex(of: .slot(current), in: row))
      }
      current = row
    }
    return nil
  }

  /// A place's cell with its headers and the table's size.
  func tableCell(at place: CellPlace) -> TableCell {
    let summary = tableSummary(slot: place.table)
    return TableCell(
      table: elements[place.table].id, row: elements[place.row].id, rowIndex: place.rowIndex,
      columnIndex: place.columnIndex, rowCount: summary.rowCount,
      columnCount: max(summary.columnCount, visibleChildCount(slot: place.row)),
      rowHeaders: rowHeaders(ofRow: place.row).filter { $0 != place.cell }.map { elements[$0] },
      columnHeaders: columnHeaders(ofColumn: place.columnIndex, in: place.table)
        .filter { $0 != place.cell }.map { elements[$0] })
  }

  /// A table's caption and size.
  func tableSummary(slot: Int) -> TableSummary {
    let first = visibleChild(of: slot, at: 0)
    return TableSummary(
      table: elements[slot].id, caption: elements[slot].label,
      rowCount: visibleChildCount(slot: slot),
      columnCount: first.map { visibleChildCount(slot: $0) } ?? 0)
  }

  /// The row headers of a row: its visible cells with the row-header role.
  ///
  /// - Complexity: O(c) for c cells.
  func rowHeaders(ofRow row: Int) -> [Int] {
    childSlots[row].filter { !elements[$0].isHidden && elements[$0].tableRole == .rowHeader }
  }

  /// The column headers of a column: the cells at that column of the
  /// table's header rows, top first.
  ///
  /// - Complexity: O(h · c) for h header rows of c cells.
  func columnHeaders(ofColumn column: Int, in table: Int) -> [Int] {
    headerRows(of: table).compactMap { visibleChild(of: $0, at: column) }
  }

  /// The header rows of a table: its first visible rows whose every
  /// visible cell is a column header (and that have one).
  func headerRows(of table: Int) -> [Int] {
    var rows: [Int] = []
    for row in childSlots[table] where !elements[row].isHidden {
      let cells = childSlots[row].lazy.filter { !self.elements[$0].isHidden }
      guard !cells.isEmpty, cells.allSatisfy({ self.elements[$0].tableRole == .columnHeader })
      else { break }
      rows.append(row)
    }
    return rows
  }

  /// A slot's visible child at a place, from 0.
  ///
  /// - Complexity: O(1) with no hidden child; O(k) otherwise.
  func visibleChild(of slot: Int, at index: Int) -> Int? {
    let children = childSlots[slot]
    guard index >= 0 else { return nil }
    if (containers[slot]?.hiddenChildren ?? 0) == 0 {
      return index < children.count ? children[index] : nil
    }
    return children.lazy.filter { !self.elements[$0].isHidden }.dropFirst(index).first
  }

  /// The stop a cell gives: the cell when it is a stop in scope, or the
  /// first stop in scope inside it.
  func cellStop(_ cell: Int) -> NodeRef? {
    guard !elements[cell].isHidden, !isInsideStop(slot: cell) else { return nil }
    let found = firstStop(inside: cell, .stops, .next)
    return found.flatMap { isInScope($0) ? $0 : nil }
  }
}
