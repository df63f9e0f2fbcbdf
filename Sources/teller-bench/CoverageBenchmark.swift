import TellerBank
import TellerPlatform

/// Whether the mean wait's 95% intervals mean what they say: for M/M/1,
/// M/M/2, M/D/1 and M/D/2 at loads 0.5, 0.8 and 0.9, many seeded runs
/// starting empty, each with its warm-up found by MSER-5 and its interval
/// by batch means (``SteadyStateEstimate``); the share of runs whose
/// interval covers the exact mean wait (``MeanWaitTheory``) should be 95%,
/// within 93.5% to 96.5% for 1,000 runs.
///
/// Runs are spread over threads (``ParallelWork``); each run's seed is a
/// stream of the bench's seed, so the figures do not depend on them.
enum CoverageBenchmark {
  /// One cell of the study.
  struct Cell {
    var distribution: ServiceDistribution
    var clerks: Int
    var load: Double
    var customers: Int

    /// Kendall's notation: `M/M/1`, `M/D/2`.
    var name: String { "M/\(distribution == .exponential ? "M" : "D")/\(clerks)" }
  }

  /// The customers of an M/M/c run by load, before `--coverage-scale`:
  /// about 20 batches of 20 relaxation times each. Other service times
  /// scale it by (1 + cv²) / 2 (``customers(load:distribution:scale:)``).
  static let customersByLoad: [(load: Double, customers: Int)] = [
    (0.5, 20_000), (0.8, 50_000), (0.9, 150_000),
  ]
  /// The share of runs that must cover the exact mean wait.
  static let target: ClosedRange<Double> = 0.935...0.965

  /// The study's cells, in the order they are printed.
  static func cells(scale: Double) -> [Cell] {
    [ServiceDistribution.exponential, .deterministic].flatMap { distribution in
      [1, 2].flatMap { clerks in
        customersByLoad.map {
          Cell(
            distribution: distribution, clerks: clerks, load: $0.load,
            customers: customers($0.customers, distribution: distribution, scale: scale))
        }
      }
    }
  }

  /// The customers of a run: the M/M/c run's, times (1 + cv²) / 2 for
  /// service times of coefficient of variation cv, since a queue's
  /// relaxation time in heavy traffic grows with the variance of what
  /// flows through it, (c²ₐ + c²ₛ) / 2 for Poisson arrivals (c²ₐ = 1): an
  /// M/D/c queue forgets its past about twice as fast as the M/M/c queue,
  /// so its batches of the same customers would be twice as long in
  /// relaxation times, and their means too nearly independent for the
  /// interval's correction for correlation, which then widens it more
  /// than it should.
  static func customers(_ markovian: Int, distribution: ServiceDistribution, scale: Double) -> Int {
    let cv = distribution.coefficientOfVariation
    return max(100, Int((Double(markovian) * scale * (1 + cv * cv) / 2).rounded()))
  }

  /// A run of a cell: a bank of one work type, the cell's clerks, service
  /// times of 1 s on average.
  static func simulation(_ cell: Cell, seed: UInt64) -> Simulation {
    var deposits = WorkTypeSettings("deposit", clerks: cell.clerks, serviceTime: .seconds(1))
    deposits.serviceDistribution = cell.distribution
    let configuration = BankConfiguration(workTypes: [deposits], seed: seed)
    return Simulation(
      configuration: configuration, customers: cell.customers,
      arrivals: .poisson(rate: cell.load * Double(cell.clerks)), warmup: .automatic)
  }

  /// Runs the study and prints each cell and the whole time.
  static func run(_ options: BenchOptions) {
    let clock = ContinuousClock()
    let threads = options.threads > 0 ? options.threads : ParallelWork.processors
    let runs = options.coverageRuns
    print(
      "teller-bench coverage: \(runs) runs per cell, seed \(options.seed), \(threads) threads, "
        + "warm-up by MSER-5, 20 batch means")
    let start = clock.now
    var cellsMet = 0
    var totalEvents = 0
    let cells = cells(scale: options.coverageScale)
    for (index, cell) in cells.enumerated() {
      let cellStart = clock.now
      let exact =
        MeanWaitTheory.queue(
          rate: cell.load * Double(cell.clerks), clerks: cell.clerks, service: 1,
          distribution: cell.distribution
        ).seconds ?? .nan
      let base = SplitMix64.seed(options.seed, stream: UInt64(index))
      let results = ParallelWork.map(Array(0..<runs), threads: threads) { run in
        let simulation = CoverageBenchmark.simulation(cell, seed: base).replication(run + 1)
        let statistics = simulation.run()
        let estimate = SteadyStateEstimate(statistics, rule: .automatic, batches: 20)
        return (
          covered: estimate?.interval?.contains(exact) ?? false,
          mean: estimate?.meanWait ?? .nan, warmup: estimate?.warmupCustomers ?? 0,
          events: statistics.events
        )
      }
      let covered = results.filter(\.covered).count
      let share = Double(covered) / Double(runs)
      let meanEstimate = results.map(\.mean).reduce(0, +) / Double(runs)
      let meanWarmup = Double(results.map(\.warmup).reduce(0, +)) / Double(runs)
      totalEvents += results.map(\.events).reduce(0, +)
      let met = target.contains(share)
      if met { cellsMet += 1 }
      let cellSeconds = seconds(clock.now - cellStart)
      print(
        "\(cell.name) load \(fixed(cell.load, 1)): coverage \(fixed(share * 100, 1))% "
          + "(\(covered) of \(runs), \(cell.customers) customers each), exact mean wait "
          + "\(fixed(exact, 4)) s, mean estimate \(fixed(meanEstimate, 4)) s, warm-up "
          + "\(fixed(meanWarmup, 0)) customers on average, \(fixed(cellSeconds, 1)) s; "
          + "93.5-96.5% \(met ? "met" : "NOT met")")
      let key = "coverage.\(cell.name.replacingSlashes).\(fixed(cell.load, 1))"
      figure(key, fixed(share * 100, 1), "%")
    }
    let total = seconds(clock.now - start)
    print(
      "total: \(cells.count) cells in \(fixed(total, 1)) s on \(threads) threads "
        + "(\(fixed(Double(totalEvents) / total / 1e6, 1)) M events/s); cells within 93.5-96.5%: "
        + "\(cellsMet) of \(cells.count); target < 60 s \(total < 60 ? "met" : "NOT met")")
    figure("coverage.cells.met", String(cellsMet), "of \(cells.count)")
    figure("coverage.wall", fixed(total, 1), "s")
  }
}

extension String {
  /// The name with its slashes taken out, for a figure's key: `MM1`.
  fileprivate var replacingSlashes: String { String(filter { $0 != "/" }) }
}
