import TellerAccessibility
import TellerBank
import TellerSession
import TellerWording

/// `teller simulate`'s table of the mean wait, "Mean wait: estimates and
/// theory", in the report of a Poisson run with a statistics option: a
/// row per estimate the run made and one for theory, so a teacher walks
/// down a column to compare them.
///
/// Rows (``StatisticsTableRow``): the whole run (warm-up included, with
/// its batch-means interval), the steady state after the warm-up, the
/// replications when more than the run were made, and theory. Columns:
/// the mean wait, the 95% interval's lower and upper ends, whether that
/// interval covers the exact mean wait ("yes", "no"; blank without an
/// interval or an exact value), and the basis: what the figure is made
/// of, or why a figure is missing. The theory row has no interval and
/// leaves those cells and its coverage blank.
///
/// Every cell is self-sufficient when spoken: a wait is said in words
/// ("3.484 seconds", "minus 0.012 seconds" for an interval's lower end
/// below zero), and a missing figure says "none". Waits go through
/// ``BankScreen/waitCell(_:catalog:)``, as the day's table's do, so the
/// whole run's mean wait reads the same in this table, in that one and in
/// the report's "Mean wait" line.
struct StatisticsTable {
  /// The table's ID.
  static let id: ElementID = "table.statistics"

  /// The columns after the rows' headers.
  enum Column: String, CaseIterable {
    case meanWait = "mean-wait"
    case from, to, covers, basis
  }

  /// One row's figures, before they are worded.
  struct Row {
    var kind: StatisticsTableRow
    /// The mean wait in seconds; nil for none.
    var seconds: Double?
    /// The same mean as a span of model time, when the run counted it in
    /// nanoseconds (the whole run's), so it is not rounded twice.
    var time: ModelTime?
    var interval: ConfidenceInterval?
    var basis: StatisticsMessage?
  }

  /// The rows, in reading order.
  var rows: [Row]
  /// The exact mean wait the intervals are held against; nil for none.
  var exact: Double?

  /// The table's content in a catalog's words.
  ///
  /// - Complexity: O(r) for r rows.
  func content(_ catalog: Catalog) -> TableContent {
    func column(_ column: Column) -> TableContent.Column {
      let header: (Bool) -> String =
        switch column {
        case .meanWait: { catalog[$0 ? ScreenMessage.meanWaitColumnShort : .meanWaitColumn] }
        case .from: { catalog[StatisticsMessage.fromColumn(short: $0)] }
        case .to: { catalog[StatisticsMessage.toColumn(short: $0)] }
        case .covers: { catalog[StatisticsMessage.coversColumn(short: $0)] }
        case .basis: { catalog[StatisticsMessage.basisColumn(short: $0)] }
        }
      return .init(key: column.rawValue, header: header(false), shortHeader: header(true))
    }
    return TableContent(
      id: Self.id, caption: catalog[StatisticsMessage.tableCaption],
      rowHeaderColumn: .init(
        key: "estimate", header: catalog[StatisticsMessage.estimateColumn(short: false)],
        shortHeader: catalog[StatisticsMessage.estimateColumn(short: true)]),
      columns: Column.allCases.map(column),
      rows: rows.map { row in
        TableContent.Row(
          key: row.kind.rawValue, header: catalog[.rowHeader(row.kind, short: false)],
          shortHeader: catalog[.rowHeader(row.kind, short: true)],
          cells: Column.allCases.map { cell($0, of: row, catalog: catalog) })
      })
  }

  private func cell(_ column: Column, of row: Row, catalog: Catalog) -> TableContent.Cell {
    switch column {
    case .meanWait:
      return Self.seconds(row.time ?? row.seconds.flatMap(Self.time), catalog: catalog)
    case .from, .to:
      guard let interval = row.interval else { return .init("") }
      return Self.seconds(
        Self.time(column == .from ? interval.lower : interval.upper), catalog: catalog)
    case .covers:
      guard row.kind != .theory, let exact, let interval = row.interval else { return .init("") }
      return .init(catalog[.covers(interval.contains(exact))])
    case .basis:
      return .init(row.basis.map { catalog[$0] } ?? "")
    }
  }

  /// Seconds as a span of model time, to the nanosecond; nil for a figure
  /// no span can hold (not finite, or beyond about 290 years).
  static func time(_ seconds: Double) -> ModelTime? {
    guard seconds.isFinite, seconds.magnitude < 9e9 else { return nil }
    return .seconds(seconds)
  }

  /// A figure in seconds as a cell, through the day table's wait cells;
  /// below zero, as only an interval's lower end can be, with its sign.
  static func seconds(_ time: ModelTime?, catalog: Catalog) -> TableContent.Cell {
    guard let time, time.nearestMillisecond < .zero else {
      return BankScreen.waitCell(time, catalog: catalog)
    }
    let above = BankScreen.waitCell(.zero - time, catalog: catalog)
    return .init(
      "-" + above.value, spoken: catalog[.belowZero(spoken: above.spokenValue)])
  }
}

extension StatisticsSection {
  /// The table of the mean wait's estimates and theory: the run's mean
  /// wait and its own interval (``wholeRun``, ``interval``), the steady
  /// state, the replications and theory; nil for batch arrivals, which
  /// have neither.
  func table() -> StatisticsTable? {
    guard let theory else { return nil }
    var rows: [StatisticsTable.Row] = []
    var whole = StatisticsTable.Row(kind: .wholeRun, time: wholeRun)
    if let interval {
      whole.interval = interval.interval
      whole.basis =
        interval.interval != nil
        ? .wholeRunBasis(batches: interval.batches)
        : interval.isPartial
          ? .wholeRunTooFewYet(batches: interval.planned)
          : .wholeRunTooFew(batches: interval.planned)
    }
    rows.append(whole)
    var steady = StatisticsTable.Row(kind: .steadyState, basis: .steadyNone)
    if let estimate {
      steady.seconds = estimate.meanWait
      steady.interval = estimate.interval
      steady.basis =
        estimate.interval == nil
        ? .steadyTooFew(customers: estimate.customers)
        : .steadyBasis(batches: estimate.batches, customers: estimate.customers)
    }
    rows.append(steady)
    if let study, let mean = replicatedMean {
      rows.append(
        .init(
          kind: .replications, seconds: mean, interval: study.replications.interval,
          basis: .replicationsBasis(replications: study.count)))
    }
    switch theory {
    case .exact(let seconds, let formula):
      rows.append(
        .init(
          kind: .theory, seconds: seconds, basis: .theoryBasis(formula: formula, queue: kendall)))
    case .noClosedForm: rows.append(.init(kind: .theory, basis: .noClosedForm))
    case .noSteadyState: rows.append(.init(kind: .theory, basis: .noSteadyState))
    }
    return StatisticsTable(rows: rows, exact: theory.seconds)
  }
}
