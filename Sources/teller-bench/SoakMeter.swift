import TellerBank

/// Times each step of the soak's session, from the loop's call into the
/// core to the end of the step's presentation, and takes the bank's own
/// part of the same step on a bare bank beside it, timed apart, as the
/// same-run baseline.
///
/// Its memory is fixed when it is made (histograms, no list of samples),
/// so measuring adds nothing to the resident set size the soak watches.
final class SoakMeter {
  /// What a step of the session is, as the loop calls the core.
  enum Step {
    /// Model time passing, to an instant.
    case advance(ModelTime)
    /// A customer arriving: the `add` line.
    case add
    /// The minute's `reset` line.
    case reset
    /// The start, or the end of input.
    case other
  }

  /// Every step of the session.
  private(set) var steps = CostHistogram()
  /// Steps of model time passing.
  private(set) var advances = CostHistogram()
  /// Steps of an `add`.
  private(set) var adds = CostHistogram()
  /// Steps of a `reset`.
  private(set) var resets = CostHistogram()
  /// The bare bank's part of each step but the start and the end.
  private(set) var baseline = CostHistogram()
  /// Bytes the presenter wrote to standard output's stand-in.
  var outputBytes = 0
  /// Bytes the presenter wrote to standard error's stand-in: error lines.
  var errorBytes = 0
  /// Events of the bare bank, so its work cannot be left out.
  private(set) var baselineEvents = 0

  private let clock = ContinuousClock()
  private var bank: Bank
  private var current: (step: Step, start: ContinuousClock.Instant)?

  /// Creates a meter whose bare bank has the session bank's configuration.
  init(bank configuration: BankConfiguration) {
    bank = Bank(configuration: configuration)
  }

  /// A step begins: the bare bank takes its part, timed, then the
  /// session's time starts.
  func begin(_ step: Step) {
    var events = 0
    let start = clock.now
    switch step {
    case .advance(let time): bank.advance(to: time) { _ in events += 1 }
    case .add: bank.addCustomers(1) { _ in events += 1 }
    case .reset: bank.reset { _ in events += 1 }
    case .other: break
    }
    if case .other = step {} else { baseline.record(nanoseconds(clock.now - start)) }
    baselineEvents += events
    current = (step, clock.now)
  }

  /// The step has been presented: its time ends.
  func end() {
    guard let (step, start) = current else { return }
    let cost = nanoseconds(clock.now - start)
    current = nil
    steps.record(cost)
    switch step {
    case .advance: advances.record(cost)
    case .add: adds.record(cost)
    case .reset: resets.record(cost)
    case .other: break
    }
  }
}
