/// A data table read whole out of the tree, as data: its caption, its
/// header rows and its other rows, each cell with its text and role; for
/// the outputs that show a table at once (linear text, JSON, a report)
/// rather than cell by cell. Hidden rows and cells are left out.
public struct TableSnapshot: Hashable, Sendable {
  /// One cell.
  public struct Cell: Hashable, Sendable {
    /// The cell's ID.
    public var id: ElementID
    /// What the cell is: data, a column header or a row header.
    public var role: TableRole
    /// The cell's text as shown: its shown label and its value.
    public var text: String
    /// The cell's text as spoken: its label and its spoken value.
    public var spokenText: String
  }

  /// One row.
  public struct Row: Hashable, Sendable {
    /// The row's ID.
    public var id: ElementID
    /// The row's visible cells, in order.
    public var cells: [Cell]
  }

  /// The table's ID.
  public var id: ElementID
  /// The caption: the table's label.
  public var caption: String
  /// The header rows at the top: rows of column headers.
  public var headerRows: [Row]
  /// The rows below them.
  public var rows: [Row]

  /// The number of columns: the first row's cells.
  public var columnCount: Int { (headerRows + rows).first?.cells.count ?? 0 }

  /// Each column's header, the header rows' cells at that column joined
  /// with a space; empty for a column without one.
  public func columnHeaders(spoken: Bool = false) -> [String] {
    let width = ([columnCount] + rows.map(\.cells.count)).max() ?? 0
    return (0..<width).map { column in
      headerRows.compactMap { row in
        row.cells.indices.contains(column) ? Self.text(of: row.cells[column], spoken) : nil
      }.filter { !$0.isEmpty }.joined(separator: " ")
    }
  }

  /// The rows below the header rows as lines, each "Row header: column
  /// header value, …": the row's headers, then every other cell after its
  /// column's header. A blank cell says "blank"; a cell with no column
  /// header is its value alone; a row with no row header has no lead.
  ///
  /// - Complexity: O(r · c) for r rows of c cells.
  public func lines(in catalog: AccessibilityCatalog, spoken: Bool = false) -> [String] {
    let headers = columnHeaders(spoken: spoken)
    return rows.map { row in
      var lead: [String] = []
      var parts: [String] = []
      for (column, cell) in row.cells.enumerated() {
        let text = Self.text(of: cell, spoken)
        if cell.role == .rowHeader {
          lead.append(text)
          continue
        }
        let value = text.isEmpty ? catalog[.blankCell] : text
        let header = column < headers.count ? headers[column] : ""
        parts.append(header.isEmpty ? value : header + " " + value)
      }
      let body = parts.joined(separator: catalog.separator)
      let name = lead.filter { !$0.isEmpty }.joined(separator: " ")
      return name.isEmpty ? body : name + ": " + body
    }
  }

  private static func text(of cell: Cell, _ spoken: Bool) -> String {
    spoken ? cell.spokenText : cell.text
  }
}

extension AccessibilityTree {
  /// A data table read whole: its caption, header rows and rows; nil for
  /// a node that is not a table.
  ///
  /// - Complexity: O(r · c) for r rows of c cells.
  public func tableSnapshot(_ id: ElementID) -> TableSnapshot? {
    guard let slot = slotByID[id], elements[slot].tableRole == .table else { return nil }
    let headerRows = Set(self.headerRows(of: slot))
    var snapshot = TableSnapshot(id: id, caption: elements[slot].label, headerRows: [], rows: [])
    for row in childSlots[slot] where !elements[row].isHidden {
      let cells = childSlots[row].filter { !elements[$0].isHidden }.map { cell in
        let element = elements[cell]
        return TableSnapshot.Cell(
          id: element.id, role: element.tableRole,
          text: SpokenText.join([element.labelForDisplay, element.value], separator: " "),
          spokenText: SpokenText.join([element.label, element.valueForSpeech], separator: " "))
      }
      let read = TableSnapshot.Row(id: elements[row].id, cells: cells)
      if headerRows.contains(row) {
        snapshot.headerRows.append(read)
      } else {
        snapshot.rows.append(read)
      }
    }
    return snapshot
  }
}
