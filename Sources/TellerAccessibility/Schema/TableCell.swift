/// A cell's place in its data table and the headers that name it, as data:
/// what UIKit's data-table cell answers with its row and column ranges
/// and the table with its counts and header elements, and what AccessKit
/// keeps in its row, column and header properties.
///
/// Teller works every part out from the tree's structure
/// (``AccessibilityTree/tableCell(_:)``); the app declares none of it.
public struct TableCell: Hashable, Sendable {
  /// The table the cell is in.
  public var table: ElementID
  /// The row the cell is in.
  public var row: ElementID
  /// The cell's row, from 0 at the top: its place among the table's
  /// visible rows.
  public var rowIndex: Int
  /// The cell's column, from 0 at the left: its place among its row's
  /// visible cells.
  public var columnIndex: Int
  /// The number of the table's visible rows, header rows included.
  public var rowCount: Int
  /// The number of the table's columns: its first row's visible cells, or
  /// the cell's own row's when that row is longer.
  public var columnCount: Int
  /// The row headers of the cell's row, in order, the cell itself left
  /// out.
  public var rowHeaders: [Element]
  /// The column headers of the cell's column, top first, the cell itself
  /// left out.
  public var columnHeaders: [Element]

  /// Creates a cell's place.
  public init(
    table: ElementID, row: ElementID, rowIndex: Int, columnIndex: Int, rowCount: Int,
    columnCount: Int, rowHeaders: [Element] = [], columnHeaders: [Element] = []
  ) {
    self.table = table
    self.row = row
    self.rowIndex = rowIndex
    self.columnIndex = columnIndex
    self.rowCount = rowCount
    self.columnCount = columnCount
    self.rowHeaders = rowHeaders
    self.columnHeaders = columnHeaders
  }
}

/// A table as a whole: its caption and size, as said when focus enters it.
public struct TableSummary: Hashable, Sendable {
  /// The table.
  public var table: ElementID
  /// The caption: the table's label.
  public var caption: String
  /// The number of visible rows, header rows included.
  public var rowCount: Int
  /// The number of columns: the first row's visible cells.
  public var columnCount: Int

  /// Creates a table's summary.
  public init(table: ElementID, caption: String, rowCount: Int, columnCount: Int) {
    self.table = table
    self.caption = caption
    self.rowCount = rowCount
    self.columnCount = columnCount
  }
}
