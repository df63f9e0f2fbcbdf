/// A whole run of the bank, fast-forward: customers arrive, all are served,
/// and the statistics come back.
///
/// Customers are created as they arrive, so with Poisson arrivals memory is
/// O(customers in the bank), not O(customers simulated). Work types come
/// from the bank's seeded generator and arrival gaps from a second one
/// derived from the same seed, so a seed fixes the whole run.
///
/// A run can be watched: every ``chunk`` customers (arrivals, then the last
/// customers' service) it hands its watcher a ``SimulationProgress``, and
/// stops when the watcher says so. The run itself reads no clock; a
/// watcher that shows progress or takes an interruption brings its own.
public struct Simulation: Hashable, Sendable {
  /// The bank's parameters; ``BankConfiguration/batchSize`` is not used.
  public var configuration: BankConfiguration
  /// How many customers come.
  public var customers: Int
  /// How they come.
  public var arrivals: ArrivalProcess
  /// The batches for the mean wait's 95% confidence interval by batch
  /// means (see ``BatchMeans``), with Poisson arrivals; below 2, none.
  ///
  /// Batch arrivals get no interval: their waits are one rising ramp, not
  /// a steady state a mean could estimate.
  public var confidenceBatches: Int
  /// How many customers arrive, or instants of service pass while the
  /// last are served, between two calls of a watcher: about 10 ms of a
  /// fast run.
  public var chunk: Int
  /// How the steady-state mean sets the run's warm-up aside; nil for no
  /// steady-state mean (the waits are then not kept in a series). Only
  /// Poisson arrivals have a steady state.
  public var warmup: WarmupRule?
  /// Whether the run's bank keeps the tallies of its tables (each clerk's
  /// services, each work type's waits), for an outcome that shows them
  /// (``SimulationOutcome/tallies``). They cost about a fourteenth of a
  /// run's instructions, so only a run that reports them keeps them, and
  /// never a replication.
  public var keepsTallies: Bool

  /// The batches of the mean wait's confidence interval by default.
  public static let defaultConfidenceBatches = 20
  /// The customers between two calls of a watcher by default.
  public static let defaultChunk = 1 << 16

  /// Describes a run.
  public init(
    configuration: BankConfiguration, customers: Int, arrivals: ArrivalProcess,
    confidenceBatches: Int = Simulation.defaultConfidenceBatches,
    chunk: Int = Simulation.defaultChunk, warmup: WarmupRule? = nil, keepsTallies: Bool = false
  ) {
    self.configuration = configuration
    self.customers = customers
    self.arrivals = arrivals
    self.confidenceBatches = confidenceBatches
    self.chunk = chunk
    self.warmup = warmup
    self.keepsTallies = keepsTallies
  }

  /// The same run with the seed of replication `index`: replication 0 is
  /// this run itself, each other one's seed is stream `index` of this
  /// run's seed (``SplitMix64/seed(_:stream:)``), so replications are
  /// independent and each depends only on the seed and its number. The
  /// others keep no tallies.
  public func replication(_ index: Int) -> Simulation {
    guard index > 0 else { return self }
    var copy = self
    copy.keepsTallies = false
    copy.configuration.seed = SplitMix64.seed(configuration.seed, stream: UInt64(index))
    return copy
  }

  /// The seed of the arrival-gap generator, derived from the bank's seed.
  public var arrivalSeed: UInt64 { configuration.seed ^ 0x5851_F42D_4C95_7F2D }

  /// Runs the simulation to its end and returns its statistics.
  ///
  /// - Complexity: O(e · k) time for e events and k work types; O(c)
  ///   memory for c customers in the bank at once.
  public func run() -> BankStatistics {
    runChunks(into: nil, watching: { _ in .proceed }).statistics
  }

  /// Runs the simulation to its end, passing every event to a sink too.
  public func run(into sink: (BankEvent) -> Void) -> BankStatistics {
    withoutActuallyEscaping(sink) { runChunks(into: $0, watching: { _ in .proceed }).statistics }
  }

  /// Runs the simulation, handing a watcher its progress after every
  /// ``chunk``, until every customer is served or the watcher says stop.
  ///
  /// - Parameter watch: called between chunks, never during one nor once
  ///   every customer is served.
  /// - Returns: the statistics of the events up to the end or the stop,
  ///   and how far the run came.
  public func run(watching watch: (SimulationProgress) -> SimulationControl)
    -> SimulationOutcome
  {
    runChunks(into: nil, watching: watch)
  }

  /// Runs the simulation as ``run(watching:)`` does, passing every event
  /// to a sink too.
  public func run(
    into sink: (BankEvent) -> Void, watching watch: (SimulationProgress) -> SimulationControl
  ) -> SimulationOutcome {
    withoutActuallyEscaping(sink) { runChunks(into: $0, watching: watch) }
  }

  /// The run's statistics before its first event: with the batch means
  /// and the series for the steady-state mean it asks for.
  private func emptyStatistics() -> BankStatistics {
    var waitBatches: BatchMeans?
    if case .poisson = arrivals, confidenceBatches >= 2 {
      waitBatches = BatchMeans(observations: max(0, customers), batches: confidenceBatches)
    }
    var waitSeries: ObservationBatches?
    var seriesStart = ModelTime.zero
    if case .poisson = arrivals, let warmup {
      waitSeries = ObservationBatches()
      if case .fixed(let time) = warmup { seriesStart = time }
    }
    return BankStatistics(
      configuration: configuration, waitBatches: waitBatches, waitSeries: waitSeries,
      seriesStart: seriesStart)
  }

  // Always inlined, so each way to run has its own copy with its sink
  // known: no sink then costs nothing per event, where a sink called
  // through a closure made a run about a third slower.

  /// The run itself, chunk by chunk.
  @inline(__always)
  private func runChunks(
    into sink: ((BankEvent) -> Void)?, watching watch: (SimulationProgress) -> SimulationControl
  ) -> SimulationOutcome {
    let count = max(0, customers)
    let step = max(1, chunk)
    var statistics = emptyStatistics()
    var bank = Bank(configuration: configuration, keepsTallies: keepsTallies)
    switch arrivals {
    case .batch:
      bank.addCustomers(count) { event in
        statistics.record(event)
        sink?(event)
      }
    case .poisson(let rate):
      var gaps = PoissonArrivals(rate: rate, seed: arrivalSeed)
      var time = ModelTime.zero
      var arrived = 0
      while arrived < count {
        let end = min(count, arrived + step)
        for _ in arrived..<end {
          time = time + gaps.nextGap()
          let type = bank.drawWorkType()
          // A call for each case, so a run without a sink has a copy of
          // the bank's arrival that calls none: an empty closure was still
          // called through a pointer for every event.
          if let sink {
            bank.addCustomer(type, at: time) { event in
              statistics.record(event)
              sink(event)
            }
          } else {
            bank.addCustomer(type, at: time) { statistics.record($0) }
          }
        }
        arrived = end
        let progress = SimulationProgress(
          customersServed: statistics.customersServed, customers: count, modelTime: bank.now)
        if watch(progress) == .stop {
          return SimulationOutcome(
            statistics: statistics, progress: progress, tallies: bank.keptTallies)
        }
      }
    }
    while true {
      let idle = bank.advanceUntilIdle(instants: step) { event in
        statistics.record(event)
        sink?(event)
      }
      let progress = SimulationProgress(
        customersServed: statistics.customersServed, customers: count, modelTime: bank.now)
      if idle || watch(progress) == .stop {
        return SimulationOutcome(
          statistics: statistics, progress: progress, tallies: bank.keptTallies)
      }
    }
  }
}
