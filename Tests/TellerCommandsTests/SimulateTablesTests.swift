import Foundation
import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

@testable import TellerCommands

/// `teller simulate` prints the bank's tables where the run ended: the
/// clerks' and the day's, as rows with their headers in text and as
/// columns and rows in JSON, with the bank's own figures.
@Suite("Simulate: the bank's tables")
struct SimulateTablesTests {
  /// The (6, 4) day of the spec as a run's outcome, with the bank's counts.
  static func sixFour() -> SimulationOutcome {
    var bank = Bank()
    var statistics = BankStatistics(configuration: BankConfiguration())
    bank.addCustomers([
      .deposit, .loan, .deposit, .loan, .deposit, .loan, .deposit, .loan, .deposit, .deposit,
    ]) {
      statistics.record($0)
    }
    bank.advanceUntilIdle { statistics.record($0) }
    return SimulationOutcome(
      statistics: statistics,
      progress: SimulationProgress(
        customersServed: 10, customers: 10, modelTime: statistics.makespan),
      tallies: bank.tallies)
  }

  static func tableLines(_ outcome: SimulationOutcome, _ language: Language) throws -> [String] {
    let options = try SimulateTests.options(["--lang", language.rawValue])
    let catalog = Catalog(language: language)
    let text = SimulateReport.text(outcome, options: options, wallSeconds: 0, catalog: catalog)
    let lines = text.split(separator: "\n").map(String.init)
    // The tables come after the count of events and before the wall time.
    let events = try #require(
      lines.firstIndex(of: catalog[.eventCount(outcome.statistics.events)]))
    return Array(lines[(events + 1)..<(lines.count - 1)])
  }

  @Test("The (6, 4) day's tables, figures worked out by hand")
  func sixFourEnglish() throws {
    // Deposit waits 0, 0, 0.7, 0.7, 1.4, 1.4; loan waits 0, 1.1, 2.2, 3.3.
    // Each deposit clerk serves 3 (2.1 s of the 4.4 s day: 47.7%).
    #expect(
      try SimulateTablesTests.tableLines(SimulateTablesTests.sixFour(), .english) == [
        "Clerks, table, 4 rows, 3 columns",
        "Deposit clerk 1: Served 3, Busy 48%",
        "Deposit clerk 2: Served 3, Busy 48%",
        "Loan clerk 1: Served 4, Busy 100%",
        "The day so far, table, 4 rows, 4 columns",
        "Deposit: Served 6, Mean wait 0.7 s, Longest wait 1.4 s",
        "Loan: Served 4, Mean wait 1.65 s, Longest wait 3.3 s",
        "All: Served 10, Mean wait 1.08 s, Longest wait 3.3 s",
      ])
  }

  @Test("The (6, 4) day's tables in Korean")
  func sixFourKorean() throws {
    #expect(
      try SimulateTablesTests.tableLines(SimulateTablesTests.sixFour(), .korean) == [
        "창구 현황, 표, 4행 3열",
        "예금 창구 1: 처리 3, 업무 비율 48%",
        "예금 창구 2: 처리 3, 업무 비율 48%",
        "대출 창구 1: 처리 4, 업무 비율 100%",
        "오늘 지금까지, 표, 4행 4열",
        "예금: 처리 6, 평균 대기 0.7초, 최장 대기 1.4초",
        "대출: 처리 4, 평균 대기 1.65초, 최장 대기 3.3초",
        "전체: 처리 10, 평균 대기 1.08초, 최장 대기 3.3초",
      ])
  }

  /// A wait as a table shows it, "1.65 s" or "1.65초", in seconds; nil
  /// for anything else.
  static func seconds(_ shown: String) -> Double? {
    for unit in [" s", "초"] where shown.hasSuffix(unit) {
      return Double(shown.dropLast(unit.count))
    }
    return nil
  }

  /// The JSON tables' rows in the text's form, "Header: column text, …",
  /// so the two outputs can be compared; an empty cell as the text says
  /// it, `blank`.
  static func rowsOfJSON(_ json: String, blank: String = "blank") throws -> [String] {
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let tables = try #require(object["tables"] as? [[String: Any]])
    return try tables.flatMap { table -> [String] in
      let columns = try #require(table["columns"] as? [[String: String]])
      let rows = try #require(table["rows"] as? [[String: Any]])
      return try rows.map { row in
        let header = try #require(row["header"] as? String)
        let cells = try #require(row["cells"] as? [[String: String]])
        #expect(cells.count == columns.count)
        let parts = zip(columns, cells).map { column, cell in
          let text = cell["text"] ?? ""
          return (column["header"] ?? "") + " " + (text.isEmpty ? blank : text)
        }
        return header + ": " + parts.joined(separator: ", ")
      }
    }
  }

  @Test(
    "Every cell holds the run's own figures, and JSON holds the text's cells",
    arguments: [
      ["--arrivals", "poisson", "--rate", "2.5", "--customers", "3000", "--seed", "11"],
      [
        "--arrivals", "poisson", "--rate", "1.2", "--customers", "5000", "--seed", "5",
        "--service", "exponential", "--deposit-clerks", "3",
      ],
      ["--customers", "77", "--seed", "3", "--loan-clerks", "2"],
      ["--arrivals", "poisson", "--rate", "0.5", "--customers", "2000", "--loan-share", "0"],
    ])
  func figures(_ words: [String]) throws {
    let options = try SimulateTests.options(words)
    let outcome = options.simulation.run(watching: { _ in .proceed })
    let statistics = outcome.statistics
    let catalog = Catalog.english
    let tables = try #require(
      ReportTables(outcome, configuration: options.simulation.configuration, catalog: catalog)
    ).tables
    #expect(tables.map(\.id) == [BankScreen.clerksTableID, BankScreen.dayTableID])
    let clerks = tables[0]
    let day = tables[1]
    let configuration = options.simulation.configuration
    #expect(clerks.rows.count == configuration.totalClerks)
    #expect(day.rows.count == configuration.types.count + 1)
    // Served, by type and in all, as the statistics count them; the clerks
    // of a type add up to its row.
    for (type, row) in zip(configuration.types, day.rows) {
      #expect(row.cells[0].value == String(statistics.served(type)))
      let byClerks = zip(outcome.tallies?.clerks ?? [], clerks.rows)
        .filter { $0.0.workType == type }
        .reduce(0) { $0 + (Int($1.1.cells[0].value) ?? -1) }
      #expect(byClerks == statistics.served(type))
    }
    // A clerk's busy share is of the business day, so a work type's
    // clerks average to its utilisation (exactly, for fixed service times,
    // whose busy time the statistics count exactly too).
    let makespan = Double(statistics.makespan.nanoseconds)
    let tallied = try #require(outcome.tallies?.clerks)
    for (clerk, row) in zip(tallied, clerks.rows) {
      let share = Double(clerk.busy.nanoseconds) / makespan * 100
      #expect(abs(Double(row.cells[1].value.dropLast()).map { $0 - share } ?? 99) <= 0.5)
    }
    for type in configuration.types
    where configuration.serviceDistribution(for: type) == .deterministic {
      let ofType = tallied.filter { $0.workType == type }
      let busy = ofType.reduce(0.0) { $0 + Double($1.busy.nanoseconds) }
      let share = busy / (Double(ofType.count) * makespan)
      #expect(abs(share - statistics.utilization(type)) < 1e-9, "\(type)")
    }
    let all = try #require(day.rows.last)
    #expect(all.cells[0].value == String(statistics.customersServed))
    // The waits are the report's lines' figures, to the same millisecond.
    #expect(
      SimulateTablesTests.seconds(all.cells[1].value)
        == Double(formatSeconds(statistics.meanWait, decimals: 3)))
    #expect(
      SimulateTablesTests.seconds(all.cells[2].value)
        == Double(formatSeconds(statistics.maximumWait, decimals: 3)))
    // The JSON's tables are the text's.
    let json = SimulateReport.json(outcome, options: options, wallSeconds: 0, catalog: catalog)
    let text = SimulateReport.text(outcome, options: options, wallSeconds: 0, catalog: catalog)
    #expect(text.contains("\n" + catalog.meanWait(statistics.meanWait) + "\n"))
    for line in try SimulateTablesTests.rowsOfJSON(json) {
      #expect(text.contains("\n" + line + "\n"), "\(line)")
    }
  }

  @Test("A run stopped early keeps the column of whom each clerk serves")
  func partial() throws {
    var options = try SimulateTests.options([
      "--arrivals", "poisson", "--rate", "4", "--customers", "1000", "--seed", "2",
    ])
    options.simulation.chunk = 40
    let outcome = options.simulation.run(watching: { _ in .stop })
    #expect(outcome.isPartial)
    let text = SimulateReport.text(
      outcome, options: options, wallSeconds: 0, catalog: Catalog.english)
    #expect(text.contains("\nClerks, table, 4 rows, 4 columns\n"))
    #expect(text.contains("\nDeposit clerk 1: Serving "))
    let complete = SimulateReport.text(
      options.simulation.run(watching: { _ in .proceed }), options: options, wallSeconds: 0,
      catalog: Catalog.english)
    #expect(complete.contains("\nClerks, table, 4 rows, 3 columns\n"))
    #expect(!complete.contains("Serving"))
  }

  @Test("JSON without a catalog has no tables; with one, its words")
  func jsonWords() throws {
    let options = try SimulateTests.options(["--customers", "10"])
    let outcome = SimulateTablesTests.sixFour()
    #expect(
      !SimulateReport.json(outcome, options: options, wallSeconds: 0).contains("\"tables\""))
    let korean = SimulateReport.json(
      outcome, options: options, wallSeconds: 0, catalog: Catalog(language: .korean))
    #expect(korean.contains("\"caption\":\"오늘 지금까지\""))
    #expect(korean.contains("\"header\":\"평균 대기\",\"short_header\":\"평균\""))
    let english = SimulateReport.json(
      outcome, options: options, wallSeconds: 0, catalog: Catalog.english)
    #expect(english.contains("\"header\":\"Deposit clerk 1\",\"short_header\":\"Dep1\""))
    #expect(try SimulateTablesTests.rowsOfJSON(korean).last == "전체: 처리 10, 평균 대기 1.08초, 최장 대기 3.3초")
  }

  @Test("Every word of the tables comes through the catalog")
  func pseudoLanguage() throws {
    let options = try SimulateTests.options(["--customers", "10"])
    let text = SimulateReport.text(
      SimulateTablesTests.sixFour(), options: options, wallSeconds: 0,
      catalog: PseudoWording.catalog)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count > 8)
    for line in lines {
      #expect(PseudoWording.english(in: line).isEmpty, "English in \(line)")
    }
  }

  @Test("Only the report's own run keeps the tables' tallies; replications and plain runs do not")
  func talliesKept() throws {
    let options = try SimulateTests.options([
      "--arrivals", "poisson", "--rate", "1", "--customers", "500", "--replications", "3",
    ])
    #expect(options.simulation.keepsTallies)
    #expect(options.simulation.run(watching: { _ in .proceed }).tallies != nil)
    let replication = options.simulation.replication(1)
    #expect(!replication.keepsTallies)
    #expect(replication.run(watching: { _ in .proceed }).tallies == nil)
    var plain = options.simulation
    plain.keepsTallies = false
    let outcome = plain.run(watching: { _ in .proceed })
    #expect(outcome.tallies == nil)
    #expect(
      !SimulateReport.text(outcome, options: options, wallSeconds: 0, catalog: .english)
        .contains("The day so far"))
    // Keeping them changes no figure of the run.
    #expect(outcome.statistics == options.simulation.run(watching: { _ in .proceed }).statistics)
  }
}
