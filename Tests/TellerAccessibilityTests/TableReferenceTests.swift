import TellerAccessibility
import TellerTestSupport
import Testing

/// Random tables, ragged and with hidden rows and cells, checked against a
/// plain model written from the documentation: the grid of visible rows
/// and cells, worked out the obvious way. Every cell's place and headers,
/// and every move from every cell, must be what the model says.
@Suite("Data tables against a plain model")
struct TableReferenceTests {
  typealias F = TableFixtures

  /// A random table: up to two header rows, then rows whose first cell
  /// may be a row header; any row may be short or long, any row or cell
  /// hidden.
  private func randomTable(_ random: inout SeededRandom) -> (
    rows: [[F.HandCell]], hidden: Set<Int>
  ) {
    let headerRows = random.below(3)
    var rows: [[F.HandCell]] = []
    var hidden: Set<Int> = []
    for index in 0..<random.below(9) {
      let width = random.below(6)
      rows.append(
        (0..<width).map { column in
          var cell =
            index < headerRows
            ? F.h("H\(index).\(column)")
            : column == 0 && random.chance(60) ? F.r("R\(index)") : F.c("\(index).\(column)")
          cell.isHidden = random.chance(10)
          return cell
        })
      if random.chance(10) { hidden.insert(index) }
    }
    return (rows, hidden)
  }

  /// The model's grid: the visible rows, each its visible cells as their
  /// places in the table as made.
  private struct Grid {
    var rows: [(index: Int, cells: [(index: Int, cell: F.HandCell)])]

    init(_ rows: [[F.HandCell]], hidden: Set<Int>) {
      self.rows = rows.enumerated().filter { !hidden.contains($0.offset) }.map { index, cells in
        (index, cells.enumerated().filter { !$0.element.isHidden }.map { ($0.offset, $0.element) })
      }
    }

    func id(_ row: Int, _ column: Int) -> ElementID {
      ElementID("t.\(rows[row].index).\(rows[row].cells[column].index)")
    }

    var headerRows: Int {
      var count = 0
      for row in rows {
        guard !row.cells.isEmpty, row.cells.allSatisfy({ $0.cell.role == .columnHeader }) else {
          break
        }
        count += 1
      }
      return count
    }

    /// The row, from `row` on in a direction, that has a cell at a column.
    func row(from row: Int, step: Int, column: Int) -> Int? {
      var current = row
      while rows.indices.contains(current) {
        if rows[current].cells.indices.contains(column) { return current }
        current += step
      }
      return nil
    }
  }

  @Test("Places, headers and moves of random tables", arguments: 1...40)
  func randomTables(seed: Int) throws {
    var random = SeededRandom(state: UInt64(seed))
    let (rows, hidden) = randomTable(&random)
    let tree = F.screen([F.handMade("t", rows: rows, hiddenRows: hidden)])
    let grid = Grid(rows, hidden: hidden)
    let columnCount = grid.rows.first?.cells.count ?? 0
    #expect(tree.tableSummary("t")?.rowCount == grid.rows.count)
    #expect(tree.tableSummary("t")?.columnCount == columnCount)
    for (r, row) in grid.rows.enumerated() {
      for (c, place) in row.cells.enumerated() {
        let id = grid.id(r, c)
        let cell = try #require(tree.tableCell(id), "\(id)")
        #expect((cell.rowIndex, cell.columnIndex) == (r, c), "\(id)")
        #expect(cell.columnCount == max(columnCount, row.cells.count), "\(id)")
        let rowHeaders = row.cells.filter { $0.cell.role == .rowHeader && $0.index != place.index }
        #expect(cell.rowHeaders.map(\.label) == rowHeaders.map(\.cell.text), "\(id)")
        let columnHeaders = (0..<grid.headerRows).filter { $0 != r }.compactMap { header in
          grid.rows[header].cells.indices.contains(c) ? grid.rows[header].cells[c].cell.text : nil
        }
        #expect(cell.columnHeaders.map(\.label) == columnHeaders, "\(id)")
        #expect(tree.tableCell(in: "t", row: r, column: c) == id)
        try checkMoves(from: (r, c), in: tree, grid: grid)
      }
    }
    for (index, cells) in rows.enumerated() {
      for (column, cell) in cells.enumerated() where cell.isHidden || hidden.contains(index) {
        #expect(tree.tableCell(ElementID("t.\(index).\(column)")) == nil)
      }
    }
  }

  /// Every move from a cell lands where the model says.
  private func checkMoves(from place: (Int, Int), in tree: AccessibilityTree, grid: Grid) throws {
    let (r, c) = place
    let cells = grid.rows[r].cells
    let all = grid.rows.indices.flatMap { row in grid.rows[row].cells.indices.map { (row, $0) } }
    let expected: [(Navigator.TableMove, NavigationOutcome)] = [
      (
        .cellInRow(.next),
        c + 1 < cells.count ? .moved(grid.id(r, c + 1)) : .tableEdge(.endOfRow)
      ),
      (.cellInRow(.previous), c > 0 ? .moved(grid.id(r, c - 1)) : .tableEdge(.startOfRow)),
      (
        .cellInColumn(.next),
        grid.row(from: r + 1, step: 1, column: c).map { .moved(grid.id($0, c)) }
          ?? .tableEdge(.bottomOfColumn)
      ),
      (
        .cellInColumn(.previous),
        grid.row(from: r - 1, step: -1, column: c).map { .moved(grid.id($0, c)) }
          ?? .tableEdge(.topOfColumn)
      ),
      (.startOfRow, .moved(grid.id(r, 0))),
      (.endOfRow, .moved(grid.id(r, cells.count - 1))),
      (.topOfColumn, .moved(grid.id(grid.row(from: 0, step: 1, column: c)!, c))),
      (
        .bottomOfColumn,
        .moved(grid.id(grid.row(from: grid.rows.count - 1, step: -1, column: c)!, c))
      ),
      (.firstCell, .moved(grid.id(all.first!.0, all.first!.1))),
      (.lastCell, .moved(grid.id(all.last!.0, all.last!.1))),
    ]
    for (move, outcome) in expected {
      var nav = Navigator(tree: tree)
      _ = nav.moveFocus(to: grid.id(r, c))
      #expect(nav.move(inTable: move) == outcome, "\(move) from \(grid.id(r, c))")
    }
  }
}
