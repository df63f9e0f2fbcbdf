/// What a screen reader says about a cell's table when focus lands on the
/// cell, besides the cell itself, as the best screen readers do: the table
/// when focus comes into it, the row header when the row changed, the
/// column header when the column changed, each said once and not again
/// while it stays the same; the coordinates only when asked for.
///
/// It is data: ``describe(_:in:options:comingFrom:)`` words it, and a
/// presenter with less room (braille) may shorten it.
public struct CellContext: Hashable, Sendable {
  /// The table, when focus came from outside it: its caption and size are
  /// said first.
  public var enteredTable: TableSummary?
  /// The headers of the cell's row, when focus came from another row.
  public var rowHeaders: [Element]
  /// The headers of the cell's column, when focus came from another
  /// column.
  public var columnHeaders: [Element]
  /// The cell's place, when asked for: said after the cell, as "row 2 of
  /// 4, column 3 of 5".
  public var position: TableCell?

  /// Creates a context.
  public init(
    enteredTable: TableSummary? = nil, rowHeaders: [Element] = [],
    columnHeaders: [Element] = [], position: TableCell? = nil
  ) {
    self.enteredTable = enteredTable
    self.rowHeaders = rowHeaders
    self.columnHeaders = columnHeaders
    self.position = position
  }

  /// Whether there is nothing to say besides the cell.
  public var isEmpty: Bool {
    enteredTable == nil && rowHeaders.isEmpty && columnHeaders.isEmpty && position == nil
  }
}

extension AccessibilityTree {
  /// What landing on a cell says of its table, coming from `previous`:
  /// from outside the table (or from nothing), the table and both
  /// headers; from a cell of the same table, the row's headers if the row
  /// changed and the column's if the column did; from the cell itself,
  /// nothing, so a cell whose value changed in place is not read with its
  /// headers again. Nil for a node that is no cell of a table.
  ///
  /// - Parameters:
  ///   - id: the cell landed on, or a stop inside it.
  ///   - previous: where focus was before, if anywhere.
  ///   - withPosition: whether to give the cell's coordinates, as a
  ///     where-am-I or high verbosity asks.
  /// - Complexity: that of ``tableCell(_:)``, twice.
  public func cellContext(
    of id: ElementID, comingFrom previous: ElementID?, withPosition: Bool = false
  ) -> CellContext? {
    guard let cell = tableCell(id) else { return nil }
    var context = CellContext(position: withPosition ? cell : nil)
    let before = previous.flatMap { tableCell($0) }
    if let before, before.table == cell.table {
      if before.rowIndex != cell.rowIndex { context.rowHeaders = cell.rowHeaders }
      if before.columnIndex != cell.columnIndex { context.columnHeaders = cell.columnHeaders }
    } else {
      context.enteredTable = tableSummary(cell.table)
      context.rowHeaders = cell.rowHeaders
      context.columnHeaders = cell.columnHeaders
    }
    return context
  }
}
