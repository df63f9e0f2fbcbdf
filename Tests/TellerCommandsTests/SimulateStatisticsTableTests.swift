import Foundation
import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

@testable import TellerCommands

/// `teller simulate`'s table of the mean wait: a row per estimate the run
/// made and one for theory, whose cells are the outcome's own statistics,
/// the same in text and JSON, in both languages, and whose waits read as
/// the report's lines and the day's table write them.
@Suite("Simulate: the table of the mean wait")
struct SimulateStatisticsTableTests {
  /// A run, its replications when asked for, and its report's parts.
  struct Run {
    var options: SimulateOptions
    var outcome: SimulationOutcome
    var study: ReplicationStudy?

    init(_ words: [String]) throws {
      options = try SimulateTests.options(words)
      outcome = options.simulation.run(watching: { _ in .proceed })
      if let replications = options.replications {
        var replicated = ReplicationStudy(
          simulation: options.simulation, replications: replications)
        replicated.add(ReplicationStudy.estimate(of: options.simulation, replication: 0))
        replicated.run()
        study = replicated
      }
    }

    var section: StatisticsSection? {
      StatisticsSection(outcome, options: options, study: study)
    }

    func table(_ catalog: Catalog) throws -> TableContent {
      let section = try #require(section)
      return try #require(section.table())
        .content(catalog)
    }

    func text(_ catalog: Catalog) -> String {
      SimulateReport.text(outcome, options: options, wallSeconds: 0, catalog: catalog, study: study)
    }

    func json(_ catalog: Catalog) -> String {
      SimulateReport.json(outcome, options: options, wallSeconds: 0, study: study, catalog: catalog)
    }
  }

  /// A cell's seconds, or nil for a blank cell or a word.
  static func seconds(_ cell: TableContent.Cell) -> Double? {
    SimulateTablesTests.seconds(cell.value)
  }

  /// Seconds written to the millisecond, as the report's lines are, read
  /// back: the figure a cell must show.
  static func millisecond(_ seconds: Double) -> Double? {
    Double(fixedDecimal(seconds, decimals: 3))
  }

  static let runs: [[String]] = [
    // M/M/1 at load 0.8, whose theory is Erlang C.
    SimulateStatisticsTests.mm1(rho: 0.8, ["--customers", "30000", "--seed", "3"]),
    // M/G/1 with lognormal service: no closed form.
    [
      "--service", "lognormal", "--deposit-clerks", "2", "--loan-share", "0", "--arrivals",
      "poisson", "--rate", "2", "--customers", "8000", "--seed", "9",
    ],
    // M/D/1 with replications and a fixed warm-up: Crommelin.
    [
      "--deposit-clerks", "1", "--loan-share", "0", "--arrivals", "poisson", "--rate", "1",
      "--customers", "4000", "--seed", "4", "--replications", "6", "--warmup", "200",
    ],
    // A precision target.
    SimulateStatisticsTests.mm1(rho: 0.5, ["--customers", "5000", "--precision", "0.1"]),
  ]

  @Test(
    "Every cell is the outcome's statistics, in English and Korean",
    arguments: runs, [Language.english, .korean])
  func cells(_ words: [String], _ language: Language) throws {
    let run = try Run(words)
    let catalog = Catalog(language: language)
    let table = try run.table(catalog)
    let section = try #require(run.section)
    let theory = try #require(section.theory)
    let statistics = run.outcome.statistics
    #expect(table.id == StatisticsTable.id)
    #expect(table.caption == catalog[StatisticsMessage.tableCaption])
    #expect(table.columns.map(\.key) == ["mean-wait", "from", "to", "covers", "basis"])
    #expect(
      table.rows.map(\.key)
        == ["whole-run", "steady-state"] + (run.study == nil ? [] : ["replications"]) + ["theory"])
    #expect(table.rows.allSatisfy { !$0.shortHeader.isEmpty && $0.cells.count == 5 })
    #expect(table.columns.allSatisfy { !$0.shortHeader.isEmpty })

    /// A row's mean, interval and coverage against the figures.
    func check(_ key: String, mean: Double?, interval: ConfidenceInterval?) throws {
      let row = try #require(table.rows.first { $0.key == key })
      #expect(Self.seconds(row.cells[0]) == mean.flatMap(Self.millisecond), "\(key)")
      #expect(Self.seconds(row.cells[1]) == interval.flatMap { Self.millisecond($0.lower) })
      #expect(Self.seconds(row.cells[2]) == interval.flatMap { Self.millisecond($0.upper) })
      let covers = theory.seconds.flatMap { exact in interval.map { $0.contains(exact) } }
      #expect(row.cells[3].value == (covers.map { catalog[.covers($0)] } ?? ""), "\(key)")
      // A wait's cell is spoken in words; it is never left to be guessed.
      if Self.seconds(row.cells[0]) != nil { #expect(!row.cells[0].spokenValue.isEmpty) }
      #expect(!row.cells[4].value.isEmpty, "\(key) says what it is made of")
    }
    try check(
      "whole-run", mean: statistics.meanWaitSeconds, interval: statistics.meanWaitInterval)
    let estimate = try #require(section.estimate)
    try check("steady-state", mean: estimate.meanWait, interval: estimate.interval)
    if let study = run.study {
      let estimates = study.replications.estimates
      #expect(estimates.count == study.count)
      try check(
        "replications", mean: estimates.reduce(0, +) / Double(estimates.count),
        interval: study.replications.interval)
    }
    try check("theory", mean: theory.seconds, interval: nil)

    // The whole run's mean wait reads the same in the table, in the day's
    // table and in the report's "Mean wait" line.
    let whole = try #require(table.rows.first).cells[0]
    let day = try #require(
      ReportTables(
        run.outcome, configuration: run.options.simulation.configuration, catalog: catalog)
    ).tables[1]
    #expect(try #require(day.rows.last).cells[1] == whole)
    let text = run.text(catalog)
    #expect(text.contains("\n" + catalog.meanWait(statistics.meanWait) + "\n"))
    #expect(
      Self.seconds(whole) == Double(formatSeconds(statistics.meanWait, decimals: 3)))
    // The interval is said once, in the table, not again as a line.
    if let interval = MeanWaitInterval(run.outcome, options: run.options) {
      #expect(!text.contains(interval.line(catalog)))
    }

    // The text has the table's lines; JSON has the same rows.
    let lines = ReportTables.lines(of: table, catalog: catalog)
    #expect(lines.count == table.rows.count + 1)
    #expect(text.contains("\n" + lines.joined(separator: "\n") + "\n"))
    let blank = catalog.accessibility[.blankCell]
    let rows = try SimulateTablesTests.rowsOfJSON(run.json(catalog), blank: blank)
    #expect(Array(rows.suffix(table.rows.count)) == Array(lines.dropFirst()))
  }

  @Test("The brief's M/M/1 run, in English and Korean, row by row")
  func words() throws {
    let run = try Run(
      SimulateStatisticsTests.mm1(rho: 0.84, ["--customers", "20000", "--replications", "3"]))
    let exact = SimulateStatisticsTests.shown(0.84 * 0.7 / 0.16)
    let english = run.text(.english)
    #expect(
      english.contains("\nMean wait: estimates and theory, table, 5 rows, 6 columns\nWhole run: "))
    #expect(english.contains(", Basis 20 batch means\nSteady state: Mean wait "))
    #expect(english.contains(" customers after the warm-up\nReplications: Mean wait "))
    #expect(
      english.contains(", Basis 3 replications\nTheory: Mean wait \(exact) s, 95% from blank"))
    let korean = run.text(.korean)
    #expect(korean.contains("\n평균 대기: 추정과 이론, 표, 5행 6열\n전체 실행: 평균 대기 "))
    #expect(korean.contains(", 근거 배치 평균 20개\n정상 상태: 평균 대기 "))
    #expect(korean.contains("\n반복 실행: 평균 대기 "))
    #expect(korean.contains(", 근거 반복 3회\n이론: 평균 대기 \(exact)초, 95% 하한 빈 칸"))
    // Both languages' short headers, for braille.
    let shortEnglish = try run.table(.english)
    #expect(shortEnglish.columns.map(\.shortHeader) == ["Mean", "From", "To", "Covers", "Basis"])
    #expect(shortEnglish.rows.map(\.shortHeader) == ["Run", "Stdy", "Reps", "Thry"])
    let shortKorean = try run.table(.korean)
    #expect(shortKorean.columns.map(\.shortHeader) == ["평균", "하한", "상한", "포함", "근거"])
    #expect(shortKorean.rows.map(\.shortHeader) == ["전체", "정상", "반복", "이론"])
  }

  @Test("Batch arrivals have no table; the service times stay a line")
  func batch() throws {
    let run = try Run(["--service", "exponential", "--customers", "30"])
    let section = try #require(run.section)
    #expect(section.table() == nil)
    let text = run.text(.english)
    #expect(text.contains("\nService times: deposit exponential, loan exponential\n"))
    #expect(!text.contains("estimates and theory"))
    #expect(!run.json(.english).contains(StatisticsTable.id.rawValue))
  }

  @Test("A figure below zero keeps its sign, shown and spoken")
  func belowZero() {
    let english = StatisticsTable.seconds(.seconds(-0.0123), catalog: .english)
    #expect(english.value == "-0.012 s")
    #expect(english.spokenValue == "minus 0.012 seconds")
    let korean = StatisticsTable.seconds(.seconds(-0.0123), catalog: .korean)
    #expect(korean.value == "-0.012초")
    #expect(korean.spokenValue == "마이너스 0.012초")
    // Less than half a millisecond below zero is zero.
    #expect(StatisticsTable.seconds(.seconds(-0.0004), catalog: .english).value == "0 s")
    #expect(StatisticsTable.seconds(nil, catalog: .english).value == "none")
    #expect(StatisticsTable.time(.infinity) == nil)
    #expect(StatisticsTable.time(.nan) == nil)
  }

  @Test("Every word of the table comes through the catalog")
  func pseudoLanguage() throws {
    let run = try Run(
      SimulateStatisticsTests.mm1(rho: 0.5, ["--customers", "3000", "--replications", "2"]))
    let text = run.text(PseudoWording.catalog)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count > 20)
    for line in lines {
      #expect(PseudoWording.english(in: line).isEmpty, "English in \(line)")
    }
  }
}

/// Waits read the same in a table and in a report's line: both round to
/// the nearest millisecond.
@Suite("Waits to the nearest millisecond")
struct NearestMillisecondTests {
  @Test(
    "Halves round away from zero, as the report's lines do",
    arguments: [
      (3_483_500_000, 3_484_000_000), (3_483_499_999, 3_483_000_000), (0, 0), (499_999, 0),
      (500_000, 1_000_000), (-3_483_500_000, -3_484_000_000), (-499_999, 0),
    ] as [(Int64, Int64)])
  func rounding(_ nanoseconds: Int64, _ rounded: Int64) {
    let time = ModelTime(nanoseconds: nanoseconds)
    #expect(time.nearestMillisecond.nanoseconds == rounded)
    #expect(
      formatSeconds(time.nearestMillisecond, decimals: 3) == formatSeconds(time, decimals: 3)
        || rounded == 0)
  }

  @Test("A wait's cell is the report line's figure, where truncating would differ")
  func cellAgreesWithLine() {
    // 3.4835 s: the line says 3.484; a cell that dropped the fraction of
    // a millisecond would say 3.483.
    let wait = ModelTime(nanoseconds: 3_483_500_000)
    let cell = BankScreen.waitCell(wait, catalog: .english)
    #expect(cell.value == "3.484 s")
    #expect(cell.spokenValue == "3.484 seconds")
    #expect(Catalog.english.meanWait(wait) == "Mean wait: 3.484 s")
    #expect(BankScreen.waitCell(wait, catalog: .korean).value == "3.484초")
    #expect(BankScreen.waitCell(nil, catalog: .english) == .init("none"))
    #expect(BankScreen.waitCell(nil, catalog: .korean) == .init("없음"))
  }
}
