import TellerBank
import TellerSession

/// What a screen-reader user waits for on a big screen, with same-run
/// baselines.
///
/// Targets, with the default sizes: a command to its output line in p99
/// < 100 µs with 10,000 customers; the screen's update per timer tick in
/// p99 < 100 µs with 10,000 customers; an add, from the line to its output
/// lines with the screen updated, in p99 < 1 ms with 100,000 customers
/// already in the bank.
enum ScreenBenchmark {
  /// The p99 a command must stay under, in nanoseconds.
  static let commandTarget = 100_000.0
  /// The p99 a tick's screen update must stay under, in nanoseconds.
  static let tickTarget = 100_000.0
  /// The p99 an add on a full bank must stay under, in nanoseconds.
  static let addTarget = 1_000_000.0
  /// Baseline samples taken before the figures, and again after them.
  static let baselineSamples = 100

  /// A session filled with at least `customers` customers by adds of
  /// `batch`, without time passing.
  static func filledSession(customers: Int, batch: Int, seed: UInt64) -> Session {
    let addsToFill = max(1, (customers + batch - 1) / batch)
    var session = Session(
      settings: SessionSettings(bank: BankConfiguration(batchSize: batch, seed: seed)))
    _ = session.start()
    for number in 1...addsToFill { _ = session.handle(.line("add", number: number)) }
    return session
  }

  /// Fills sessions, measures and prints the `screen.*` figures.
  static func run(_ options: BenchOptions) {
    var stopwatch = Stopwatch()
    let batch = min(options.screenBatch, options.screenCustomers)
    let session = filledSession(
      customers: options.screenCustomers, batch: batch, seed: options.seed)
    let customers = session.bank.waitingCount + session.bank.processingCount

    figure("screen.customers", String(customers), "customers")
    figure("screen.batch", String(batch), "customers")
    figure("screen.nodes", String(session.tree.count), "nodes")
    figure("screen.stops", String(session.tree.stopCount), "stops")

    var baselines = ScreenBaselines(
      customers: session.bank.waiting, configuration: session.bank.configuration)
    baselines.measure(samples: baselineSamples, with: &stopwatch)

    var commands = SampleSet()
    if options.suite.hasCommands {
      commands = CommandBenchmark(full: session).run(with: &stopwatch)
    }
    var ticks = SampleSet()
    if options.suite.hasTicks {
      ticks = TickBenchmark(ticks: options.screenTicks, customers: customers, seed: options.seed)
        .run(session, with: &stopwatch)
    }
    var adds = SampleSet()
    if options.suite.hasAdds {
      // Teller's own batch of 10, as a user adds.
      let full = filledSession(
        customers: options.addCustomers, batch: BankConfiguration().batchSize, seed: options.seed)
      figure(
        "screen.add.customers", String(CommandBenchmark.population(full.bank)), "customers")
      adds = AddBenchmark(adds: options.screenAdds).run(consume full, with: &stopwatch)
    }

    baselines.measure(samples: baselineSamples, with: &stopwatch)
    let labels = Percentiles(baselines.labels)
    let baseline = (name: "screen.baseline.labels", p50: labels.p50)
    figures("screen.baseline.labels", labels)
    figures("screen.baseline.index", Percentiles(baselines.index), baseline: baseline)

    if options.suite.hasCommands { reportCommands(commands, baseline: baseline) }
    if options.suite.hasTicks {
      let tick = report(ticks, main: "tick", baseline: baseline)
      target(
        "screen.target.tick", met: tick.p99 < tickTarget,
        "tree update per tick p99 < 100 us; p99 \(fixed(tick.p99 / 1e3, 1)) us")
    }
    if options.suite.hasAdds {
      let add = report(adds, main: "add", baseline: baseline)
      target(
        "screen.target.add", met: add.p99 < addTarget,
        "add with \(options.addCustomers) customers p99 < 1 ms;"
          + " p99 \(fixed(add.p99 / 1e6, 3)) ms")
    }
    figure("screen.checksum", String(stopwatch.checksum & 0xFFFF))
  }

  /// Prints each command's figures and the commands' target.
  private static func reportCommands(_ commands: SampleSet, baseline: (name: String, p50: Double)) {
    var worst = (name: "", p99: 0.0)
    for name in commands.names {
      let times = Percentiles(commands[name])
      if times.p99 > worst.p99 { worst = (name, times.p99) }
      figures("screen.command.\(name)", times, baseline: baseline)
    }
    let tables = commands.names.filter { $0.hasPrefix("table-") }
      .map { (name: $0, p99: Percentiles(commands[$0]).p99) }
    if let slowest = tables.max(by: { $0.p99 < $1.p99 }) {
      target(
        "screen.target.table", met: slowest.p99 < commandTarget,
        "table move to output line p99 < 100 us; slowest \(slowest.name) p99 "
          + "\(fixed(slowest.p99 / 1e3, 1)) us")
    }
    let overall = Percentiles(commands.all)
    figures("screen.command.overall", overall, baseline: baseline)
    target(
      "screen.target.command", met: overall.p99 < commandTarget,
      "command to output line p99 < 100 us; p99 \(fixed(overall.p99 / 1e3, 1)) us,"
        + " slowest \(worst.name) p99 \(fixed(worst.p99 / 1e3, 1)) us")
  }

  /// Prints the figures of every sample set, and returns the percentiles
  /// of the one named `main`.
  private static func report(
    _ samples: SampleSet, main: String, baseline: (name: String, p50: Double)
  ) -> Percentiles {
    for name in samples.names {
      figures("screen.\(name)", Percentiles(samples[name]), baseline: baseline)
    }
    return Percentiles(samples[main])
  }
}
