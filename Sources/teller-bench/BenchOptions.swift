import TellerArguments
import TellerPlatform
import TellerSession
import TellerWording

/// Which groups of figures a run measures.
enum BenchSuite: String, CaseIterable, Sendable {
  /// The bank model: events per second and peak RSS.
  case bank
  /// The screen-reader path: commands and tree updates on a big screen.
  case screen
  /// Only the commands of the screen suite.
  case screenCommands = "screen-commands"
  /// Only the ticks of the screen suite.
  case screenTicks = "screen-ticks"
  /// How soon speech starts: in the process against spawning espeak-ng.
  case speech
  /// How soon a braille display shows a focus move.
  case braille
  /// Only the adds on a full bank of the screen suite.
  case screenAdds = "screen-adds"
  /// A long script run whole, in child processes: time and peak memory.
  case script
  /// The full-screen view: bytes per timer tick against a full redraw.
  case fullScreen = "full-screen"
  /// Teller beside SimPy 4 on the same models, through `teller simulate`.
  case peers
  /// Time to Teller's first linear line against a trivial Swift program.
  case startup
  /// A long session under steady load, in a child process: RSS, step costs.
  case soak
  /// A million customers, in child processes: memory per customer, resets.
  case scale
  /// Sound icons: an event to its first sample, and an hour of them.
  case sounds
  /// The audio graph of an 8-hour day: recorded and rendered, beside the
  /// day simulated alone.
  case graph
  /// All of them, bank first.
  case all

  /// Whether the suite measures commands on the big screen.
  var hasCommands: Bool { self == .screen || self == .screenCommands || self == .all }
  /// Whether the suite measures ticks on the big screen.
  var hasTicks: Bool { self == .screen || self == .screenTicks || self == .all }
  /// Whether the suite measures adds on a full bank.
  var hasAdds: Bool { self == .screen || self == .screenAdds || self == .all }
}

/// The benchmark's settings, from the command line.
struct BenchOptions {
  var suite = BenchOptionTable.suite.defaultValue
  var customers = BenchOptionTable.customers.defaultValue
  var rate = BenchOptionTable.rate.defaultValue
  var seed = BenchOptionTable.seed.defaultValue
  var screenCustomers = 10_000
  var screenBatch = 1_000
  var screenTicks = 1_000
  var screenAdds = 200
  var addCustomers = 100_000
  var scriptAdds = 10_000
  var fullScreenKeys = 5_000
  /// The work of a child process, for the script suite.
  var child: String?
  var peerCustomers = 100_000
  var repeats = 3
  var startupRuns = 30
  var timeout = 600.0
  var simpyScript: String?
  var speechRuns = 30
  var soakMinutes = 60
  /// Nil: the rate that keeps the busiest clerks busy 90% of the time.
  var soakRate: Double?
  var soakSpeed = 1.0
  /// Whether the soak runs with the live sound path (`--soak-sounds`).
  var soakSounds = false
  var brailleCustomers = 10_000
  var brailleMoves = 1_000
  var scaleCustomers = 1_000_000
  var scaleBatch = 1_000
  var scaleResets = 3

  /// The benchmark's command table, read by Teller's argument parser.
  static let command = CommandSpec(
    name: "teller-bench",
    summary: "Measure the bank model and the screen-reader path, with same-run baselines.",
    options: BenchOptionTable.specs,
    discussion: """
      bank: simulates N customers arriving as a Poisson process at LAMBDA per
      second with the default bank, then prints events per second, wall time
      and peak RSS, with a SplitMix64 baseline.

      screen: fills a session with --screen-customers customers, added
      --screen-batch at a time, then times commands from input to rendered
      output line and --screen-ticks tree updates 100 ms apart; then fills a
      session with --add-customers customers and times --screen-adds adds of
      Teller's default batch of 10, the bank kept full between them. Targets,
      each p99: a command < 100 us and a tick < 100 us at 10,000 customers,
      an add < 1 ms at 100,000.

      script: runs --script-adds lines of 'add' whole, as teller --clock
      virtual does, in a child process, and reads its wall time and peak RSS
      next to a child that only adds the customers to a bank. Targets: < 2 s
      and < 60 MiB for 10,000 lines.

      Figures are printed one per line as "name: value unit", each with a
      baseline measured in the same run.

      full-screen: draws the reference screen at 80x24 for 600 timer ticks
      and prints the bytes each tick writes, drawn by its changed cells,
      against a full redraw of the same frame; the target is at least 20x
      fewer. Then presses --full-screen-keys keys in the full-screen view
      with --screen-customers customers and times each from the key to the
      bytes of its flushed frame at 80x24, next to the same keys handled by
      the session alone; the target is p99 < 2 ms at 10,000 customers.

      peers: runs benchmarks/simpy_bank.py (SimPy 4, --peer-customers) when
      python3 and SimPy are present, and the teller next to teller-bench
      (teller simulate, --customers), on M/D/2 deposits, the default mix and
      M/D/1, --repeats times each, interleaved; prints customers per second
      for both and their ratio (target >= 100 x on M/D/2 and the mix), the
      mean waits with 95% confidence intervals, whether they agree, and the
      exact Pollaczek-Khinchine mean wait for M/D/1.

      startup: times the first linear line of printf 'quit\n' | teller --ui
      linear --clock virtual against teller-startup-baseline, a trivial Swift
      program built alongside, --startup-runs times each (target < 5 x).

      speech: times an announcement to its first PCM sample with eSpeak NG in
      the process against spawning espeak-ng --stdout, --speech-runs times
      each, in turn; skipped, saying why, when either is missing. The target
      is the first sample at least 3x sooner in the process. Then the same
      for a sound icon: an add's step to its burst's samples in the
      process, and through the live sink to the first byte a player (cat,
      standing in for aplay) writes out, with each player's processor time.

      sounds: the sound icons' first-sample figures, then the soak's hour
      with the live sound path beside the linear presenter (each step's
      icons mixed into a burst and written to /dev/null); the target is the
      path under 1% of one core, with the player processes' share estimated
      beside it.

      graph: an 8-hour day of Poisson arrivals (50,400 customers at 1.75 a
      second) simulated alone (the baseline), then with its audio graph's
      series recorded, then the graph rendered to 10 s of stereo samples;
      medians of 5 runs. The target is the graph's own cost (the
      recording's extra time and the render) under 1 s.

      soak: in a child process, runs --soak-minutes of model time through the
      interactive loop, session and linear presenter (to /dev/null) of
      teller --batch 1, one 'add' line per Poisson arrival at --soak-rate
      and a 'reset' every simulated minute. The loop's clock runs at
      --soak-speed with waits that take no time, so it steps as a session
      does at that speed, as fast as it can. Prints the resident set size
      after each minute (target: within 5% of the first minute's), steps
      per second and step costs against the bare bank's part of the same
      steps, and the speed against real time (target >= 1000 x).

      braille: fills a session with --braille-customers customers and times
      --braille-moves focus moves each way (a terminal key, the display's
      line keys, a routing key) from the move to the braille display's write
      call, the display an 80-cell sink, against the same terminal-key moves
      without braille (target: p99 < 1 ms).

      scale: in a child process, fills a session with --scale-customers
      customers, --scale-batch per add, and prints the memory it holds per
      customer (target < 150 bytes at 1,000,000); then resets the full bank
      --scale-resets times each to the next full-screen frame at 80x24 and
      to the linear answer (target < 50 ms each). The baseline child adds
      the same customers to a bare bank, for its memory and its reset.
      """)

  /// Reads the command line; a mistake names the flag and exits 64.
  init(_ arguments: [String]) {
    let parser = ArgumentParser(root: BenchOptions.command)
    do {
      let parsed = try parser.parse(arguments)
      if parsed.wantsHelp {
        print(parser.help(for: parsed.commandPath, words: BenchHelpWords()), terminator: "")
        CurrentProcess.exit(0)
      }
      try read(parsed)
    } catch {
      let catalog = Catalog.english
      _ = try? FileDescriptor.standardError.write(
        Array("teller-bench: \(catalog.usageLine(for: error))\n".utf8))
      CurrentProcess.exit(error.exitCode.rawValue)
    }
  }

  /// Takes every value the command line gives, each checked by its
  /// declaration in ``BenchOptionTable``.
  private mutating func read(_ parsed: ParsedArguments) throws(UsageError) {
    typealias T = BenchOptionTable
    suite = try parsed.value(T.suite)
    customers = try parsed.value(T.customers)
    rate = try parsed.value(T.rate)
    seed = try parsed.value(T.seed)
    screenCustomers = try parsed.value(T.screenCustomers)
    screenBatch = try parsed.value(T.screenBatch)
    screenTicks = try parsed.value(T.screenTicks)
    screenAdds = try parsed.value(T.screenAdds)
    addCustomers = try parsed.value(T.addCustomers)
    scriptAdds = try parsed.value(T.scriptAdds)
    fullScreenKeys = try parsed.value(T.fullScreenKeys)
    child = try parsed.givenValue(T.child)
    peerCustomers = try parsed.value(T.peerCustomers)
    repeats = try parsed.value(T.repeats)
    startupRuns = try parsed.value(T.startupRuns)
    timeout = try parsed.value(T.timeout)
    simpyScript = try parsed.givenValue(T.simpyScript)
    speechRuns = try parsed.value(T.speechRuns)
    soakMinutes = try parsed.value(T.soakMinutes)
    soakRate = try parsed.givenValue(T.soakRate)
    soakSpeed = try parsed.value(T.soakSpeed)
    soakSounds = parsed[T.soakSounds]
    brailleCustomers = try parsed.value(T.brailleCustomers)
    brailleMoves = try parsed.value(T.brailleMoves)
    scaleCustomers = try parsed.value(T.scaleCustomers)
    scaleBatch = try parsed.value(T.scaleBatch)
    scaleResets = try parsed.value(T.scaleResets)
  }
}
