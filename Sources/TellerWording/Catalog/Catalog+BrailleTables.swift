import TellerAccessibility
import TellerText

extension Catalog {
  // MARK: Braille tables (liblouis)

  /// The command that installs liblouis and its tables on Debian and
  /// Ubuntu.
  public static let liblouisInstallCommand = "sudo apt-get install liblouis20 liblouis-data"

  /// Said once on standard error when a braille table needs liblouis and
  /// it cannot be loaded, and what the display shows instead: a notice
  /// (Korean, which BRLTTY cannot show) or computer braille.
  ///
  /// - Parameters:
  ///   - table: the table that needs it, such as `ko-2006-g1.ctb`.
  ///   - library: the library file looked for, such as `liblouis.so.20`.
  ///   - showsNotice: whether the display shows a notice rather than
  ///     computer braille.
  public func brailleNeedsLiblouis(table: String, library: String, showsNotice: Bool) -> String {
    self[
      .needsLiblouis(
        table: visibleQuote(table), library: visibleQuote(library), showsNotice: showsNotice)]
  }

  /// Said once on standard error when liblouis cannot load a braille
  /// table it found, with liblouis's own reason, and what the display
  /// shows instead.
  public func brailleTableFailed(table: String, reason: String, showsNotice: Bool) -> String {
    self[
      .tableFailed(
        table: visibleQuote(table), reason: visibleQuote(reason), showsNotice: showsNotice)]
  }

}
