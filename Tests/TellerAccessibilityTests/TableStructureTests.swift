import TellerAccessibility
import Testing

@Suite("Data tables: structure")
struct TableStructureTests {
  typealias F = TableFixtures

  private let clerks = F.screen([F.clerks().node()])

  @Test("A cell knows its row, its column, the table's size and its headers")
  func cellPlace() throws {
    let cell = try #require(clerks.tableCell("clerks.row.deposit-2.served"))
    #expect(cell.table == "clerks")
    #expect(cell.row == "clerks.row.deposit-2")
    #expect((cell.rowIndex, cell.columnIndex) == (2, 2))
    #expect((cell.rowCount, cell.columnCount) == (4, 4))
    #expect(cell.rowHeaders.map(\.label) == ["Deposit clerk 2"])
    #expect(cell.columnHeaders.map(\.label) == ["Served"])
  }

  @Test("A header cell is not its own header")
  func headerCells() throws {
    let column = try #require(clerks.tableCell("clerks.head.served"))
    #expect((column.rowIndex, column.columnIndex) == (0, 2))
    #expect(column.columnHeaders.isEmpty)
    #expect(column.rowHeaders.isEmpty)
    let row = try #require(clerks.tableCell("clerks.row.loan-1.clerk"))
    #expect(row.rowHeaders.isEmpty)
    #expect(row.columnHeaders.map(\.label) == ["Clerk"])
    let corner = try #require(clerks.tableCell("clerks.head.clerk"))
    #expect(corner.columnHeaders.isEmpty && corner.rowHeaders.isEmpty)
  }

  @Test("Every cell is found at its row and column, and knows them")
  func cellsByCoordinates() throws {
    let content = F.clerks()
    let keys = [content.rowHeaderColumn.key] + content.columns.map(\.key)
    for (row, rowKey) in ([nil] + content.rows.map(\.key)).enumerated() {
      for (column, key) in keys.enumerated() {
        let id = rowKey.map { content.cellID(row: $0, column: key) } ?? content.columnHeaderID(key)
        #expect(clerks.tableCell(in: "clerks", row: row, column: column) == id)
        let cell = try #require(clerks.tableCell(id))
        #expect((cell.rowIndex, cell.columnIndex) == (row, column), "\(id)")
      }
    }
    #expect(clerks.tableCell(in: "clerks", row: 4, column: 0) == nil)
    #expect(clerks.tableCell(in: "clerks", row: 0, column: 4) == nil)
    #expect(clerks.tableCell(in: "clerks", row: -1, column: 0) == nil)
    #expect(clerks.tableCell(in: "title", row: 0, column: 0) == nil)
  }

  @Test("The table, its rows and anything outside are no cells")
  func notCells() {
    for id: ElementID in ["clerks", "clerks.head", "clerks.row.loan-1", "title", "screen", "nope"] {
      #expect(clerks.tableCell(id) == nil, "\(id)")
    }
    #expect(
      clerks.tableSummary("clerks")
        == TableSummary(
          table: "clerks", caption: "Clerks", rowCount: 4, columnCount: 4))
    #expect(clerks.tableSummary("title") == nil)
    #expect(clerks.table(containing: "clerks.row.loan-1.busy") == "clerks")
    #expect(clerks.table(containing: "clerks") == "clerks")
    #expect(clerks.table(containing: "add") == nil)
  }

  @Test("Two header rows both head a column, the top one first")
  func twoHeaderRows() throws {
    let tree = F.screen([
      F.handMade(
        "t",
        rows: [
          [F.h("Clerk"), F.h("Customers"), F.h("Customers")],
          [F.h(""), F.h("Served"), F.h("Waiting")],
          [F.r("Deposit"), F.c("12"), F.c("3")],
        ])
    ])
    let cell = try #require(tree.tableCell("t.2.1"))
    #expect(cell.columnHeaders.map(\.label) == ["Customers", "Served"])
    #expect(cell.rowHeaders.map(\.label) == ["Deposit"])
    #expect(tree.tableSnapshot("t")?.headerRows.count == 2)
  }

  @Test("A row that is not all column headers ends the header rows")
  func headerRowsEnd() throws {
    let tree = F.screen([
      F.handMade(
        "t",
        rows: [
          [F.h("A"), F.h("B")],
          [F.h("C"), F.c("1")],
          [F.h("D"), F.h("E")],
        ])
    ])
    #expect(try #require(tree.tableCell("t.1.1")).columnHeaders.map(\.label) == ["B"])
    #expect(try #require(tree.tableCell("t.2.1")).columnHeaders.map(\.label) == ["B"])
  }

  @Test("A stop inside a cell answers for the cell")
  func stopInsideCell() throws {
    var content = F.handMade("t", rows: [[F.h("A"), F.h("B")], [F.r("x"), F.c("")]])
    content.children[1].children[1].element.isAccessibilityElement = false
    content.children[1].children[1].children = [TreeNode(Element(id: "inner", label: "Inner"))]
    let tree = F.screen([content])
    let cell = try #require(tree.tableCell("inner"))
    #expect((cell.rowIndex, cell.columnIndex) == (1, 1))
    #expect(cell.columnHeaders.map(\.label) == ["B"])
  }

  // MARK: Hidden rows and cells

  @Test("A hidden row leaves the grid; the rows below move up")
  func hiddenRow() throws {
    let tree = F.screen([
      F.handMade(
        "t", rows: [[F.h("A"), F.h("B")], [F.r("1"), F.c("a")], [F.r("2"), F.c("b")]],
        hiddenRows: [1])
    ])
    #expect(tree.tableCell("t.1.1") == nil)
    let cell = try #require(tree.tableCell("t.2.1"))
    #expect((cell.rowIndex, cell.rowCount) == (1, 2))
    #expect(tree.tableCell(in: "t", row: 1, column: 1) == "t.2.1")
  }

  @Test("A hidden cell leaves the grid; the cells after it move left")
  func hiddenCell() throws {
    let tree = F.screen([
      F.handMade(
        "t", rows: [[F.h("A"), F.h("B"), F.h("C")], [F.r("1"), F.hidden("a"), F.c("b")]])
    ])
    #expect(tree.tableCell("t.1.1") == nil)
    let cell = try #require(tree.tableCell("t.1.2"))
    #expect(cell.columnIndex == 1)
    #expect(cell.columnHeaders.map(\.label) == ["B"])
    #expect(tree.tableCell(in: "t", row: 1, column: 1) == "t.1.2")
  }

  // MARK: The ladder: empty, one cell, header only, ragged, big

  @Test("An empty table has no rows, no columns and no cells")
  func emptyTable() {
    let tree = F.screen([F.handMade("t", caption: "Empty", rows: [])])
    #expect(
      tree.tableSummary("t")
        == TableSummary(
          table: "t", caption: "Empty", rowCount: 0, columnCount: 0))
    #expect(tree.tableCell(in: "t", row: 0, column: 0) == nil)
    #expect(tree.tableSnapshot("t")?.rows == [])
    #expect(tree.tableSnapshot("t")?.columnCount == 0)
  }

  @Test("A table of one cell: a header alone")
  func oneCell() throws {
    let content = TableContent(
      id: "t", caption: "One", rowHeaderColumn: .init(key: "k", header: "Kind"), columns: [],
      rows: [])
    let tree = F.screen([content.node()])
    let cell = try #require(tree.tableCell("t.head.k"))
    #expect((cell.rowIndex, cell.columnIndex, cell.rowCount, cell.columnCount) == (0, 0, 1, 1))
    #expect(cell.columnHeaders.isEmpty && cell.rowHeaders.isEmpty)
  }

  @Test("A table of headers only: one row, every column")
  func headerOnly() throws {
    let tree = F.screen([F.clerks(rows: 0).node()])
    #expect(tree.tableSummary("clerks")?.rowCount == 1)
    #expect(tree.tableSummary("clerks")?.columnCount == 4)
    #expect(try #require(tree.tableCell("clerks.head.busy")).columnIndex == 3)
    #expect(tree.tableSnapshot("clerks")?.rows == [])
  }

  @Test("Ragged rows are allowed in the tree: a longer row counts its own columns")
  func raggedRows() throws {
    let tree = F.screen([
      F.handMade(
        "t",
        rows: [
          [F.h("A"), F.h("B")],
          [F.r("1")],
          [F.r("2"), F.c("b"), F.c("extra")],
        ])
    ])
    #expect(tree.tableSummary("t")?.columnCount == 2)
    let extra = try #require(tree.tableCell("t.2.2"))
    #expect((extra.columnIndex, extra.columnCount) == (2, 3))
    #expect(extra.columnHeaders.isEmpty)
    #expect(extra.rowHeaders.map(\.label) == ["2"])
    #expect(try #require(tree.tableCell("t.1.0")).columnCount == 2)
  }

  @Test("A table of 10,000 rows knows its last cell's place")
  func bigTable() throws {
    let tree = F.screen([F.clerks(rows: 10_000).node()])
    let last = try #require(tree.tableCell("clerks.row.extra-9999.busy"))
    #expect((last.rowIndex, last.rowCount, last.columnIndex) == (10_000, 10_001, 3))
    #expect(last.rowHeaders.map(\.label) == ["Clerk 10000"])
    #expect(last.columnHeaders.map(\.label) == ["Busy"])
  }

  // MARK: Built from data

  @Test("Content builds a header row and a row per row, with IDs from keys")
  func contentNodes() {
    let node = F.clerks(rows: 1).node()
    #expect(node.element.tableRole == .table)
    #expect(!node.element.isAccessibilityElement)
    #expect(node.children.map(\.id) == ["clerks.head", "clerks.row.deposit-1"])
    #expect(
      node.children[0].children.map(\.id) == [
        "clerks.head.clerk", "clerks.head.serving", "clerks.head.served", "clerks.head.busy",
      ])
    #expect(node.children[0].children.allSatisfy { $0.element.tableRole == .columnHeader })
    #expect(
      node.children[1].children.map(\.element.tableRole) == [.rowHeader, .cell, .cell, .cell])
    #expect(node.children[1].children[1].element.value == "idle")
    #expect(node.children[1].children[1].element.label == "")
  }

  @Test("A cell's element changes its value in place, under the same ID")
  func cellElement() {
    let content = F.clerks()
    let element = content.cellElement(
      .init("00:04:400", spoken: "4.4 seconds"), row: "deposit-1", column: "busy")
    #expect(element.id == "clerks.row.deposit-1.busy")
    #expect(element.valueForSpeech == "4.4 seconds")
    var tree = F.screen([content.node()])
    var update = TreeUpdate()
    update.change(element)
    tree.apply(update)
    #expect(tree.element("clerks.row.deposit-1.busy")?.value == "00:04:400")
  }
}
