/// How `teller simulate` shows a long run's progress on standard error,
/// as `--progress` asks.
public enum ProgressStyle: String, CaseIterable, Hashable, Sendable {
  /// Lines where a person is at a terminal: one updated in place at a
  /// plain terminal, a line every few seconds where a screen reader reads
  /// the terminal, `TERM` is `dumb`, or standard error is no terminal;
  /// nothing when no standard stream is a terminal.
  case auto
  /// A line every few seconds, wherever standard error goes.
  case lines
  /// One line updated in place, where standard error is a terminal that
  /// can show it; otherwise lines.
  case live
  /// No progress.
  case off

  /// The environment variable that sets `--progress`.
  public static let environmentVariable = "TELLER_PROGRESS"

  /// How progress is shown where it is shown, decided from where standard
  /// error goes; nil for none.
  ///
  /// - Parameters:
  ///   - errorIsTerminal: whether standard error is a terminal.
  ///   - atTerminal: whether any standard stream is a terminal, so a
  ///     person is likely watching.
  ///   - term: the value of `TERM`.
  ///   - columns: the width of standard error's terminal, if known.
  ///   - screenReaderRuns: whether a screen reader reads this user's
  ///     terminal; asked only when it decides.
  public func form(
    errorIsTerminal: Bool, atTerminal: Bool, term: String?, columns: Int?,
    screenReaderRuns: () -> Bool
  ) -> ProgressMeter.Form? {
    let canUpdate = errorIsTerminal && term != "dumb"
    let live = ProgressMeter.Form.live(columns: columns ?? ProgressMeter.defaultColumns)
    switch self {
    case .off: return nil
    case .lines: return .lines
    case .live: return canUpdate ? live : .lines
    case .auto:
      guard atTerminal else { return nil }
      return canUpdate && !screenReaderRuns() ? live : .lines
    }
  }
}
