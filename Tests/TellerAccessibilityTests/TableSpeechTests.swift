import TellerAccessibility
import Testing

/// What a move into a cell says: the table when focus enters it, the
/// header that changed, once; coordinates only when asked.
@Suite("Data tables: what a move says")
struct TableSpeechTests {
  typealias F = TableFixtures

  /// A step of a walk: a move within the table, or quick navigation to
  /// the next table.
  enum Step {
    case move(Navigator.TableMove)
    case nextTable
  }

  /// A walk through a table: each step and what it says, from the
  /// previous focus.
  private func walk(
    _ steps: [Step], in content: TableContent, from start: ElementID = "add",
    options: DescriptionOptions = .init()
  ) -> [String] {
    var nav = Navigator(tree: F.screen([content.node()]))
    _ = nav.moveFocus(to: start)
    var said: [String] = []
    for step in steps {
      let before = nav.focus
      let outcome: NavigationOutcome
      switch step {
      case .move(let move): outcome = nav.move(inTable: move)
      case .nextTable: outcome = nav.nextTable()
      }
      guard case .moved(let id) = outcome else {
        said.append("(no move)")
        continue
      }
      said.append(describe(id, in: nav.tree, options: options, comingFrom: before) ?? "")
    }
    return said
  }

  @Test("Each move says the header that changed, once, then the cell")
  func headersOnce() {
    let said = walk(
      [
        .nextTable, .move(.cellInRow(.next)), .move(.cellInColumn(.next)),
        .move(.cellInRow(.next)), .move(.cellInColumn(.next)), .move(.cellInColumn(.next)),
        .move(.startOfRow), .move(.lastCell),
      ], in: F.clerks())
    #expect(
      said == [
        "Clerks, table, 4 rows, 4 columns, Clerk",
        "Serving",
        "Deposit clerk 1, idle",
        "Served, 12",
        "Deposit clerk 2, 11",
        "Loan clerk 1, 5",
        "Clerk, Loan clerk 1",
        "Busy, 30%",
      ])
  }

  @Test("Moving within one row never repeats its header; within one column, never its header")
  func noRepeats() {
    let row = walk(
      [
        .move(.cellInColumn(.next)), .move(.cellInRow(.next)), .move(.cellInRow(.next)),
        .move(.cellInRow(.next)),
      ], in: F.clerks(), from: "clerks.head.clerk")
    #expect(row == ["Deposit clerk 1", "Serving, idle", "Served, 12", "Busy, 40%"])
    let column = walk(
      [.move(.cellInColumn(.next)), .move(.cellInColumn(.next)), .move(.cellInColumn(.next))],
      in: F.clerks(), from: "clerks.head.busy")
    #expect(column == ["Deposit clerk 1, 40%", "Deposit clerk 2, 38%", "Loan clerk 1, 30%"])
  }

  @Test("Coming from another table says the new table and both headers")
  func fromAnotherTable() {
    let tree = F.screen([F.clerks().node(), F.day().node()])
    #expect(
      describe("day.row.loan.mean", in: tree, comingFrom: "clerks.row.loan-1.busy")
        == "The day so far, table, 4 rows, 5 columns, Loan, Mean wait, 2.0 s")
    // Without a previous focus, focus comes from outside.
    #expect(
      describe("day.row.loan.mean", in: tree)
        == "The day so far, table, 4 rows, 5 columns, Loan, Mean wait, 2.0 s")
  }

  @Test(
    "The same cell again says only the cell: a value changed in place is not read with its headers")
  func sameCell() throws {
    var nav = Navigator(tree: F.screen([F.clerks().node()]))
    _ = nav.moveFocus(to: "clerks.row.deposit-1.served")
    let cell = F.clerks().cellElement(.init("13"), row: "deposit-1", column: "served")
    var update = TreeUpdate()
    update.change(cell)
    let applied = nav.apply(update)
    #expect(applied.focusMove == nil, "a change in place moves nothing, so nothing is read")
    let context = try #require(
      nav.tree.cellContext(of: nav.focus!, comingFrom: nav.focus, withPosition: false))
    #expect(context.isEmpty)
    #expect(describe(nav.focus!, in: nav.tree, comingFrom: nav.focus) == "13")
  }

  @Test("Coordinates only at high verbosity, with the header cells' roles")
  func highVerbosity() {
    let said = walk(
      [.nextTable, .move(.cellInColumn(.next)), .move(.cellInRow(.next))], in: F.clerks(),
      options: DescriptionOptions(verbosity: .high))
    #expect(
      said == [
        "Clerks, table, 4 rows, 4 columns, Clerk, column header, row 1 of 4, column 1 of 4",
        "Deposit clerk 1, row header, row 2 of 4, column 1 of 4",
        "Serving, idle, row 2 of 4, column 2 of 4",
      ])
    let low = walk(
      [.nextTable, .move(.cellInColumn(.next)), .move(.cellInRow(.next))], in: F.clerks(),
      options: DescriptionOptions(verbosity: .low))
    #expect(low == ["Clerks, table, 4 rows, 4 columns, Clerk", "Deposit clerk 1", "Serving, idle"])
  }

  @Test("A cell with no text is blank")
  func blankCell() {
    var content = F.clerks()
    content.rows[0].cells[1] = .init("")
    let said = walk(
      [.move(.cellInRow(.next))], in: content, from: "clerks.row.deposit-1.serving")
    #expect(said == ["Served, blank"])
  }

  @Test("Where am I gives the whole context: the table, both headers, the coordinates")
  func whereAmI() throws {
    var nav = Navigator(tree: F.screen([F.clerks().node()]))
    _ = nav.moveFocus(to: "clerks.row.deposit-2.served")
    let place = try #require(nav.whereAmI())
    let table = try #require(place.table)
    #expect(table.enteredTable?.caption == "Clerks")
    #expect(table.rowHeaders.map(\.label) == ["Deposit clerk 2"])
    #expect(table.columnHeaders.map(\.label) == ["Served"])
    #expect(table.position?.rowIndex == 2)
    #expect(
      describe(place.element.id, in: nav.tree, cellContext: table)
        == "Clerks, table, 4 rows, 4 columns, Deposit clerk 2, Served, 11, row 3 of 4, "
        + "column 3 of 4")
    _ = nav.moveFocus(to: "add")
    #expect(nav.whereAmI()?.table == nil)
  }

  @Test("Korean: the same walk in Korean words")
  func korean() {
    let korean = DescriptionOptions(language: .korean)
    let said = walk(
      [
        .nextTable, .move(.cellInColumn(.next)), .move(.cellInRow(.next)),
        .move(.cellInColumn(.next)),
      ], in: F.clerks(korean: true), options: korean)
    #expect(
      said == [
        "창구 직원, 표, 4행 4열, 직원",
        "예금 창구 1",
        "업무, 쉬는 중",
        "예금 창구 2, 고객 7",
      ])
    let tree = F.screen([F.clerks(korean: true).node()])
    let high = describe(
      "clerks.row.loan-1.busy", in: tree,
      options: DescriptionOptions(verbosity: .high, language: .korean))
    #expect(high == "창구 직원, 표, 4행 4열, 대출 창구 1, 바쁨, 30%, 4행 중 4행, 4열 중 4열")
  }

  @Test("An empty table that is a stop says so")
  func emptyTable() {
    var stop = F.handMade("t", caption: "Clerks", rows: [])
    stop.element.isAccessibilityElement = true
    let tree = F.screen([stop])
    #expect(describe("t", in: tree) == "Clerks, empty table")
    #expect(
      describe("t", in: tree, options: DescriptionOptions(language: .korean)) == "Clerks, 빈 표")
  }

  @Test("The words of table moves that go nowhere, in both languages")
  func edgeWords() {
    let en = AccessibilityCatalog(language: .english)
    let ko = AccessibilityCatalog(language: .korean)
    #expect(
      NavigationOutcome.TableEdge.allCases.map { en[.tableEdge($0)] } == [
        "Start of row", "End of row", "Top of column", "Bottom of column",
      ])
    #expect(
      NavigationOutcome.TableEdge.allCases.map { ko[.tableEdge($0)] } == [
        "행의 처음", "행의 끝", "열의 맨 위", "열의 맨 아래",
      ])
    #expect(en[.notInTable] == "Not in a table")
    #expect(ko[.notInTable] == "표 안이 아닙니다")
    #expect(en[.noMore(.tables)] == "No more tables")
    #expect(ko[.noMore(.tables)] == "더 이상 표가 없습니다")
    #expect(en[.tableSize(rows: 1, columns: 1)] == "1 row, 1 column")
    #expect(en[.inTable("Clerks")] == "in table Clerks")
  }
}
