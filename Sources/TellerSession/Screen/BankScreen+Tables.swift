import TellerAccessibility
import TellerBank
import TellerWording

/// The bank's two data tables, each after a level-2 heading of its name:
///
/// - **Clerks**: one row per clerk of the configuration, headed by its
///   name ("Deposit clerk 1"), with whom it is serving, how many it has
///   served and its busy share of the work time.
/// - **The day so far**: one row per work type and one for all, headed by
///   the type's name, with how many were served, the mean wait and the
///   longest wait of those who have started ("none" before anyone has).
///
/// Every value comes from the bank's own counts (``Bank/clerks``,
/// ``Bank/waits(_:)``), through ``TableFigures``. Three data columns keep
/// every cell of the seed's bank's tables within three keys of the first
/// (the row-header column and three more, four rows with the headers);
/// a clerk's work type is in its row's header.
extension BankScreen {
  /// The heading over the clerks' table.
  public static let clerksHeadingID: ElementID = "heading.clerks"
  /// The clerks' table.
  public static let clerksTableID: ElementID = "table.clerks"
  /// The heading over the day's table.
  public static let dayHeadingID: ElementID = "heading.day"
  /// The day's table.
  public static let dayTableID: ElementID = "table.day"

  /// The key of the day table's row for every work type together.
  static let allTypesRowKey = "all"

  /// The columns of the clerks' table, after the clerks' names.
  enum ClerkColumn: String, CaseIterable {
    case serving, served, busy
  }

  /// The columns of the day's table, after the work types' names.
  enum DayColumn: String, CaseIterable {
    case served, meanWait, longestWait
  }

  // MARK: The tables

  /// The clerks' table of the figures.
  ///
  /// - Parameter showsServing: whether the table has its column of whom
  ///   each clerk serves; a report of a finished day, where every clerk is
  ///   idle, leaves it out.
  /// - Complexity: O(c) for c clerks.
  static func clerksTable(_ figures: TableFigures, catalog: Catalog, showsServing: Bool = true)
    -> TableContent
  {
    let columns = ClerkColumn.allCases.filter { showsServing || $0 != .serving }
    return TableContent(
      id: clerksTableID, caption: catalog[.clerksCaption],
      rowHeaderColumn: .init(
        key: "clerk", header: catalog[.clerkColumn], shortHeader: catalog[.clerkColumnShort]),
      columns: columns.map { column(of: $0, catalog: catalog) },
      rows: figures.clerks.map { clerk in
        TableContent.Row(
          key: String(clerk.number),
          header: catalog[.clerkRowHeader(clerk.workType, place: clerk.place)],
          shortHeader: catalog[.clerkRowHeaderShort(clerk.workType, place: clerk.place)],
          cells: columns.map {
            clerkCell($0, of: clerk, workTime: figures.workTime, catalog: catalog)
          })
      })
  }

  private static func column(of column: ClerkColumn, catalog: Catalog) -> TableContent.Column {
    switch column {
    case .serving:
      .init(
        key: column.rawValue, header: catalog[.servingColumn],
        shortHeader: catalog[.servingColumnShort])
    case .served:
      .init(
        key: column.rawValue, header: catalog[.servedColumn],
        shortHeader: catalog[.servedColumnShort])
    case .busy:
      .init(
        key: column.rawValue, header: catalog[.busyColumn], shortHeader: catalog[.busyColumnShort])
    }
  }

  /// The day's table of the figures.
  ///
  /// - Complexity: O(k) for k work types.
  static func dayTable(_ figures: TableFigures, catalog: Catalog) -> TableContent {
    let types = figures.configuration.types
    var rows = types.map { type in
      TableContent.Row(
        key: String(type.index), header: catalog[.workTypeTitle(type)],
        shortHeader: catalog[.workTypeRowHeaderShort(type)],
        cells: dayCells(
          served: figures.clerks.lazy.filter { $0.workType == type }.reduce(0) { $0 + $1.served },
          waits: figures.waits[type.index], catalog: catalog))
    }
    rows.append(
      TableContent.Row(
        key: allTypesRowKey, header: catalog[.allWorkTypes],
        shortHeader: catalog[.allWorkTypesShort],
        cells: dayCells(
          served: figures.clerks.reduce(0) { $0 + $1.served },
          waits: figures.waits.reduce(WaitTally()) { $0.merged(with: $1) }, catalog: catalog)))
    return TableContent(
      id: dayTableID, caption: catalog[.dayCaption],
      rowHeaderColumn: .init(
        key: "type", header: catalog[.workTypeColumn],
        shortHeader: catalog[.workTypeColumnShort]),
      columns: [
        .init(
          key: DayColumn.served.rawValue, header: catalog[.servedColumn],
          shortHeader: catalog[.servedColumnShort]),
        .init(
          key: DayColumn.meanWait.rawValue, header: catalog[.meanWaitColumn],
          shortHeader: catalog[.meanWaitColumnShort]),
        .init(
          key: DayColumn.longestWait.rawValue, header: catalog[.longestWaitColumn],
          shortHeader: catalog[.longestWaitColumnShort]),
      ],
      rows: rows)
  }

  /// The two tables, in reading order: the clerks', then the day's; for
  /// outputs that show the bank's tables outside a screen, such as
  /// `teller simulate`'s report.
  ///
  /// - Parameter showsServing: whether the clerks' table has its column
  ///   of whom each clerk serves.
  /// - Complexity: O(c + k) for c clerks and k work types.
  public static func tables(_ figures: TableFigures, catalog: Catalog, showsServing: Bool = true)
    -> [TableContent]
  {
    [
      clerksTable(figures, catalog: catalog, showsServing: showsServing),
      dayTable(figures, catalog: catalog),
    ]
  }

  /// The two headings and tables, in reading order.
  static func tableNodes(_ figures: TableFigures, catalog: Catalog) -> [TreeNode] {
    [
      TreeNode(heading(clerksHeadingID, catalog[.clerksCaption])),
      clerksTable(figures, catalog: catalog).node(),
      TreeNode(heading(dayHeadingID, catalog[.dayCaption])),
      dayTable(figures, catalog: catalog).node(),
    ]
  }

  /// The update that brings the tables in line with the bank after
  /// events: the cells of the clerks the events name (whom they serve,
  /// how many they have served), every clerk's busy share, and the day's
  /// rows of the work types whose customers started or finished, with the
  /// row for all; after a reset, every data cell. Only cells that differ
  /// from the tree's are changed.
  ///
  /// - Complexity: O(e + c) for e events and c clerks.
  static func tablesUpdate(
    after events: [BankEvent], bank: Bank, in tree: AccessibilityTree, catalog: Catalog
  ) -> TreeUpdate {
    var clerkNumbers = Set<Int>()
    var types = Set<WorkType>()
    var all = false
    for event in events {
      switch event.kind {
      case .started(let customer, let clerk), .finished(let customer, let clerk):
        clerkNumbers.insert(clerk)
        types.insert(customer.workType)
      case .reset: all = true
      case .arrived, .allServed: break
      }
    }
    let clerks = bank.clerks
    if all {
      clerkNumbers = Set(clerks.map(\.number))
      types = Set(bank.configuration.types)
    }
    var update = TreeUpdate()
    func change(_ table: ElementID, row: String, column: String, _ cell: TableContent.Cell) {
      let id = TableContent.cellID(in: table, row: row, column: column)
      if tree.holds(id, value: cell.value, spokenValue: cell.spokenValue) { return }
      update.change(TableContent.cellElement(cell, in: table, row: row, column: column))
    }
    for clerk in clerks where clerkNumbers.contains(clerk.number) {
      for column in ClerkColumn.allCases {
        change(
          clerksTableID, row: String(clerk.number), column: column.rawValue,
          clerkCell(column, of: clerk, workTime: bank.workTime, catalog: catalog))
      }
    }
    // The other clerks' busy shares, only where the shown figure moved.
    update.append(
      contentsOf: busyUpdate(
        clerks: clerks.filter { !clerkNumbers.contains($0.number) }, workTime: bank.workTime,
        in: tree, catalog: catalog))
    guard !types.isEmpty else { return update }
    var served = [Int](repeating: 0, count: bank.configuration.workTypes.count)
    for clerk in clerks { served[clerk.workType.index] += clerk.served }
    var rows: [(key: String, served: Int, waits: WaitTally)] = types.sorted().map {
      (String($0.index), served[$0.index], bank.waits($0))
    }
    rows.append((allTypesRowKey, served.reduce(0, +), bank.allWaits))
    for row in rows {
      let cells = dayCells(served: row.served, waits: row.waits, catalog: catalog)
      for (column, cell) in zip(DayColumn.allCases, cells) {
        change(dayTableID, row: row.key, column: column.rawValue, cell)
      }
    }
    return update
  }

  /// The update as time passes without events: only the clerks' busy
  /// shares move; given the tree, only those whose shown share changed.
  ///
  /// - Complexity: O(c) for c clerks.
  static func busyUpdate(
    clerks: [Bank.Clerk], workTime: ModelTime, in tree: AccessibilityTree?, catalog: Catalog
  ) -> TreeUpdate {
    var update = TreeUpdate()
    for clerk in clerks {
      let id = TableContent.cellID(
        in: clerksTableID, row: String(clerk.number), column: ClerkColumn.busy.rawValue)
      let cell = clerkCell(.busy, of: clerk, workTime: workTime, catalog: catalog)
      if let tree, tree.holds(id, value: cell.value, spokenValue: cell.spokenValue) { continue }
      update.change(
        TableContent.cellElement(
          cell, in: clerksTableID, row: String(clerk.number), column: ClerkColumn.busy.rawValue))
    }
    return update
  }

  // MARK: Cells

  private static func heading(_ id: ElementID, _ label: String) -> Element {
    Element(id: id, label: label, traits: .header, headingLevel: 2)
  }

  private static func clerkCell(
    _ column: ClerkColumn, of clerk: Bank.Clerk, workTime: ModelTime, catalog: Catalog
  ) -> TableContent.Cell {
    switch column {
    case .serving: return .init(catalog[.serving(customer: clerk.serving?.number)])
    case .served: return .init(String(clerk.served))
    case .busy:
      return .init(
        shownShare(clerk.busy, of: workTime),
        spoken: catalog[.percent(percent(clerk.busy, of: workTime))])
    }
  }

  private static func dayCells(served: Int, waits: WaitTally, catalog: Catalog)
    -> [TableContent.Cell]
  {
    DayColumn.allCases.map { column in
      switch column {
      case .served: .init(String(served))
      case .meanWait: waitCell(waits.started > 0 ? waits.mean : nil, catalog: catalog)
      case .longestWait: waitCell(waits.started > 0 ? waits.longest : nil, catalog: catalog)
      }
    }
  }

  /// A wait as a table's cell: shown short ("1.65 s") and spoken in words
  /// ("1.65 seconds"), both rounded to the nearest millisecond as the
  /// report's lines are, so a quantity reads the same in a table and in a
  /// line; "none" when there is none, as before anybody has waited.
  ///
  /// Every table that shows a wait makes its cells here: the day's and
  /// `teller simulate`'s table of the mean wait.
  public static func waitCell(_ time: ModelTime?, catalog: Catalog) -> TableContent.Cell {
    guard let time = time?.nearestMillisecond else { return .init(catalog[.noFigure]) }
    return .init(catalog[.shortDuration(time)], spoken: catalog[.duration(time)])
  }

  /// A share as a table shows it: "75%".
  private static func shownShare(_ part: ModelTime, of whole: ModelTime) -> String {
    String(percent(part, of: whole)) + "%"
  }

  /// A part of a whole in whole percent, halves up; 0 of nothing.
  static func percent(_ part: ModelTime, of whole: ModelTime) -> Int {
    guard whole.nanoseconds > 0 else { return 0 }
    let p = Int128(part.nanoseconds) * 200 + Int128(whole.nanoseconds)
    return Int(p / (Int128(whole.nanoseconds) * 2))
  }
}
