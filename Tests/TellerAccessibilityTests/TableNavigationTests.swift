import TellerAccessibility
import Testing

@Suite("Data tables: navigation")
struct TableNavigationTests {
  typealias F = TableFixtures

  private func navigator(_ tables: [TreeNode], focus: ElementID? = nil) -> Navigator {
    var navigator = Navigator(tree: F.screen(tables))
    if let focus { _ = navigator.moveFocus(to: focus) }
    return navigator
  }

  @Test("Along a row and back, with an edge at either end")
  func alongRow() {
    var nav = navigator([F.clerks().node()], focus: "clerks.row.deposit-1.clerk")
    #expect(nav.move(inTable: .cellInRow(.previous)) == .tableEdge(.startOfRow))
    #expect(nav.move(inTable: .cellInRow(.next)) == .moved("clerks.row.deposit-1.serving"))
    #expect(nav.move(inTable: .cellInRow(.next)) == .moved("clerks.row.deposit-1.served"))
    #expect(nav.move(inTable: .cellInRow(.next)) == .moved("clerks.row.deposit-1.busy"))
    #expect(nav.move(inTable: .cellInRow(.next)) == .tableEdge(.endOfRow))
    #expect(nav.focus == "clerks.row.deposit-1.busy")
    #expect(nav.move(inTable: .cellInRow(.previous)) == .moved("clerks.row.deposit-1.served"))
  }

  @Test("Down a column and back, with an edge at either end")
  func alongColumn() {
    var nav = navigator([F.clerks().node()], focus: "clerks.head.served")
    #expect(nav.move(inTable: .cellInColumn(.previous)) == .tableEdge(.topOfColumn))
    #expect(nav.move(inTable: .cellInColumn(.next)) == .moved("clerks.row.deposit-1.served"))
    #expect(nav.move(inTable: .cellInColumn(.next)) == .moved("clerks.row.deposit-2.served"))
    #expect(nav.move(inTable: .cellInColumn(.next)) == .moved("clerks.row.loan-1.served"))
    #expect(nav.move(inTable: .cellInColumn(.next)) == .tableEdge(.bottomOfColumn))
    #expect(nav.move(inTable: .cellInColumn(.previous)) == .moved("clerks.row.deposit-2.served"))
  }

  @Test("To either end of the row, the column and the table")
  func ends() {
    var nav = navigator([F.clerks().node()], focus: "clerks.row.deposit-2.served")
    #expect(nav.move(inTable: .startOfRow) == .moved("clerks.row.deposit-2.clerk"))
    #expect(nav.move(inTable: .endOfRow) == .moved("clerks.row.deposit-2.busy"))
    #expect(nav.move(inTable: .topOfColumn) == .moved("clerks.head.busy"))
    #expect(nav.move(inTable: .bottomOfColumn) == .moved("clerks.row.loan-1.busy"))
    #expect(nav.move(inTable: .firstCell) == .moved("clerks.head.clerk"))
    #expect(nav.move(inTable: .lastCell) == .moved("clerks.row.loan-1.busy"))
    // An end goes there from there too, and says it again.
    #expect(nav.move(inTable: .lastCell) == .moved("clerks.row.loan-1.busy"))
  }

  @Test("From the heading that introduces a table, or from inside it, moves enter it")
  func entering() {
    let heading = TreeNode(
      Element(id: "clerks.heading", label: "Clerks", traits: .header, headingLevel: 2))
    var nav = navigator([heading, F.clerks().node()], focus: "clerks.heading")
    #expect(nav.move(inTable: .cellInRow(.next)) == .moved("clerks.head.clerk"))
    _ = nav.moveFocus(to: "clerks.heading")
    #expect(nav.move(inTable: .lastCell) == .moved("clerks.row.loan-1.busy"))
    _ = nav.moveFocus(to: "clerks.heading")
    #expect(nav.move(inTable: .cellInColumn(.previous)) == .moved("clerks.head.clerk"))
  }

  @Test("Outside any table, a table move says so and focus stays")
  func outside() {
    var nav = navigator([F.clerks().node()], focus: "add")
    #expect(nav.move(inTable: .cellInRow(.next)) == .notInTable)
    #expect(nav.focus == "add")
    var empty = Navigator(tree: AccessibilityTree())
    #expect(empty.move(inTable: .firstCell) == .nothingToFocus)
  }

  @Test("An empty table that is a stop is focused itself; one that is not, is passed over")
  func emptyTables() {
    var stop = F.handMade("t", caption: "Empty", rows: [])
    stop.element.isAccessibilityElement = true
    var nav = navigator([stop])
    #expect(nav.nextTable() == .moved("t"))
    #expect(nav.move(inTable: .firstCell) == .moved("t"))
    #expect(nav.move(inTable: .cellInRow(.next)) == .moved("t"))
    var none = navigator([F.handMade("t", caption: "Empty", rows: [])])
    #expect(none.nextTable() == .noMore(.tables))
    #expect(!none.rotorSettings.contains(.tables))
  }

  @Test("A one-cell table: every step is an edge")
  func oneCell() {
    let content = TableContent(
      id: "t", caption: "One", rowHeaderColumn: .init(key: "k", header: "Kind"), columns: [],
      rows: [])
    var nav = navigator([content.node()], focus: "t.head.k")
    #expect(nav.move(inTable: .cellInRow(.next)) == .tableEdge(.endOfRow))
    #expect(nav.move(inTable: .cellInRow(.previous)) == .tableEdge(.startOfRow))
    #expect(nav.move(inTable: .cellInColumn(.next)) == .tableEdge(.bottomOfColumn))
    #expect(nav.move(inTable: .cellInColumn(.previous)) == .tableEdge(.topOfColumn))
    #expect(nav.move(inTable: .lastCell) == .moved("t.head.k"))
  }

  @Test("A header-only table: down is an edge")
  func headerOnly() {
    var nav = navigator([F.clerks(rows: 0).node()], focus: "clerks.head.served")
    #expect(nav.move(inTable: .cellInColumn(.next)) == .tableEdge(.bottomOfColumn))
    #expect(nav.move(inTable: .endOfRow) == .moved("clerks.head.busy"))
  }

  @Test("Down a column passes over a row too short for it; along a row, the row ends early")
  func ragged() {
    let table = F.handMade(
      "t",
      rows: [
        [F.h("A"), F.h("B"), F.h("C")],
        [F.r("1"), F.c("a")],
        [F.r("2"), F.c("b"), F.c("c")],
      ])
    var nav = navigator([table], focus: "t.0.2")
    #expect(nav.move(inTable: .cellInColumn(.next)) == .moved("t.2.2"))
    #expect(nav.move(inTable: .cellInColumn(.previous)) == .moved("t.0.2"))
    _ = nav.moveFocus(to: "t.1.1")
    #expect(nav.move(inTable: .cellInRow(.next)) == .tableEdge(.endOfRow))
    #expect(nav.move(inTable: .endOfRow) == .moved("t.1.1"))
  }

  @Test("Hidden rows and cells are passed over")
  func hidden() {
    let table = F.handMade(
      "t",
      rows: [
        [F.h("A"), F.h("B"), F.h("C")],
        [F.r("1"), F.c("a"), F.c("b")],
        [F.r("2"), F.hidden("x"), F.c("c"), F.c("d")],
      ], hiddenRows: [1])
    var nav = navigator([table], focus: "t.0.1")
    // The hidden row is gone; in the last row, "c" is column 1 now.
    #expect(nav.move(inTable: .cellInColumn(.next)) == .moved("t.2.2"))
    #expect(nav.move(inTable: .cellInRow(.previous)) == .moved("t.2.0"))
    #expect(nav.move(inTable: .cellInRow(.next)) == .moved("t.2.2"))
  }

  @Test("A table outside the open dialog cannot be moved in")
  func outsideModal() {
    let modal = TreeNode.container(
      id: "dialog", label: "Help", role: .modal,
      children: [TreeNode(Element(id: "close", label: "Close", traits: .button))])
    var nav = navigator([F.clerks().node(), modal])
    #expect(nav.focus == "close")
    #expect(nav.move(inTable: .firstCell) == .notInTable)
    #expect(nav.nextTable() == .noMore(.tables))
  }

  // MARK: Quick navigation and the rotor

  @Test("Tables are a quick-navigation target: next, previous, and no more")
  func quickNavigation() {
    var nav = navigator([F.clerks().node(), F.day().node()])
    #expect(nav.nextTable() == .moved("clerks.head.clerk"))
    #expect(nav.nextTable() == .moved("day.head.work"))
    #expect(nav.nextTable() == .noMore(.tables))
    _ = nav.moveFocus(to: "day.row.loan.served")
    // Previous from inside a table goes to its start first.
    #expect(nav.previousTable() == .moved("day.head.work"))
    #expect(nav.previousTable() == .moved("clerks.head.clerk"))
    #expect(nav.previousTable() == .noMore(.tables))
    _ = nav.moveFocus(to: "reset")
    #expect(nav.previousTable() == .moved("day.head.work"))
  }

  @Test("Tables are a rotor setting, offered only when the screen has one")
  func rotorSetting() {
    var nav = navigator([F.clerks().node()])
    #expect(nav.rotorSettings.contains(.tables))
    #expect(
      Rotor.settings(in: nav.tree) == [
        .headings, .headingLevel(1), .buttons, .lists, .tables, .updates, .adjustValue,
      ])
    let selected = nav.selectRotorSetting(.tables)
    #expect(selected)
    #expect(nav.moveByRotor(.next) == .moved("clerks.head.clerk"))
    #expect(nav.moveByRotor(.next) == .noMore(.tables))
    let plain = navigator([])
    #expect(!plain.rotorSettings.contains(.tables))
    #expect(Rotor.matches(Element(id: "t", tableRole: .table), .tables))
    #expect(!Rotor.matches(Element(id: "c", tableRole: .cell), .tables))
  }

  // MARK: Reach

  /// The fewest table moves from the first cell to each cell: a search
  /// over every move, breadth first.
  private func keysToReach(_ content: TableContent) -> [ElementID: Int] {
    let moves: [Navigator.TableMove] = [
      .cellInRow(.next), .cellInRow(.previous), .cellInColumn(.next), .cellInColumn(.previous),
      .startOfRow, .endOfRow, .topOfColumn, .bottomOfColumn, .firstCell, .lastCell,
    ]
    var start = navigator([content.node()])
    _ = start.nextTable()
    var distance: [ElementID: Int] = [start.focus!: 0]
    var frontier = [start]
    while !frontier.isEmpty {
      var next: [Navigator] = []
      for nav in frontier {
        for move in moves {
          var moved = nav
          guard case .moved(let id) = moved.move(inTable: move), distance[id] == nil else {
            continue
          }
          distance[id] = distance[nav.focus!]! + 1
          next.append(moved)
        }
      }
      frontier = next
    }
    return distance
  }

  @Test("Every cell of a table of four columns and four rows is at most 3 keys from the first")
  func reachFourByFour() {
    let reach = keysToReach(F.clerks())
    #expect(reach.count == 16)
    #expect(reach.values.max() == 3)
  }

  @Test("A fifth column puts one cell 4 keys away: the bound tables must keep")
  func reachFiveColumns() {
    let reach = keysToReach(F.day())
    #expect(reach.count == 20)
    #expect(reach.values.max() == 4)
    #expect(reach.filter { $0.value == 4 }.map(\.key) == ["day.row.loan.served"])
  }

  // MARK: Big tables

  @Test("In a table of 10,000 rows, every kind of move lands where it should")
  func bigTable() {
    var nav = navigator([F.clerks(rows: 10_000).node()], focus: "clerks.head.served")
    #expect(nav.move(inTable: .bottomOfColumn) == .moved("clerks.row.extra-9999.served"))
    #expect(nav.move(inTable: .cellInColumn(.previous)) == .moved("clerks.row.extra-9998.served"))
    #expect(nav.move(inTable: .cellInColumn(.next)) == .moved("clerks.row.extra-9999.served"))
    #expect(nav.move(inTable: .cellInColumn(.next)) == .tableEdge(.bottomOfColumn))
    #expect(nav.move(inTable: .cellInRow(.next)) == .moved("clerks.row.extra-9999.busy"))
    #expect(nav.move(inTable: .topOfColumn) == .moved("clerks.head.busy"))
    #expect(nav.move(inTable: .lastCell) == .moved("clerks.row.extra-9999.busy"))
    #expect(nav.tree.tableCell("clerks.row.extra-5000.served")?.rowIndex == 5_001)
  }
}
