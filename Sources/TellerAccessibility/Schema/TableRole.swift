/// What an element is in a data table, as AccessKit's table, row, cell,
/// column header and row header roles say, and as UIKit's data-table
/// container and its cells do.
///
/// A data table is an element with the ``table`` role whose children are
/// its rows, each an element with the ``row`` role whose children are its
/// cells: ``cell``, ``columnHeader`` or ``rowHeader``. Everything else
/// about the table comes from that structure, never from numbers the app
/// declares: a cell's row and column are its places among the rows and
/// among its row's cells, the counts are the rows' and the first row's,
/// and the headers are found by their roles (``AccessibilityTree/tableCell(_:)``).
///
/// - The table's label is its caption, such as "Clerks". A table is a
///   container, not a navigation stop, unless it is empty and the app
///   makes it one, as an empty list is.
/// - The *header rows* are the rows at the top of the table whose every
///   visible cell is a column header; each of their cells heads the cells
///   of its column below.
/// - A row header heads the other cells of its row, wherever in the row it
///   stands (usually first).
/// - A data cell is named by its headers: it may leave its label empty
///   and give its content as its value ("12"). A cell with neither reads
///   as blank.
///
/// The role is kept apart from ``ContainerRole``, so anything that knows
/// nothing of tables reads a table as plain containers of elements in
/// document order, as before.
public enum TableRole: String, Hashable, Sendable, CaseIterable {
  /// No part of a table.
  case none
  /// A data table: its children are its rows, its label its caption.
  case table
  /// A row of a table: its children are its cells.
  case row
  /// A data cell.
  case cell
  /// A header cell that heads its column: a cell of the header rows.
  case columnHeader
  /// A header cell that heads its row.
  case rowHeader

  /// Whether the role is a cell of any kind: data or header.
  public var isCell: Bool {
    switch self {
    case .cell, .columnHeader, .rowHeader: true
    case .none, .table, .row: false
    }
  }
}
