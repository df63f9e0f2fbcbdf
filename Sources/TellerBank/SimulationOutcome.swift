/// The end of a run: its statistics, and how far it came.
public struct SimulationOutcome: Hashable, Sendable {
  /// The figures of the events that happened: every event of a whole run,
  /// or those up to the stop.
  public var statistics: BankStatistics
  /// How far the run came.
  public var progress: SimulationProgress
  /// The bank's own counts where the run ended, for its tables; nil for
  /// an outcome made of statistics alone.
  public var tallies: Bank.Tallies?

  /// Creates an outcome.
  public init(
    statistics: BankStatistics, progress: SimulationProgress, tallies: Bank.Tallies? = nil
  ) {
    self.statistics = statistics
    self.progress = progress
    self.tallies = tallies
  }

  /// Whether the run stopped before every customer was served.
  public var isPartial: Bool { !progress.isComplete }
}
