import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

/// A session reading keys in linear mode, ten customers added and a
/// second gone by, so the tables hold figures.
private func busySession(_ language: Language = .english, verbosity: Verbosity = .normal)
  -> Session
{
  var session = Session(
    settings: SessionSettings(
      language: language, verbosity: verbosity, bank: BankConfiguration(seed: 4),
      inputIsKeys: true, terminalView: .linear))
  _ = session.start()
  _ = session.handle(.key(.character("a")))
  _ = session.advance(to: .milliseconds(1500))
  return session
}

/// The bank's two tables as a user meets them: keys, what each move says
/// in both languages, where am I, live values, and the bound of three keys.
@Suite("The bank's tables in the session")
struct BankTablesTests {
  @Test(
    "Line commands walk a table as its keys do, in both languages", arguments: Language.allCases)
  func lineCommands(_ language: Language) {
    let moves: [(line: String, key: Key)] = [
      ("cell down", .character("j")), ("cell right", .character("k")),
      ("cell right", .character("k")), ("cell up", .character("J")),
      ("cell left", .character("K")), ("end of row", .alt(.end)),
      ("bottom of column", .alt(.pageDown)), ("start of row", .alt(.home)),
      ("top of column", .alt(.pageUp)), ("last cell", .character(")")),
      ("first cell", .character("(")), ("cell left", .alt(.left)),
    ]
    func said(_ step: SessionStep) -> [String] {
      step.records.filter { $0.kind == .focus || $0.kind == .description }.map(\.text)
    }
    var byKeys = busySession(language)
    var byLines = busySession(language)
    #expect(
      said(byKeys.handle(.key(.character("t"))))
        == said(byLines.handle(.line("next table", number: 1))))
    for (number, move) in moves.enumerated() {
      let key = said(byKeys.handle(.key(move.key)))
      let line = said(byLines.handle(.line(move.line, number: number + 2)))
      #expect(!key.isEmpty)
      #expect(line == key, "\(move.line)")
    }
    #expect(byLines.navigator.focus == byKeys.navigator.focus)
  }

  @Test("t enters the clerks' table at its first cell, saying the table and both headers")
  func enterTable() {
    var s = busySession()
    #expect(s.keys(.character("t")) == ["Clerks, table, 4 rows, 4 columns, Clerk"])
    #expect(s.navigator.focus == "table.clerks.head.clerk")
    #expect(s.keys(.character("t")) == ["The day so far, table, 4 rows, 4 columns, Work type"])
    #expect(s.keys(.character("T")) == ["Clerks, table, 4 rows, 4 columns, Clerk"])
  }

  @Test(
    "Every header of both tables has a short form of its own in both languages, and no two of a table's alike",
    arguments: [Language.english, .korean])
  func shortHeaders(language: Language) throws {
    let tree = busySession(language).tree
    for table in [BankScreen.clerksTableID, BankScreen.dayTableID] {
      let headers = tree.documentOrder().compactMap { tree.element($0) }.filter {
        ($0.tableRole == .columnHeader || $0.tableRole == .rowHeader)
          && tree.tableCell($0.id)?.table == table
      }
      // Four columns and three rows: three clerks, or two types and all.
      #expect(headers.count == 7, "\(table)")
      #expect(headers.allSatisfy { !$0.shortLabel.isEmpty }, "\(headers.map(\.label))")
      #expect(headers.allSatisfy { $0.shortLabel.count <= $0.label.count })
      #expect(Set(headers.map(\.shortLabel)).count == headers.count, "\(headers.map(\.shortLabel))")
    }
  }

  @Test(
    "A new column says its header once; a new row its row's header; the same header is not said again"
  )
  func headersOnceEnglish() {
    var s = busySession()
    _ = s.keys(.character("t"))
    // Down the first column: the row headers themselves.
    #expect(s.keys(.character("j")) == ["Deposit clerk 1"])
    // Along the row: the column's header before the cell, no row header.
    #expect(s.keys(.character("k")) == ["Serving, customer 10"])
    #expect(s.keys(.alt(.right)) == ["Served, 2"])
    // Down the column: the row's header, not the column's again.
    #expect(s.keys(.character("j")) == ["Deposit clerk 2, 2"])
    #expect(s.keys(.alt(.down)) == ["Loan clerk 1, 1"])
    // Both change: the row's header, then the column's.
    #expect(s.keys(.character("(")) == ["Clerk"])
    #expect(s.keys(.character(")")) == ["Loan clerk 1, Busy, 100 percent"])
    #expect(s.keys(.character("j")) == ["Bottom of column"])
  }

  @Test("Korean: the same moves say the same headers, in Korean")
  func headersOnceKorean() {
    var s = busySession(.korean)
    #expect(s.keys(.character("t")) == ["창구 현황, 표, 4행 4열, 창구"])
    #expect(s.keys(.character("j")) == ["예금 창구 1"])
    #expect(s.keys(.character("k")) == ["응대 중, 10번 고객"])
    #expect(s.keys(.character("j")) == ["예금 창구 2, 쉬는 중"])
    #expect(s.keys(.character("k")) == ["처리, 2"])
  }

  @Test("Coordinates only on where am I and at high verbosity")
  func coordinates() {
    var s = busySession()
    _ = s.keys(.character("t"), .character("j"), .character("k"))
    let moved = s.keys(.character("k"))
    #expect(!moved.joined().contains("row"), "\(moved)")
    let whereAmI = s.keys(.character("w")).joined()
    #expect(whereAmI.contains("row 2 of 4, column 3 of 4"), "\(whereAmI)")
    var high = busySession(verbosity: .high)
    _ = high.keys(.character("t"), .character("j"))
    #expect(high.keys(.character("k")).joined().contains("row 2 of 4, column 2 of 4"))
    var korean = busySession(.korean)
    _ = korean.keys(.character("t"), .character("j"), .character("k"))
    #expect(!korean.keys(.character("k")).joined().contains("2행"))
    #expect(korean.keys(.character("w")).joined().contains("4행 중 2행"))
  }

  @Test("A focused cell whose value changes is not read again; w reads it")
  func liveCellNotReread() throws {
    var s = busySession()
    _ = s.keys(.character("t"), .character("j"), .character("j"), .alt(.end))
    let cell: ElementID = "table.clerks.row.2.busy"
    #expect(s.navigator.focus == cell)
    let before = try #require(s.tree.element(cell)?.value)
    var records: [OutputRecord] = []
    for step in 1...30 { records += s.advance(to: .milliseconds(1500 + 100 * Int64(step))).records }
    let after = try #require(s.tree.element(cell))
    #expect(before != after.value, "the cell changed in place")
    #expect(!records.contains { $0.elementID == cell })
    #expect(!records.contains { $0.kind == .focus || $0.kind == .description })
    #expect(s.keys(.character("w")).joined().contains(after.spokenValue))
  }

  @Test("Every cell of either table is at most 3 keys from its first cell", arguments: ["t", "tt"])
  func threeKeys(_ entry: String) throws {
    var start = busySession()
    for key in entry { _ = start.keys(.character(key)) }
    let first = try #require(start.navigator.focus)
    let table = try #require(start.tree.table(containing: first))
    let moves = KeyBindings.standard.bindings.filter {
      if case .table = $0.command { return true }
      return false
    }.map(\.key)
    var distance: [ElementID: Int] = [first: 0]
    var frontier = [start]
    for depth in 1...3 {
      var next: [Session] = []
      for session in frontier {
        for key in moves {
          var copy = session
          _ = copy.handle(.key(key))
          guard let focus = copy.navigator.focus, distance[focus] == nil else { continue }
          distance[focus] = depth
          next.append(copy)
        }
      }
      frontier = next
    }
    let snapshot = try #require(start.tree.tableSnapshot(table))
    let cells = (snapshot.headerRows + snapshot.rows).flatMap(\.cells).map(\.id)
    #expect(cells.count == 16)
    #expect(cells.filter { distance[$0] == nil } == [])
  }

  @Test("The tables follow the bank and start again with a reset")
  func liveAndReset() throws {
    var s = busySession()
    #expect(s.tree.element("table.day.row.all.served")?.value == "5")
    _ = s.handle(.key(.character("x")))
    for id in ["table.day.row.all.served", "table.clerks.row.1.served"] {
      #expect(s.tree.element(ElementID(id))?.value == "0", "\(id)")
    }
    #expect(s.tree.element("table.clerks.row.1.serving")?.value == "idle")
    // Nobody has waited since the reset: no wait to report.
    #expect(s.tree.element("table.day.row.all.longestWait")?.value == "none")
    #expect(s.tree.element("table.day.row.all.meanWait")?.value == "none")
  }

  @Test("Where the options set more clerks, the clerks' table has a row for each")
  func moreClerks() throws {
    var configuration = BankConfiguration(seed: 2)
    configuration.workTypes[WorkType.deposit.index].clerks = 4
    var s = Session(settings: SessionSettings(bank: configuration))
    _ = s.start()
    let snapshot = try #require(s.tree.tableSnapshot(BankScreen.clerksTableID))
    #expect(
      snapshot.rows.map { $0.cells[0].text } == [
        "Deposit clerk 1", "Deposit clerk 2", "Deposit clerk 3", "Deposit clerk 4",
        "Loan clerk 1",
      ])
  }

  @Test("NDJSON gives a cell's place and say all's rows their place in the table")
  func json() throws {
    var s = busySession()
    _ = s.keys(.character("t"), .character("j"))
    let moved = try #require(s.handle(.key(.character("k"))).first)
    #expect(
      JSONRenderer().render(moved)
        == #"{"type":"focus","text":"Serving, customer 10","id":"table.clerks.row.1.serving","#
        + #""table":{"id":"table.clerks","rows":4,"columns":4,"row":2,"column":2},"time":1.5}"#)
    var lines = Session(settings: SessionSettings(bank: BankConfiguration(seed: 4)))
    _ = lines.start()
    _ = lines.handle(.line("add", number: 1))
    _ = lines.handle(.line("wait 1500ms", number: 2))
    let read = lines.handle(.line("read all", number: 3))
    let rows = read.filter { $0.tablePlace?.table == BankScreen.dayTableID }
    #expect(rows.map { $0.tablePlace?.row } == [nil, 2, 3, 4])
    #expect(rows.last.map { JSONRenderer().render($0) }?.contains(#""row":4}"#) == true)
    #expect(rows.last?.text.hasPrefix("All: Served 5, Mean wait ") == true)
  }
}
