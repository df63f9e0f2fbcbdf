import TellerAccessibility

/// Where in a data table an output record is, for the outputs that show a
/// table's structure (NDJSON): the table, its size, and the row and column
/// the record is about, each counted from 1 with the header rows and the
/// row-header column; nil where the record is about the whole table (its
/// caption) or a whole row (say all's line for it).
public struct TablePlace: Hashable, Sendable {
  /// The table.
  public var table: ElementID
  /// The table's rows, header rows included.
  public var rowCount: Int
  /// The table's columns, the row-header column included.
  public var columnCount: Int
  /// The row, from 1; nil for the whole table.
  public var row: Int?
  /// The column, from 1; nil for a whole row or the whole table.
  public var column: Int?

  /// Creates a place.
  public init(
    table: ElementID, rowCount: Int, columnCount: Int, row: Int? = nil, column: Int? = nil
  ) {
    self.table = table
    self.rowCount = rowCount
    self.columnCount = columnCount
    self.row = row
    self.column = column
  }

  /// The place of a cell.
  public init(_ cell: TableCell) {
    self.init(
      table: cell.table, rowCount: cell.rowCount, columnCount: cell.columnCount,
      row: cell.rowIndex + 1, column: cell.columnIndex + 1)
  }

  /// The place as a JSON object: `{"id":…,"rows":4,"columns":4,"row":2,"column":3}`.
  var json: String {
    var out = "{\"id\":" + jsonString(table.rawValue)
    out += ",\"rows\":\(rowCount),\"columns\":\(columnCount)"
    if let row { out += ",\"row\":\(row)" }
    if let column { out += ",\"column\":\(column)" }
    return out + "}"
  }
}
