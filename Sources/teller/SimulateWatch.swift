import TellerBank
import TellerCommands
import TellerPlatform
import TellerTerminal
import TellerWording

/// Watches a `teller simulate` run on the continuous clock: after its
/// quiet second it makes the progress meter `--progress` asks for (only
/// then is its form decided, which may look for a screen reader), writes
/// what the meter says to standard error, and tells the run to stop when
/// Ctrl-C was pressed.
final class SimulateWatch {
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private let form: () -> ProgressMeter.Form?
  private let catalog: Catalog
  private var meter: ProgressMeter?
  private var decided = false

  /// Starts the watch now.
  ///
  /// - Parameter form: decides how progress is shown, or that it is not;
  ///   asked once, when the quiet seconds are over.
  init(form: @escaping () -> ProgressMeter.Form?, catalog: Catalog) {
    self.form = form
    self.catalog = catalog
    start = clock.now
  }

  /// Real seconds since the watch started.
  var elapsed: Double {
    let parts = (clock.now - start).components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  /// Hears the run's progress between two chunks.
  func watch(_ progress: SimulationProgress) -> SimulationControl {
    let now = decide()
    if let text = meter?.update(progress, elapsed: now) { Shell.writeError(text) }
    return Interruption.isRequested ? .stop : .proceed
  }

  /// Hears how many replications are done before each round.
  func watchReplications(done: Int, planned: Int, target: Bool) {
    let now = decide()
    let text = meter?.update(replications: done, planned: planned, target: target, elapsed: now)
    if let text { Shell.writeError(text) }
  }

  /// Writes how the run ended, if progress was shown.
  func finish(_ outcome: SimulationOutcome, elapsed: Double) {
    if let text = meter?.finish(outcome, elapsed: elapsed) { Shell.writeError(text) }
  }

  /// Makes the meter once the quiet seconds are over; returns the seconds
  /// elapsed.
  private func decide() -> Double {
    let now = elapsed
    if !decided && now >= ProgressMeter.quietSeconds {
      decided = true
      meter = form().map { ProgressMeter(form: $0, catalog: catalog) }
    }
    return now
  }
}
