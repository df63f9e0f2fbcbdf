import TellerAccessibility
import Testing

/// A table shown whole: the tree dump `teller inspect` prints, and the
/// snapshot linear text and JSON are made from.
@Suite("Data tables: the dump and the table read whole")
struct TableTextTests {
  typealias F = TableFixtures

  @Test("The dump shows a table's caption and size, each row's place and each cell")
  func dump() {
    var content = F.clerks(rows: 2)
    content.rows[1].cells[0] = .init("")
    let dump = TreeDump(F.screen([content.node()]))
    #expect(
      dump.text == """
        container "Teller" [screen]
          - Bank, heading level 1 [title]
          - Add, button [add]
          table "Clerks" (3 rows, 4 columns) [clerks]
            row 1 of 3 [clerks.head]
              - Clerk, column header [clerks.head.clerk]
              - Serving, column header [clerks.head.serving]
              - Served, column header [clerks.head.served]
              - Busy, column header [clerks.head.busy]
            row 2 of 3 [clerks.row.deposit-1]
              - Deposit clerk 1, row header [clerks.row.deposit-1.clerk]
              - idle [clerks.row.deposit-1.serving]
              - 12 [clerks.row.deposit-1.served]
              - 40% [clerks.row.deposit-1.busy]
            row 3 of 3 [clerks.row.deposit-2]
              - Deposit clerk 2, row header [clerks.row.deposit-2.clerk]
              - (blank) [clerks.row.deposit-2.serving]
              - 11 [clerks.row.deposit-2.served]
              - 38% [clerks.row.deposit-2.busy]
          - Reset, button [reset]

        """)
  }

  @Test("The dump in Korean, and an empty table's size")
  func dumpKorean() {
    let dump = TreeDump(F.screen([F.clerks(rows: 1, korean: true).node()]), language: .korean)
    #expect(dump.lines[3] == "  표 \"창구 직원\" (2행 4열) [clerks]")
    #expect(dump.lines[4] == "    2행 중 1행 [clerks.head]")
    #expect(dump.lines[5] == "      - 직원, 열 머리글 [clerks.head.clerk]")
    #expect(dump.lines[10] == "      - 예금 창구 1, 행 머리글 [clerks.row.deposit-1.clerk]")
    let empty = TreeDump(F.screen([F.handMade("t", caption: "Empty", rows: [])]))
    #expect(empty.lines[3] == "  table \"Empty\" (0 rows, 0 columns) (not an element) [t]")
  }

  @Test("Read whole, each row is \"Row header: column header value, …\"")
  func lines() throws {
    var content = F.clerks()
    content.rows[2].cells[0] = .init("")
    content.rows[0].cells[2] = .init("40%", spoken: "40 percent")
    let tree = F.screen([content.node()])
    let snapshot = try #require(tree.tableSnapshot("clerks"))
    #expect(snapshot.caption == "Clerks")
    #expect(snapshot.headerRows.map(\.id) == ["clerks.head"])
    #expect(snapshot.rows.map(\.id) == content.rows.map { content.rowID($0.key) })
    #expect(snapshot.columnHeaders() == ["Clerk", "Serving", "Served", "Busy"])
    let english = AccessibilityCatalog(language: .english)
    #expect(
      snapshot.lines(in: english) == [
        "Deposit clerk 1: Serving idle, Served 12, Busy 40%",
        "Deposit clerk 2: Serving Customer 7, Served 11, Busy 38%",
        "Loan clerk 1: Serving blank, Served 5, Busy 30%",
      ])
    #expect(
      snapshot.lines(in: english, spoken: true)[0]
        == "Deposit clerk 1: Serving idle, Served 12, Busy 40 percent")
    #expect(tree.tableSnapshot("title") == nil)
  }

  @Test("Read whole in Korean; without row headers or column headers, what is left")
  func linesOtherwise() throws {
    let korean = try #require(
      F.screen([F.clerks(rows: 1, korean: true).node()]).tableSnapshot("clerks"))
    #expect(
      korean.lines(in: AccessibilityCatalog(language: .korean)) == [
        "예금 창구 1: 업무 쉬는 중, 처리 12, 바쁨 40%"
      ])
    let bare = try #require(
      F.screen([F.handMade("t", rows: [[F.c("1"), F.c("2")], [F.c("3")]])]).tableSnapshot("t"))
    #expect(bare.headerRows.isEmpty)
    #expect(bare.lines(in: AccessibilityCatalog(language: .english)) == ["1, 2", "3"])
    let rowsOnly = try #require(
      F.screen([F.handMade("t", rows: [[F.r("A"), F.c("1")]])]).tableSnapshot("t"))
    #expect(rowsOnly.lines(in: AccessibilityCatalog(language: .english)) == ["A: 1"])
  }
}
