import TellerAccessibility
import Testing

@Suite("Data tables: the audit")
struct TableAuditTests {
  typealias F = TableFixtures
  private typealias Kind = AuditFinding.Kind

  @Test("Well-made tables are clean, in both languages and at every size")
  func cleanTables() {
    for rows in [0, 1, 3, 50] {
      #expect(audit(F.screen([F.clerks(rows: rows).node()])).isEmpty, "\(rows) rows")
    }
    #expect(audit(F.screen([F.clerks(korean: true).node(), F.day().node()])).isEmpty)
  }

  @Test("A seeded bad table: every fault found, on the element at fault, in document order")
  func seededBadTable() {
    var bad = F.handMade(
      "bad", caption: " ",
      rows: [
        [F.c("Clerk"), F.h("Served")],
        [F.r("Deposit"), F.c("12"), F.c("extra")],
        [F.c("7")],
      ])
    bad.children.append(TreeNode(Element(id: "bad.note", label: "Note")))
    bad.children[1].children.append(TreeNode(Element(id: "bad.1.text", label: "Text")))
    let strayRow = TreeNode(
      Element(id: "stray.row", isAccessibilityElement: false, tableRole: .row),
      children: [TreeNode(Element(id: "stray.cell", value: "1", tableRole: .cell))])
    let strayCell = TreeNode(Element(id: "stray.header", label: "Alone", tableRole: .rowHeader))
    let found = audit(F.screen([bad, strayRow, strayCell]))
    #expect(
      found.map { "\($0.element) \($0.kind.rawValue)" } == [
        "bad emptyCaption",
        "bad tableWithoutColumnHeaders",
        "bad.0.0 cellWithoutHeader",
        "bad.1 raggedRow",
        "bad.1.text misplacedTablePart",
        "bad.2 raggedRow",
        "bad.2.0 cellWithoutHeader",
        "bad.note misplacedTablePart",
        "stray.row misplacedTablePart",
        "stray.header misplacedTablePart",
      ])
    #expect(
      found.map(\.message) == [
        "Table has no caption; give it one that names what it holds, such as \"Clerks\".",
        "Table \" \" has no column headers; make its first row a row of column headers, one per "
          + "column.",
        "Cell at row 1, column 1 has neither a column header nor a row header; give its column "
          + "a header.",
        "Row 2 has 4 cells where the first row has 2; give every row one cell per column.",
        "Element \"Text\" sits directly in a row, which holds only cells; make it a cell.",
        "Row 3 has 1 cell where the first row has 2; give every row one cell per column.",
        "Cell at row 3, column 1 has neither a column header nor a row header; give its column "
          + "a header.",
        "Element \"Note\" sits directly in a table, which holds only rows; put it in a cell or "
          + "outside.",
        "Row is not directly in a table; put it in one.",
        "Header cell \"Alone\" is not directly in a row of a table; put it in one.",
      ])
  }

  @Test("Each table rule on its own")
  func eachRule() {
    func kinds(_ table: TreeNode) -> [Kind] { audit(F.screen([table])).map(\.kind) }
    var noCaption = F.clerks().node()
    noCaption.element.label = ""
    #expect(kinds(noCaption) == [.emptyCaption])
    #expect(kinds(F.handMade("t", rows: [])) == [.tableWithoutColumnHeaders])
    #expect(
      kinds(F.handMade("t", rows: [[F.r("A"), F.c("1")], [F.r("B"), F.c("2")]])) == [
        .tableWithoutColumnHeaders
      ])
    #expect(kinds(F.handMade("t", rows: [[F.h("A"), F.h("B")], [F.c("1"), F.c("2")]])).isEmpty)
    #expect(
      kinds(F.handMade("t", rows: [[F.h("A"), F.h("B")], [F.r("x")]])) == [.raggedRow])
    #expect(
      kinds(F.handMade("t", rows: [[F.h("A"), F.h("")], [F.r("x"), F.c("1")]])) == [
        .missingLabel
      ])
    #expect(
      kinds(F.handMade("t", rows: [[F.h("A")], [F.c("1"), F.c("2")]])) == [
        .raggedRow, .cellWithoutHeader,
      ])
  }

  @Test("A data cell needs no label, and a table that is a stop needs only a caption")
  func labels() {
    #expect(audit(F.screen([F.handMade("t", rows: [[F.h("A")], [F.c("")]])])).isEmpty)
    var stop = F.handMade("t", caption: "", rows: [[F.h("A")]])
    stop.element.isAccessibilityElement = true
    #expect(audit(F.screen([stop])).map(\.kind) == [.emptyCaption])
  }

  @Test("Hidden rows and cells are not audited, and do not count in a row's length")
  func hidden() {
    let table = F.handMade(
      "t", rows: [[F.h("A"), F.h("B")], [F.c("1")], [F.r("x"), F.hidden("y"), F.c("z")]],
      hiddenRows: [1])
    #expect(audit(F.screen([table])).isEmpty)
  }

  @Test("The findings are worded in Korean too")
  func korean() {
    let catalog = AccessibilityCatalog(language: .korean)
    let messages: [AuditMessage] = [
      .emptyCaption, .tableWithoutColumnHeaders(caption: "창구"),
      .raggedRow(row: 3, cells: 4, columns: 5), .cellWithoutHeader(row: 3, column: 6),
    ]
    #expect(
      messages.map { catalog[$0] } == [
        "표에 제목이 없습니다. \"창구 직원\"처럼 무엇을 담은 표인지 밝히는 제목을 붙이세요.",
        "표 \"창구\"에 열 머리글이 없습니다. 첫 행을 열마다 하나씩 열 머리글로 채우세요.",
        "3행의 칸이 4개인데 첫 행은 5개입니다. 모든 행에 열마다 칸을 하나씩 두세요.",
        "3행 6열의 칸에 열 머리글도 행 머리글도 없습니다. 그 열에 머리글을 붙이세요.",
      ])
  }
}
