/// Independent replications of a run, each giving its steady-state mean
/// wait, gathered in replication order by ``Replications`` until their
/// number, or their precision target, is reached.
///
/// The study itself runs nothing at the same time: ``run(width:round:stop:)``
/// hands rounds of replication numbers to a caller, which may run them on
/// several threads, and takes their estimates back in order. A round may
/// run replications the procedure then does not need; they are left out,
/// so the result depends only on the seed, never on the round's width.
public struct ReplicationStudy: Hashable, Sendable {
  /// The run each replication repeats with its own seed
  /// (``Simulation/replication(_:)``); its ``Simulation/warmup`` is used,
  /// automatic when it has none.
  public let simulation: Simulation
  /// The estimates so far and where the procedure stands.
  public private(set) var replications: Replications
  /// Whether the study was stopped before the procedure finished.
  public private(set) var isInterrupted = false

  /// A study of a run.
  ///
  /// - Parameters:
  ///   - simulation: the run to replicate.
  ///   - replications: a fixed number of them, or a precision target.
  public init(simulation: Simulation, replications: Replications) {
    var simulation = simulation
    simulation.warmup = simulation.warmup ?? .automatic
    self.simulation = simulation
    self.replications = replications
  }

  /// The replications made so far.
  public var count: Int { replications.estimates.count }

  /// The steady-state mean wait, in seconds, of one replication of a run;
  /// 0 when it has no wait after its warm-up.
  ///
  /// - Complexity: O(e) for the e events of the run.
  public static func estimate(of simulation: Simulation, replication index: Int) -> Double {
    let run = simulation.replication(index)
    let statistics = run.run()
    let estimate = SteadyStateEstimate(
      statistics, rule: run.warmup ?? .automatic, batches: run.confidenceBatches)
    return estimate?.meanWait ?? 0
  }

  /// Takes the next replication's estimate, such as that of replication 0
  /// run apart with its progress shown.
  public mutating func add(_ estimate: Double) {
    replications.add(estimate)
  }

  /// Runs the replications still wanted, `width` at a time, until the
  /// procedure finishes or `stop` says so between two rounds.
  ///
  /// - Parameters:
  ///   - width: the replications of one round, at least 1; with a fixed
  ///     number, a round never passes it.
  ///   - round: runs the replications numbered and returns their estimates
  ///     in the same order (``estimate(of:replication:)`` for each).
  ///   - stop: asked between rounds.
  public mutating func run(
    width: Int, round: ([Int]) -> [Double], stop: () -> Bool = { false }
  ) {
    while !replications.isFinished {
      if stop() {
        isInterrupted = true
        return
      }
      let next = count
      let size = min(max(1, width), replications.planned - next)
      for estimate in round(Array(next..<(next + max(1, size)))) {
        guard !replications.isFinished else { break }
        replications.add(estimate)
      }
    }
  }

  /// Runs the replications still wanted one after another.
  public mutating func run(stop: () -> Bool = { false }) {
    let simulation = self.simulation
    run(
      width: 1,
      round: { $0.map { ReplicationStudy.estimate(of: simulation, replication: $0) } },
      stop: stop)
  }
}
