/// The audit's rules for data tables (``TableRole``), for one element, in
/// the order of ``AuditFinding/Kind/allCases``: a table's caption and
/// column headers, a row's length, a data cell's headers, and whether the
/// element stands where its role says.
///
/// - Complexity: O(1) for most elements; O(c · h) for a data cell of a
///   table of c columns and h header rows, O(h · c) for a table.
func tableFindings(of element: Element, at ref: NodeRef, in tree: AccessibilityTree)
  -> [AuditMessage]
{
  var found: [AuditMessage] = []
  if element.tableRole == .table, case .slot(let slot) = ref {
    if SpokenText.isBlank(element.label) { found.append(.emptyCaption) }
    if tree.headerRows(of: slot).isEmpty {
      found.append(.tableWithoutColumnHeaders(caption: element.label))
    }
  }
  if element.tableRole == .row, let place = tree.rowPlace(of: element.id), place.index > 0,
    case .slot(let slot) = ref, let table = tree.tableSummary(tree.elements[tree.parents[slot]].id)
  {
    let cells = tree.visibleChildCount(slot: slot)
    if cells != table.columnCount {
      found.append(.raggedRow(row: place.index + 1, cells: cells, columns: table.columnCount))
    }
  }
  if element.tableRole == .cell, let cell = tree.tableCell(element.id),
    cell.rowHeaders.isEmpty, cell.columnHeaders.isEmpty
  {
    found.append(.cellWithoutHeader(row: cell.rowIndex + 1, column: cell.columnIndex + 1))
  }
  if let misplaced = misplacement(of: element, at: ref, in: tree) { found.append(misplaced) }
  return found
}

/// What is out of place about an element in a table, if anything: a row
/// not directly in a table, a cell not directly in a row, or something
/// else directly in a table or a row.
private func misplacement(of element: Element, at ref: NodeRef, in tree: AccessibilityTree)
  -> AuditMessage?
{
  let parentSlot = tree.parentSlot(of: ref)
  let parent = parentSlot >= 0 ? tree.elements[parentSlot].tableRole : .none
  let role = element.tableRole
  if role == .row, parent != .table {
    return .tablePartOutside(part: .row, label: element.label)
  }
  if role.isCell, parent != .row {
    return .tablePartOutside(part: role, label: element.label)
  }
  if parent == .table, role != .row {
    return .foreignTableChild(label: element.label, container: .table)
  }
  if parent == .row, !role.isCell {
    return .foreignTableChild(label: element.label, container: .row)
  }
  return nil
}
