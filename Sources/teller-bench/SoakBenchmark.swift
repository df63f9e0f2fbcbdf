import TellerBank
import TellerPlatform
import TellerSession
import TellerTerminal

/// A long session under steady load: whether memory stays flat and steps
/// stay cheap.
///
/// An hour of model time by default, driven through the interactive loop
/// as `teller --batch 1` runs on a pipe: the session, its tree updates and
/// announcements, and the linear presenter writing to /dev/null. Customers
/// arrive one at a time as a Poisson process, each an `add` line, at the
/// rate that keeps the busiest clerks busy 90% of the time; every simulated
/// minute a `reset` line empties the bank.
///
/// The loop runs on ``SoakTimeline``'s clock, at the speed a user's session
/// runs (real time, 1 model second per second, unless `--soak-speed` says
/// otherwise): it wakes at every event and at least every 100 ms while the
/// bank is busy, exactly as it would at a terminal, but its waits take no
/// time. So the hour is as many steps, of the same sizes, as a user's hour,
/// taken as fast as they can be; the target is at least 1000 times real
/// time, an hour in 3.6 s.
///
/// The soak runs in a child process, so the resident set size it samples
/// is its own, whatever ran before it.
enum SoakBenchmark {
  /// The busiest clerks' share of their time spent serving.
  static let load = 0.9
  /// How far the resident set size may move from its level after the
  /// first minute.
  static let driftTarget = 0.05
  /// How much faster than real time the session must keep up.
  static let speedTarget = 1000.0

  /// The share of its clerks' time a work type takes at an arrival rate:
  /// its arrivals times its service time, over its clerks.
  static func utilisation(
    of type: WorkType, rate: Double, bank: BankConfiguration
  ) -> Double {
    let share = bank.share(of: type)
    let work = rate * share * bank.serviceTime(for: type).seconds
    let clerks = bank.clerks(for: type)
    return clerks > 0 ? work / Double(clerks) : (work > 0 ? .infinity : 0)
  }

  /// The arrival rate at which the busiest clerks are busy a given share
  /// of the time. Each work type has clerks of its own, so the busiest
  /// decide how many customers the bank can take.
  static func rate(forLoad load: Double, bank: BankConfiguration) -> Double {
    let busiest = bank.types.map { utilisation(of: $0, rate: 1, bank: bank) }.max() ?? 0
    return busiest > 0 ? load / busiest : 1
  }

  /// Runs the soak in a child process and prints its figures.
  static func run(_ options: BenchOptions) {
    var arguments = [
      "--child", "soak", "--soak-minutes", String(options.soakMinutes),
      "--soak-speed", String(options.soakSpeed), "--seed", String(options.seed),
    ]
    if let rate = options.soakRate { arguments += ["--soak-rate", String(rate)] }
    _ = ChildProcess.runSuiteChild(
      arguments, figure: "soak", child: "soak", timeout: options.timeout)
  }

  /// The soak itself, in the child; returns its exit status.
  static func runAsChild(_ options: BenchOptions) -> Int32 {
    // teller --batch 1 --seed N, reading lines: one customer per add.
    let configuration = BankConfiguration(batchSize: 1, seed: options.seed)
    let rate = options.soakRate ?? rate(forLoad: load, bank: configuration)
    // The arrival gaps of teller simulate --seed N --rate λ.
    let arrivalSeed =
      Simulation(configuration: configuration, customers: 0, arrivals: .poisson(rate: rate))
      .arrivalSeed
    let timeline = SoakTimeline(
      minutes: options.soakMinutes, rate: rate, seed: arrivalSeed, speed: options.soakSpeed)
    let meter = SoakMeter(bank: configuration)

    guard let nullFile = try? FileDescriptor.open("/dev/null", .writeOnly) else {
      figure("soak.error", "cannot open /dev/null")
      return 74
    }
    let null = nullFile.rawValue
    defer { nullFile.close() }
    let output = countingOutput(to: null) { meter.outputBytes += $0 }
    let errors = countingOutput(to: null) { meter.errorBytes += $0 }
    let linear = OutputMode.linear.presenter(
      timestamps: false, catalog: .english, output: output, errors: errors)
    // With sounds, the live sound path beside the linear presenter.
    let sounds = options.soakSounds ? SoundPathMeter(output: null) : nil
    let group = PresenterGroup([linear] + (sounds.map { [$0] } ?? []))
    var presenter = MeteredPresenter(presenter: group, meter: meter)
    let session = Session(settings: SessionSettings(bank: configuration))
    var loop = InputLoop(
      core: MeteredCore(core: session, meter: meter), clock: .real(speed: options.soakSpeed),
      inputStyle: .lines)
    var source = SoakInput(timeline: timeline)
    var clock = SoakClock(timeline: timeline)

    let wall = ContinuousClock()
    let start = wall.now
    do throws(PresentationError) {
      let status = try loop.run(source: &source, realClock: &clock, presenter: &presenter)
      try presenter.finish()
      guard status == .success, meter.errorBytes == 0 else {
        figure("soak.error", "the session exited \(status.rawValue) or wrote errors")
        return 1
      }
    } catch {
      figure("soak.error", error.description)
      return 74
    }
    let wallSeconds = seconds(wall.now - start)
    if let sounds {
      figure("sounds.soak.minutes", String(options.soakMinutes), "simulated minutes")
      sounds.report(
        modelSeconds: timeline.end.seconds, steps: meter.steps.count,
        sessionSeconds: Double(meter.steps.total) * 1e-9)
      return 0
    }
    report(
      options: options, rate: rate, configuration: configuration, timeline: timeline,
      meter: meter, wallSeconds: wallSeconds)
    return 0
  }

  /// Output written to `null`, each write's bytes counted by `count`.
  private static func countingOutput(to null: Int32, _ count: @escaping (Int) -> Void)
    -> TextOutput
  {
    TextOutput { text throws(PresentationError) in
      try Shell.write(text, to: null, named: .file("/dev/null"))
      count(text.utf8.count)
    }
  }

  /// Prints the `soak.*` figures.
  static func report(
    options: BenchOptions, rate: Double, configuration: BankConfiguration,
    timeline: SoakTimeline, meter: SoakMeter, wallSeconds: Double
  ) {
    let modelSeconds = timeline.end.seconds
    figure("soak.minutes", String(options.soakMinutes), "simulated minutes")
    figure("soak.rate", fixed(rate, 4), "customers/s")
    for type in configuration.types {
      let clerks = configuration.clerks(for: type)
      let share = utilisation(of: type, rate: rate, bank: configuration)
      figure(
        "soak.load.\(configuration[type].name)", fixed(share, 3),
        clerks == 1 ? "of 1 clerk's time" : "of \(clerks) clerks' time")
    }
    figure("soak.arrivals", String(timeline.arrivals), "customers")
    figure("soak.resets", String(timeline.resets), "resets")
    figure("soak.output.bytes", String(meter.outputBytes), "bytes")
    figure("soak.wall.seconds", fixed(wallSeconds, 3), "s")

    // Steps: the session's against the bare bank's part of the same steps.
    let sessionSeconds = Double(meter.steps.total) * 1e-9
    let bankSeconds = Double(meter.baseline.total) * 1e-9
    let stepRate = Double(meter.steps.count) / max(sessionSeconds, 1e-9)
    let bankRate = Double(meter.baseline.count) / max(bankSeconds, 1e-9)
    let speed = modelSeconds / max(sessionSeconds, 1e-9)
    figure("soak.steps", String(meter.steps.count), "steps")
    figure("soak.session.seconds", fixed(sessionSeconds, 3), "s")
    figure("soak.speed", fixed(speed, 0), "x real time")
    figure("soak.steps.rate", fixed(stepRate, 0), "steps/s")
    figure("soak.baseline.steps.rate", fixed(bankRate, 0), "steps/s")
    figure("soak.steps.rate.ratio", fixed(stepRate / bankRate, 4), "x soak.baseline.steps.rate")
    let baseline = meter.baseline.percentiles
    let base = (name: "soak.baseline.step", p50: baseline.p50)
    figures("soak.baseline.step", baseline)
    figures("soak.step", meter.steps.percentiles, baseline: base)
    figures("soak.step.advance", meter.advances.percentiles, baseline: base)
    figures("soak.step.add", meter.adds.percentiles, baseline: base)
    figures("soak.step.reset", meter.resets.percentiles, baseline: base)

    let (first, share) = reportResidentSet(timeline.residentSamples)
    figure("soak.checksum", String(meter.baselineEvents & 0xFFFF))
    target(
      "soak.target.rss", met: first > 0 && share <= driftTarget,
      "RSS within 5% of its level after the first minute; furthest \(fixed(100 * share, 2))%")
    target(
      "soak.target.speed", met: speed >= speedTarget,
      "the session keeps up with 1000x real time; \(fixed(speed, 0))x")
  }

  /// Prints the figures of the resident set size at the end of each
  /// minute, and returns the first and the furthest share from it.
  private static func reportResidentSet(_ samples: [Int]) -> (first: Int, share: Double) {
    let first = samples.first ?? 0
    let deviation = samples.map { abs(Double($0 - first)) }.max() ?? 0
    let share = first > 0 ? deviation / Double(first) : 0
    let last = samples.last ?? 0
    figure("soak.rss.first", String(first), "KiB")
    figure("soak.rss.max", String(samples.max() ?? 0), "KiB")
    figure("soak.rss.last", String(last), "KiB")
    figure(
      "soak.rss.drift", fixed(first > 0 ? 100 * Double(last - first) / Double(first) : 0, 2),
      "% (last against first)")
    figure("soak.rss.max-deviation", fixed(100 * share, 2), "% (furthest from first)")
    figure("soak.rss.trace", samples.map(String.init).joined(separator: " "), "KiB")
    return (first, share)
  }
}
