import TellerBank
import TellerSession
import TellerWording

/// Teller side by side with SimPy 4 on the same models (``PeerModel``):
/// customers per second, and whether the two agree on the mean wait.
///
/// Teller is measured through `teller simulate` itself, the built binary
/// next to this benchmark, from its start to its exit; the same run is also
/// timed in this process (`Simulation.run()`, the inner loop), so the cost
/// of start-up and output shows as their ratio. SimPy's customers per
/// second are those of its run alone, as `simpy_bank.py` times it, without
/// Python's start-up: that ratio, the one held to the target, leans towards
/// SimPy; `ratio.process` also gives SimPy's from start to exit.
///
/// Both programs run on one core at a time, so customers per second of
/// processor time (user and system) are what each does on a core of its
/// own; unlike wall-clock time, they hardly change when other programs
/// share the machine, though not entirely. The programs run `--repeats`
/// times, interleaved, Teller then SimPy; each program's rate is its best
/// run, and each ratio is the median of the ratios of the runs taken side
/// by side, so both sides of a ratio saw the same moment of the machine.
/// Wall-clock figures are printed too.
///
/// Correctness: the two mean waits agree when their difference is within
/// √(h₁² + h₂²), h being the half-widths of their 95% confidence intervals
/// (batch means, 20 batches, in both programs). For M/D/1 both intervals
/// are checked against the exact Pollaczek–Khinchine mean wait.
enum PeersBenchmark {
  /// How many times SimPy's customers per second Teller must reach.
  static let targetRatio = 100.0

  /// What one program gave on one model, over its runs.
  struct Side {
    /// Wall-clock seconds per run.
    var walls: [Double] = []
    /// Processor seconds per run.
    var cpus: [Double] = []
    var meanWait: Double?
    var interval: (Double, Double)?

    /// Customers per second of processor time in the best run.
    func rate(_ customers: Int) -> Double {
      Double(customers) / max(cpus.min() ?? 0, 1e-9)
    }
    /// Customers per second of wall-clock time in the median run.
    func wallRate(_ customers: Int) -> Double {
      Double(customers) / max(median(walls), 1e-9)
    }
  }

  /// The median over runs taken side by side of how many times one side's
  /// customers per second the other's are, from their times per run.
  static func pairedRatio(
    _ times: [Double], customers: Int, over otherTimes: [Double], otherCustomers: Int
  ) -> Double {
    let ratios = zip(times, otherTimes).map { time, other in
      (Double(customers) / max(time, 1e-9)) / (Double(otherCustomers) / max(other, 1e-9))
    }
    return median(ratios)
  }

  /// Runs every model and prints the `peers.*` figures.
  static func run(_ options: BenchOptions) {
    let teller = ChildProcess.productsFolder + "/teller"
    guard ChildProcess.isProgram(teller) else {
      figure(
        "peers.skipped",
        "no teller next to teller-bench (\(teller)); build every product with swift build -c release"
      )
      return
    }
    let peer = SimPyPeer.find(script: options.simpyScript, timeout: options.timeout)
    switch peer {
    case .ready(let python, let script, let versions):
      figure("peers.simpy", "\(versions) (\(python) \(script))")
    case .missing(let reason):
      figure("peers.simpy", "skipped: \(reason); Teller's figures follow alone")
    }
    figure("peers.teller", teller)
    figure(
      "peers.repeats", String(options.repeats),
      "runs of each, interleaved; processor times are the best run, wall clocks the median")

    for model in PeerModel.all {
      run(model, teller: teller, peer: peer, options: options)
    }
  }

  private static func run(
    _ model: PeerModel, teller: String, peer: SimPyPeer, options: BenchOptions
  ) {
    let name = "peers.\(model.name)"
    figure("\(name).model", model.summary)
    figure("\(name).flags", model.flags.joined(separator: " "))
    let simulation: Simulation
    do {
      simulation = try model.simulation(customers: options.customers)
    } catch {
      figure(
        "\(name).skipped",
        "teller simulate refuses the model: \(Catalog.english.message(for: error))")
      return
    }

    let runs: Runs
    switch measure(model, simulation: simulation, teller: teller, peer: peer, options: options) {
    case .success(let measured): runs = measured
    case .failure(let failure):
      figure("\(name).failed", failure.reason)
      return
    }
    let (tellerSide, simpySide, inner) = (runs.teller, runs.simpy, runs.inner)

    let customers = options.customers
    printSide(
      "\(name).teller", tellerSide, customers: customers, timed: "teller simulate, start to exit")
    figure(
      "\(name).teller.inner-rate", fixed(inner.rate(customers), 0),
      "customers per processor second (Simulation.run in teller-bench)")
    figure(
      "\(name).teller.process-vs-inner",
      fixed((tellerSide.cpus.min() ?? 0) / max(inner.cpus.min() ?? 0, 1e-9), 3),
      "x (start-up and output over the inner run)")

    if case .ready = peer { compare(model, runs, options: options) }
    if let exact = PeerModel.pollaczekKhinchine(simulation) {
      figure("\(name).exact-mean-wait", fixed(exact, 4), "s (Pollaczek–Khinchine)")
      figure("\(name).teller.exact", inside(exact, tellerSide.interval))
      if case .ready = peer { figure("\(name).simpy.exact", inside(exact, simpySide.interval)) }
    }
  }

  /// The four sides of one model's runs.
  private struct Runs {
    /// `teller simulate`, start to exit.
    var teller = Side()
    /// SimPy's run alone, as the script timed it.
    var simpy = Side()
    /// `python3 simpy_bank.py`, start to exit.
    var simpyProcess = Side()
    /// `Simulation.run` inside teller-bench.
    var inner = Side()
  }

  /// Why a model's runs stopped.
  private struct Failure: Error {
    var reason: String
  }

  /// Runs each side of a model `options.repeats` times, interleaved.
  private static func measure(
    _ model: PeerModel, simulation: Simulation, teller: String, peer: SimPyPeer,
    options: BenchOptions
  ) -> Result<Runs, Failure> {
    var runs = Runs()
    let clock = ContinuousClock()
    for _ in 0..<options.repeats {
      let arguments = model.tellerArguments(customers: options.customers)
      guard run(teller, arguments, timeout: options.timeout, into: &runs.teller) != nil else {
        return .failure(Failure(reason: "teller simulate failed"))
      }
      if case .ready(let python, let script, _) = peer {
        let arguments = [script] + model.simpyArguments(customers: options.peerCustomers)
        guard let json = run(python, arguments, timeout: options.timeout, into: &runs.simpyProcess)
        else {
          return .failure(Failure(reason: "simpy_bank.py failed"))
        }
        // SimPy's own side is its run alone, as the script timed it.
        runs.simpy.walls.append(json.number("wall_seconds") ?? 0)
        runs.simpy.cpus.append(json.number("cpu_seconds") ?? 0)
        runs.simpy.meanWait = runs.simpyProcess.meanWait
        runs.simpy.interval = runs.simpyProcess.interval
      }

      let start = clock.now
      let cpuStart = ChildProcess.threadCPUSeconds
      let statistics = simulation.run()
      runs.inner.cpus.append(ChildProcess.threadCPUSeconds - cpuStart)
      runs.inner.walls.append(seconds(clock.now - start))
      guard statistics.customersServed == options.customers else {
        return .failure(
          Failure(reason: "the inner run served \(statistics.customersServed) customers"))
      }
    }
    return .success(runs)
  }

  /// Prints how Teller's sides compare with SimPy's, and the model's target.
  private static func compare(_ model: PeerModel, _ runs: Runs, options: BenchOptions) {
    let name = "peers.\(model.name)"
    let customers = options.customers
    let peerCustomers = options.peerCustomers
    printSide("\(name).simpy", runs.simpy, customers: peerCustomers, timed: "its run alone")
    func paired(_ teller: [Double], _ simpy: [Double]) -> Double {
      pairedRatio(teller, customers: customers, over: simpy, otherCustomers: peerCustomers)
    }
    let ratio = paired(runs.teller.cpus, runs.simpy.cpus)
    figure(
      "\(name).ratio", fixed(ratio, 1),
      "x SimPy's customers per processor second (median of runs side by side)")
    figure(
      "\(name).ratio.wall", fixed(paired(runs.teller.walls, runs.simpy.walls), 1),
      "x SimPy's customers/s by the wall clock (noisy on a shared machine)")
    figure(
      "\(name).ratio.process", fixed(paired(runs.teller.cpus, runs.simpyProcess.cpus), 1),
      "x SimPy's customers per processor second from python3's start to exit")
    if let agreement = agreement(runs.teller, runs.simpy) {
      figure("\(name).agree", agreement)
    }
    if model.hasTarget {
      target(
        "peers.target.\(model.name)", met: ratio >= targetRatio,
        ">= \(fixed(targetRatio, 0)) x SimPy's customers per processor second through "
          + "teller simulate; \(fixed(ratio, 1)) x")
    }
  }

  /// Runs a program once for a side: its times and mean wait join the
  /// side, and its JSON object comes back; nil when it fails.
  private static func run(
    _ path: String, _ arguments: [String], timeout: Double, into side: inout Side
  ) -> FlatJSON? {
    guard let result = ChildProcess.run(path, arguments, timeout: timeout), result.succeeded
    else { return nil }
    let json = FlatJSON(result.output)
    side.walls.append(result.seconds)
    side.cpus.append(result.cpuSeconds)
    side.meanWait = json.number("mean_wait_seconds")
    side.interval = json.pair("mean_wait_ci95_seconds")
    return json
  }

  /// Prints a side's customers, processor time, rates, mean wait and its
  /// interval.
  private static func printSide(_ name: String, _ side: Side, customers: Int, timed: String) {
    figure("\(name).customers", String(customers), "customers")
    figure(
      "\(name).cpu", fixed(side.cpus.min() ?? 0, 3),
      "s (processor time of \(timed); best run)")
    figure("\(name).rate", fixed(side.rate(customers), 0), "customers per processor second")
    figure(
      "\(name).wall-rate", fixed(side.wallRate(customers), 0),
      "customers/s (wall clock, \(timed), median run)")
    figure("\(name).mean-wait", side.meanWait.map { fixed($0, 4) } ?? "-", "s")
    if let (low, high) = side.interval {
      figure("\(name).mean-wait.ci95", "\(fixed(low, 4)) to \(fixed(high, 4))", "s")
    } else {
      figure("\(name).mean-wait.ci95", "none (too few customers for the batches)")
    }
  }

  /// Whether two mean waits agree within their 95% confidence intervals:
  /// their difference is at most √(h₁² + h₂²).
  private static func agreement(_ one: Side, _ other: Side) -> String? {
    guard let a = one.meanWait, let b = other.meanWait, let i = one.interval,
      let j = other.interval
    else { return nil }
    let h1 = (i.1 - i.0) / 2
    let h2 = (j.1 - j.0) / 2
    let limit = (h1 * h1 + h2 * h2).squareRoot()
    let difference = abs(a - b)
    return "\(difference <= limit ? "yes" : "NO") (mean waits differ by \(fixed(difference, 4)) s; "
      + "95% limit \(fixed(limit, 4)) s)"
  }

  /// Whether an exact value lies in an interval, as a sentence.
  private static func inside(_ exact: Double, _ interval: (Double, Double)?) -> String {
    guard let (low, high) = interval else { return "no interval to compare" }
    let verdict = low <= exact && exact <= high ? "inside" : "OUTSIDE"
    return "\(verdict) its 95% confidence interval (\(fixed(low, 4)) to \(fixed(high, 4)) s)"
  }
}

/// The median of some numbers; 0 for none.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
