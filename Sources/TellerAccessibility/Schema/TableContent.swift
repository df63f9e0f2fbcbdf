/// A data table as plain data, to build its nodes from: a caption, a
/// column of row headers, the data columns, and rows of cells, one per
/// data column. Columns are data, so one builder makes any such table,
/// with as many columns as its data has.
///
/// ``node()`` makes the table's subtree: a header row of column headers,
/// then a row per ``Row``, each starting with its row header. Every ID is
/// made of the table's, the row's key and the column's key, so a cell
/// keeps its ID while its value changes and an update can name it:
///
/// - the header row is `TABLE.head`, its cells `TABLE.head.COLUMN`;
/// - a row is `TABLE.row.ROW`, its cells `TABLE.row.ROW.COLUMN`, its row
///   header `TABLE.row.ROW.HEADERCOLUMN`.
///
/// A row must have one cell per data column (ragged rows are rejected
/// here; a tree built by hand may hold them, and the audit finds them),
/// and the columns' keys, the row header column's included, must differ,
/// as must the rows' keys.
public struct TableContent: Hashable, Sendable {
  /// A column: its key, for IDs and data, and its header, as shown and
  /// spoken, with the header's short form for where room is short.
  public struct Column: Hashable, Sendable {
    /// What names the column in IDs and data, such as `served`.
    public var key: String
    /// The column's header, such as "Served".
    public var header: String
    /// The header's short form, such as "Srvd", the header cell's
    /// ``Element/shortLabel``; empty for none.
    public var shortHeader: String

    /// Creates a column.
    public init(key: String, header: String, shortHeader: String = "") {
      self.key = key
      self.header = header
      self.shortHeader = shortHeader
    }
  }

  /// A data cell's content.
  public struct Cell: Hashable, Sendable {
    /// The value as shown, such as "00:04:400" or "12"; empty for a blank
    /// cell.
    public var value: String
    /// The value as spoken when it differs, such as "4.4 seconds"; empty
    /// means speak ``value``.
    public var spokenValue: String

    /// Creates a cell.
    public init(_ value: String, spoken spokenValue: String = "") {
      self.value = value
      self.spokenValue = spokenValue
    }
  }

  /// A row: its key, its header (with its short form) and its cells.
  public struct Row: Hashable, Sendable {
    /// What names the row in IDs and data, such as `deposit-1`.
    public var key: String
    /// The row's header, such as "Deposit clerk 1".
    public var header: String
    /// The header's short form, such as "Dep1", the row header cell's
    /// ``Element/shortLabel``; empty for none.
    public var shortHeader: String
    /// One cell per data column, in the columns' order.
    public var cells: [Cell]

    /// Creates a row.
    public init(key: String, header: String, shortHeader: String = "", cells: [Cell]) {
      self.key = key
      self.header = header
      self.shortHeader = shortHeader
      self.cells = cells
    }
  }

  /// The table's ID.
  public var id: ElementID
  /// The caption, such as "Clerks".
  public var caption: String
  /// The first column, whose cells are the rows' headers; its header
  /// names what the rows are, such as "Clerk".
  public var rowHeaderColumn: Column
  /// The data columns, in order.
  public var columns: [Column]
  /// The rows, in order.
  public var rows: [Row]

  /// Creates a table's content.
  public init(
    id: ElementID, caption: String, rowHeaderColumn: Column, columns: [Column], rows: [Row]
  ) {
    self.id = id
    self.caption = caption
    self.rowHeaderColumn = rowHeaderColumn
    self.columns = columns
    self.rows = rows
  }

  // MARK: IDs

  /// The header row's ID: `TABLE.head`.
  public var headerRowID: ElementID { ElementID(id.rawValue + ".head") }

  /// A row's ID: `TABLE.row.ROW`.
  public func rowID(_ row: String) -> ElementID { ElementID(id.rawValue + ".row." + row) }

  /// The ID of a row's cell in a column, the row header column included:
  /// `TABLE.row.ROW.COLUMN`.
  public func cellID(row: String, column: String) -> ElementID {
    Self.cellID(in: id, row: row, column: column)
  }

  /// The ID of the cell at a row and a column of the table `table`.
  public static func cellID(in table: ElementID, row: String, column: String) -> ElementID {
    ElementID(table.rawValue + ".row." + row + "." + column)
  }

  /// The ID of a column's header cell: `TABLE.head.COLUMN`.
  public func columnHeaderID(_ column: String) -> ElementID {
    ElementID(id.rawValue + ".head." + column)
  }

  // MARK: Nodes

  /// The table's subtree: the table, its header row and its rows.
  ///
  /// - Complexity: O(r · c) for r rows of c columns.
  public func node() -> TreeNode {
    let keys = [rowHeaderColumn.key] + columns.map(\.key)
    precondition(Set(keys).count == keys.count, "table \(id) has two columns with one key")
    precondition(
      Set(rows.map(\.key)).count == rows.count, "table \(id) has two rows with one key")
    let head = TreeNode(
      Element(id: headerRowID, isAccessibilityElement: false, tableRole: .row),
      children: ([rowHeaderColumn] + columns).map { column in
        TreeNode(
          Element(
            id: columnHeaderID(column.key), label: column.header, tableRole: .columnHeader,
            shortLabel: column.shortHeader))
      })
    return TreeNode(
      Element(id: id, label: caption, isAccessibilityElement: false, tableRole: .table),
      children: [head] + rows.map(rowNode))
  }

  /// A row's node: its row header, then its cells.
  public func rowNode(_ row: Row) -> TreeNode {
    precondition(
      row.cells.count == columns.count,
      "row \(row.key) of table \(id) has \(row.cells.count) cells for \(columns.count) columns")
    let header = TreeNode(
      Element(
        id: cellID(row: row.key, column: rowHeaderColumn.key), label: row.header,
        tableRole: .rowHeader, shortLabel: row.shortHeader))
    return TreeNode(
      Element(id: rowID(row.key), isAccessibilityElement: false, tableRole: .row),
      children: [header]
        + zip(columns, row.cells).map { column, cell in
          TreeNode(cellElement(cell, row: row.key, column: column.key))
        })
  }

  /// A data cell's element, for an update that changes its value in place.
  public func cellElement(_ cell: Cell, row: String, column: String) -> Element {
    Self.cellElement(cell, in: id, row: row, column: column)
  }

  /// The element of a data cell of the table `table`, for an update that
  /// changes a value in place without the rest of the table.
  public static func cellElement(_ cell: Cell, in table: ElementID, row: String, column: String)
    -> Element
  {
    Element(
      id: cellID(in: table, row: row, column: column), value: cell.value,
      spokenValue: cell.spokenValue, tableRole: .cell)
  }
}
