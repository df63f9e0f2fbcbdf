import TellerAccessibility

/// The tables the table suites walk: two like the bank's (a clerks' table
/// and the day so far), a screen to put them on, and tables made by hand
/// in shapes ``TableContent`` does not make.
enum TableFixtures {
  /// A clerks' table: a row header column and three data columns, one row
  /// per clerk (three, as in the seed's bank, unless told).
  static func clerks(rows: Int = 3, korean: Bool = false) -> TableContent {
    func t(_ en: String, _ ko: String) -> String { korean ? ko : en }
    let seed: [TableContent.Row] = [
      .init(
        key: "deposit-1", header: t("Deposit clerk 1", "예금 창구 1"),
        cells: [.init(t("idle", "쉬는 중")), .init("12"), .init("40%")]),
      .init(
        key: "deposit-2", header: t("Deposit clerk 2", "예금 창구 2"),
        cells: [.init(t("Customer 7", "고객 7")), .init("11"), .init("38%")]),
      .init(
        key: "loan-1", header: t("Loan clerk 1", "대출 창구 1"),
        cells: [.init(t("idle", "쉬는 중")), .init("5"), .init("30%")]),
    ]
    let more = (seed.count..<max(rows, seed.count)).map { index in
      TableContent.Row(
        key: "extra-\(index)", header: t("Clerk \(index + 1)", "창구 \(index + 1)"),
        cells: [.init("idle"), .init("\(index)"), .init("\(index % 100)%")])
    }
    return TableContent(
      id: "clerks", caption: t("Clerks", "창구 직원"),
      rowHeaderColumn: .init(key: "clerk", header: t("Clerk", "직원")),
      columns: [
        .init(key: "serving", header: t("Serving", "업무")),
        .init(key: "served", header: t("Served", "처리")),
        .init(key: "busy", header: t("Busy", "바쁨")),
      ],
      rows: Array((seed + more).prefix(rows)))
  }

  /// The day so far: four data columns, a row per work type and one for
  /// all.
  static func day() -> TableContent {
    TableContent(
      id: "day", caption: "The day so far",
      rowHeaderColumn: .init(key: "work", header: "Work"),
      columns: [
        .init(key: "waiting", header: "Waiting"), .init(key: "served", header: "Served"),
        .init(key: "mean", header: "Mean wait"), .init(key: "longest", header: "Longest wait"),
      ],
      rows: [
        .init(key: "deposit", header: "Deposit", cells: ["3", "12", "1.4 s", "4.2 s"].map(cell)),
        .init(key: "loan", header: "Loan", cells: ["1", "5", "2.0 s", "3.1 s"].map(cell)),
        .init(key: "all", header: "All", cells: ["4", "17", "1.6 s", "4.2 s"].map(cell)),
      ])
  }

  private static func cell(_ value: String) -> TableContent.Cell { .init(value) }

  /// A screen: a title heading, a button, the tables, and a button after.
  static func screen(_ tables: [TreeNode]) -> AccessibilityTree {
    AccessibilityTree(
      root: .container(
        id: "screen", label: "Teller",
        children: [
          TreeNode(Element(id: "title", label: "Bank", traits: .header, headingLevel: 1)),
          TreeNode(Element(id: "add", label: "Add", traits: .button)),
        ] + tables + [TreeNode(Element(id: "reset", label: "Reset", traits: .button))]))
  }

  /// One cell of a table made by hand.
  struct HandCell {
    var role: TableRole
    var text: String
    var isHidden = false
  }

  /// A column header, a row header, a data cell, or a hidden data cell.
  static func h(_ text: String) -> HandCell { HandCell(role: .columnHeader, text: text) }
  static func r(_ text: String) -> HandCell { HandCell(role: .rowHeader, text: text) }
  static func c(_ text: String) -> HandCell { HandCell(role: .cell, text: text) }
  static func hidden(_ text: String) -> HandCell {
    HandCell(role: .cell, text: text, isHidden: true)
  }

  /// A table made by hand, row by row: cell `T.R.C` in row `T.R`, header
  /// cells with their text as label, data cells with it as value. Rows
  /// in `hiddenRows` (by index) are hidden.
  static func handMade(
    _ id: String, caption: String = "Hand", rows: [[HandCell]], hiddenRows: Set<Int> = []
  ) -> TreeNode {
    let rowNodes = rows.enumerated().map { index, cells in
      var row = Element(id: ElementID("\(id).\(index)"), isAccessibilityElement: false)
      row.tableRole = .row
      row.isHidden = hiddenRows.contains(index)
      return TreeNode(
        row,
        children: cells.enumerated().map { column, cell in
          var element = Element(id: ElementID("\(id).\(index).\(column)"), tableRole: cell.role)
          if cell.role == .cell { element.value = cell.text } else { element.label = cell.text }
          element.isHidden = cell.isHidden
          return TreeNode(element)
        })
    }
    return TreeNode(
      Element(id: ElementID(id), label: caption, isAccessibilityElement: false, tableRole: .table),
      children: rowNodes)
  }
}
