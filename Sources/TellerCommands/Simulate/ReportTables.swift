import TellerAccessibility
import TellerBank
import TellerSession
import TellerWording

/// The bank's two tables at the end of a run, as `teller simulate` reports
/// them: the same "Clerks" and "The day so far" tables the screen shows,
/// built by the same code (``BankScreen/tables(_:catalog:)``) from the
/// bank's own counts where the run ended (``SimulationOutcome/tallies``).
///
/// A clerk's busy share is of the business day (``BankStatistics/makespan``),
/// as the report's utilisation is, not of the work timer's reading, which
/// stops whenever the bank is empty.
///
/// A finished run's clerks are all idle, so its clerks' table leaves out
/// whom each serves; a run stopped early keeps that column.
///
/// In text, each table is the line linear mode says on reaching it (its
/// caption and size), then a line per row: "Row header: column header
/// value, …". In JSON, each is an object with its columns and rows, so a
/// program can walk it by row and column as a screen reader does.
struct ReportTables {
  /// The tables, in reading order.
  var tables: [TableContent]

  /// The tables of a run; nil for an outcome without the bank's counts.
  init?(_ outcome: SimulationOutcome, configuration: BankConfiguration, catalog: Catalog) {
    guard var tallies = outcome.tallies else { return nil }
    // A busy share of the business day, as the report's utilisation is:
    // the work timer stops whenever the bank is empty, so a share of its
    // reading would be larger than the utilisation beside it.
    tallies.workTime = outcome.statistics.makespan
    tables = BankScreen.tables(
      TableFigures(configuration: configuration, tallies: tallies), catalog: catalog,
      showsServing: outcome.isPartial)
  }

  /// The tables as text lines: for each, its caption and size, then its
  /// rows with their headers, as shown (durations in seconds, "1.5 s").
  ///
  /// - Complexity: O(r · c) for r rows of c cells in all.
  func lines(_ catalog: Catalog) -> [String] {
    tables.flatMap { Self.lines(of: $0, catalog: catalog) }
  }

  /// A table as text lines: its caption and size, then a line per row.
  ///
  /// - Complexity: O(r · c) for r rows of c cells.
  static func lines(of content: TableContent, catalog: Catalog) -> [String] {
    let tree = AccessibilityTree(root: content.node())
    guard let snapshot = tree.tableSnapshot(content.id),
      let summary = tree.tableSummary(content.id)
    else { return [] }
    let words = catalog.accessibility
    let lead = content.caption + words.separator + words.table(summary)
    return [lead] + snapshot.lines(in: words)
  }

  /// The tables as a JSON array. Each table: `id`, `caption`,
  /// `row_header` (the column of row headers: its `key`, `header` and
  /// `short_header`, the braille display's form), `columns` (the data
  /// columns, each the same) and `rows`, each a `key`, a `header`, a
  /// `short_header` and `cells`: one per data column, in the columns'
  /// order, each with its `text` as shown and its `spoken` text.
  func json() -> JSONValue {
    .array(tables.map(Self.json))
  }

  /// A table as a JSON object, as ``json()`` writes each.
  static func json(_ table: TableContent) -> JSONValue {
    func column(_ column: TableContent.Column) -> JSONValue {
      .object([
        ("key", .string(column.key)), ("header", .string(column.header)),
        ("short_header", .string(column.shortHeader)),
      ])
    }
    return .object([
      ("id", .string(table.id.rawValue)),
      ("caption", .string(table.caption)),
      ("row_header", column(table.rowHeaderColumn)),
      ("columns", .array(table.columns.map(column))),
      (
        "rows",
        .array(
          table.rows.map { row in
            .object([
              ("key", .string(row.key)),
              ("header", .string(row.header)),
              ("short_header", .string(row.shortHeader)),
              (
                "cells",
                .array(
                  row.cells.map { cell in
                    .object([
                      ("text", .string(cell.value)),
                      ("spoken", .string(cell.spokenValue.isEmpty ? cell.value : cell.spokenValue)),
                    ])
                  })
              ),
            ])
          })
      ),
    ])
  }
}
