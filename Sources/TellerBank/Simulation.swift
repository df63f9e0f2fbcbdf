/// A whole run of the bank, fast-forward: customers arrive, all are served,
/// and the statistics come back.
///
/// Customers are created as they arrive, so with Poisson arrivals memory is
/// O(customers in the bank), not O(customers simulated). Work types come
/// from the bank's seeded generator and arrival gaps from a second one
/// derived from the same seed, so a seed fixes the whole run.
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

  /// The batches of the mean wait's confidence interval by default.
  public static let defaultConfidenceBatches = 20

  /// Describes a run.
  public init(
    configuration: BankConfiguration, customers: Int, arrivals: ArrivalProcess,
    confidenceBatches: Int = Simulation.defaultConfidenceBatches
  ) {
    self.configuration = configuration
    self.customers = customers
    self.arrivals = arrivals
    self.confidenceBatches = confidenceBatches
  }

  /// The seed of the arrival-gap generator, derived from the bank's seed.
  public var arrivalSeed: UInt64 { configuration.seed ^ 0x5851_F42D_4C95_7F2D }

  /// Runs the simulation to its end and returns its statistics.
  ///
  /// - Complexity: O(e · k) time for e events and k work types; O(c)
  ///   memory for c customers in the bank at once.
  public func run() -> BankStatistics {
    run { _ in }
  }

  /// Runs the simulation to its end, passing every event to a sink too.
  public func run(into sink: (BankEvent) -> Void) -> BankStatistics {
    let count = max(0, customers)
    var waitBatches: BatchMeans?
    if case .poisson = arrivals, confidenceBatches >= 2 {
      waitBatches = BatchMeans(observations: count, batches: confidenceBatches)
    }
    var statistics = BankStatistics(configuration: configuration, waitBatches: waitBatches)
    var bank = Bank(configuration: configuration)
    switch arrivals {
    case .batch:
      bank.addCustomers(count) { event in
        statistics.record(event)
        sink(event)
      }
    case .poisson(let rate):
      var gaps = PoissonArrivals(rate: rate, seed: arrivalSeed)
      var time = ModelTime.zero
      for _ in 0..<count {
        time = time + gaps.nextGap()
        let type = bank.drawWorkType()
        bank.addCustomer(type, at: time) { event in
          statistics.record(event)
          sink(event)
        }
      }
    }
    bank.advanceUntilIdle { event in
      statistics.record(event)
      sink(event)
    }
    return statistics
  }
}
