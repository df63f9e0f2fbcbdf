import TellerBank

/// How fast the bank model runs, and how little memory it needs.
///
/// It simulates customers with Poisson arrivals (10 million by default),
/// counts the model's events per second and reads the peak resident set
/// size. A plain loop over the same number of SplitMix64 draws runs first as
/// a same-run baseline, so figures can be compared across machines as ratios.
enum BankBenchmark {
  /// Runs the simulation and prints its figures: the summary lines first,
  /// then one `bank.*` figure per line.
  static func run(_ options: BenchOptions) {
    let clock = ContinuousClock()
    let configuration = BankConfiguration(seed: options.seed)
    let drawsPerCustomer = 2  // one work type and one arrival gap

    // Baseline: the same number of SplitMix64 draws the simulation makes.
    let draws = options.customers * drawsPerCustomer
    let (baselineSeconds, checksum) = drawBaseline(draws: draws, seed: options.seed)

    // The simulation.
    let simulation = Simulation(
      configuration: configuration, customers: options.customers,
      arrivals: .poisson(rate: options.rate))
    let simulationStart = clock.now
    let statistics = simulation.run()
    let simulationSeconds = seconds(clock.now - simulationStart)
    let peakKiB = peakResidentKiB()

    let events = statistics.events
    let eventsPerSecond = simulationSeconds > 0 ? Double(events) / simulationSeconds : 0
    let drawsPerSecond = baselineSeconds > 0 ? Double(draws) / baselineSeconds : 0
    let nsPerEvent = events > 0 ? simulationSeconds * 1e9 / Double(events) : 0
    let nsPerDraw = draws > 0 ? baselineSeconds * 1e9 / Double(draws) : 0
    let ratio = nsPerDraw > 0 ? nsPerEvent / nsPerDraw : 0

    print(
      "teller-bench: \(options.customers) customers, Poisson arrivals at \(options.rate)/s, seed \(options.seed)"
    )
    print(
      "simulation: \(events) events in \(fixed(simulationSeconds, 3)) s = \(fixed(eventsPerSecond / 1e6, 2)) M events/s (\(fixed(nsPerEvent, 1)) ns/event)"
    )
    print(
      "baseline: \(draws) SplitMix64 draws in \(fixed(baselineSeconds, 3)) s = \(fixed(drawsPerSecond / 1e6, 2)) M draws/s (\(fixed(nsPerDraw, 2)) ns/draw, checksum \(checksum & 0xFFFF))"
    )
    print("ratio: one event costs \(fixed(ratio, 1)) draws")
    print("peak RSS: \(fixed(Double(peakKiB) * 1024 / 1e6, 1)) MB = \(peakKiB) KiB (VmHWM)")
    print(
      "served: \(statistics.customersServed) (\(servedByType(statistics))), makespan \(formatSeconds(statistics.makespan, decimals: 3)) s, mean wait \(fixed(statistics.meanWaitSeconds, 3)) s, peak in bank \(statistics.peakCustomersInBank)"
    )
    let eventTarget = 10_000_000.0
    let rssTargetKiB = 50_000_000 / 1024  // 50 MB, decimal
    print(
      "target: >= 10 M events/s \(eventsPerSecond >= eventTarget ? "met" : "NOT met"); peak RSS < 50 MB \(peakKiB < rssTargetKiB ? "met" : "NOT met")"
    )

    figure("bank.customers", String(options.customers), "customers")
    figure("bank.events", String(events), "events")
    figure("bank.simulation.wall", fixed(simulationSeconds, 3), "s")
    figure("bank.simulation.rate", fixed(eventsPerSecond / 1e6, 2), "M events/s")
    figure("bank.simulation.per-event", fixed(nsPerEvent, 1), "ns")
    figure("bank.baseline.rate", fixed(drawsPerSecond / 1e6, 2), "M draws/s")
    figure("bank.baseline.per-draw", fixed(nsPerDraw, 2), "ns")
    figure("bank.simulation.per-event.ratio", fixed(ratio, 1), "x bank.baseline.per-draw")
    figure("bank.peak-rss", String(peakKiB), "KiB")
    target("bank.target.events", met: eventsPerSecond >= eventTarget, ">= 10 M events/s")
    target("bank.target.peak-rss", met: peakKiB < rssTargetKiB, "< 50 MB")
  }

  /// Times `draws` SplitMix64 draws, the baseline of the simulation's
  /// events; the checksum keeps the draws from being optimised away.
  private static func drawBaseline(draws: Int, seed: UInt64) -> (seconds: Double, checksum: UInt64)
  {
    let clock = ContinuousClock()
    var generator = SplitMix64(seed: seed)
    var checksum: UInt64 = 0
    let start = clock.now
    for _ in 0..<draws { checksum ^= generator.next() }
    return (seconds(clock.now - start), checksum)
  }

  /// Each work type's customers served: "deposit 5000, loan 5000".
  static func servedByType(_ statistics: BankStatistics) -> String {
    let configuration = statistics.configuration
    return configuration.types.map { "\(configuration[$0].name) \(statistics.served($0))" }
      .joined(separator: ", ")
  }
}
