import TellerBank
import TellerSession
import TellerText
import TellerWording

/// What `teller simulate` writes to standard error about a long run: the
/// share of customers served, how many, and about how long is left, and,
/// once something was shown, how the run ended.
///
/// It is pure: the shell hands it each ``SimulationProgress`` with the
/// real seconds elapsed, and writes what it returns. Nothing is shown in
/// the first ``quietSeconds``, so short runs stay silent.
/// - As ``Form/lines``, a whole line every ``lineSeconds``, which a screen
///   reader says once and a log keeps: no escape codes.
/// - As ``Form/live``, one line rewritten in place every ``liveSeconds``
///   (a carriage return, the text cut to the terminal's width, and
///   `ESC [ K` to clear what is left of the last), ended by a newline when
///   the run ends.
///
/// Time left is the share still to serve at the pace of the run since its
/// first update (since its start, for the first update itself), so the
/// slower start of a run, such as all of a batch's arrivals, does not
/// weigh on it: in seconds under a minute, in minutes from there.
public struct ProgressMeter: Sendable {
  /// How progress is written.
  public enum Form: Hashable, Sendable {
    /// A line every ``lineSeconds``.
    case lines
    /// One line updated in place, on a terminal of this many columns.
    case live(columns: Int)
  }

  /// Seconds of a run before progress is first shown.
  public static let quietSeconds = 1.0
  /// Seconds between two lines.
  public static let lineSeconds = 5.0
  /// Seconds between two updates of the live line.
  public static let liveSeconds = 0.25
  /// The terminal's width when it does not say.
  public static let defaultColumns = 80

  /// How progress is written.
  public let form: Form
  /// The language of the words.
  public let catalog: Catalog
  /// When the next update is due, in seconds since the run started.
  private var due = ProgressMeter.quietSeconds
  /// Whether anything has been shown.
  public private(set) var hasShown = false
  /// When the first update was shown and the share served then: where the
  /// pace is measured from.
  private var origin: Pace?

  /// A point of a run: real seconds since its start and the share served.
  struct Pace: Hashable, Sendable {
    var elapsed: Double
    var fraction: Double
  }

  /// Creates a meter.
  public init(form: Form, catalog: Catalog) {
    self.form = form
    self.catalog = catalog
  }

  /// The text to write now, if an update is due.
  ///
  /// - Parameters:
  ///   - progress: how far the run has come.
  ///   - elapsed: real seconds since the run started.
  public mutating func update(_ progress: SimulationProgress, elapsed: Double) -> String? {
    guard elapsed >= due else { return nil }
    due = elapsed + (form == .lines ? ProgressMeter.lineSeconds : ProgressMeter.liveSeconds)
    hasShown = true
    let left = ProgressMeter.timeLeft(progress, elapsed: elapsed, since: origin)
    if origin == nil { origin = Pace(elapsed: elapsed, fraction: progress.fraction) }
    return written(
      catalog[
        .progress(
          percent: SimulateReport.percent(progress), served: progress.customersServed,
          customers: progress.customers, left: left)])
  }

  /// The last text, once the run has ended, if anything was shown: that it
  /// is done, or where it stopped, and the time it took, to the second
  /// under an hour.
  public func finish(_ outcome: SimulationOutcome, elapsed: Double) -> String? {
    guard hasShown else { return nil }
    let progress = outcome.progress
    let took = ProgressMeter.span(seconds: elapsed, secondsBelow: 3_600)
    let message: SimulateMessage =
      outcome.isPartial
      ? .progressStopped(
        percent: SimulateReport.percent(progress), served: progress.customersServed,
        customers: progress.customers, took: took)
      : .progressDone(customers: progress.customers, took: took)
    let text = written(catalog[message])
    return form == .lines ? text : text + "\n"
  }

  /// About how long is left at the pace since a point of the run (its
  /// start when nil), to the second under a minute and to the minute from
  /// there; nil while nobody has been served since, and under half a
  /// second.
  static func timeLeft(
    _ progress: SimulationProgress, elapsed: Double, since origin: Pace? = nil
  ) -> SpanParts? {
    let start = origin ?? Pace(elapsed: 0, fraction: 0)
    let done = progress.fraction
    guard done > start.fraction, elapsed > start.elapsed else { return nil }
    let left = (elapsed - start.elapsed) * (1 - done) / (done - start.fraction)
    guard left >= 0.5 else { return nil }
    return span(seconds: left, secondsBelow: 60)
  }

  /// A span of real seconds as said: to the second below a bound, to the
  /// minute from there.
  static func span(seconds: Double, secondsBelow bound: Double) -> SpanParts {
    let bounded = min(max(0, seconds), 1e9)
    return SpanParts(.seconds(bounded), roundedTo: bounded < bound - 0.5 ? .second : .minute)
  }

  /// A text as the form writes it.
  private func written(_ text: String) -> String {
    switch form {
    case .lines: return text + "\n"
    case .live(let columns): return "\r" + ProgressMeter.cut(text, to: columns - 1) + "\u{1B}[K"
    }
  }

  /// A text cut to a width in terminal columns, so the live line never
  /// wraps and a carriage return always finds its start.
  static func cut(_ text: String, to columns: Int) -> String {
    var out = ""
    var width = 0
    for character in text {
      let next = displayWidth(character)
      guard width + next <= max(1, columns) else { break }
      out.append(character)
      width += next
    }
    return out
  }
}
