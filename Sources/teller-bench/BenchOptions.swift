import Glibc
import TellerArguments

/// Which groups of figures a run measures.
enum BenchSuite: String {
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
  /// All of them, bank first.
  case all

  /// Whether the suite measures commands on the big screen.
  var hasCommands: Bool { self == .screen || self == .screenCommands || self == .all }
  /// Whether the suite measures ticks on the big screen.
  var hasTicks: Bool { self == .screen || self == .screenTicks || self == .all }
}

/// The benchmark's settings, from the command line.
struct BenchOptions {
  var suite = BenchSuite.all
  var customers = 10_000_000
  var rate = 1.0
  var seed: UInt64 = 0
  var screenCustomers = 10_000
  var screenBatch = 1_000
  var screenTicks = 1_000
  var screenAdds = 200
  var speechRuns = 30

  /// The benchmark's command table, read by Teller's argument parser.
  static let command = CommandSpec(
    name: "teller-bench",
    summary: "Measure the bank model and the screen-reader path, with same-run baselines.",
    options: [
      .value(
        "suite", "SUITE",
        help: "bank, screen, speech, all (default), screen-commands or screen-ticks.",
        choices: ["bank", "screen", "speech", "all", "screen-commands", "screen-ticks"]),
      .value("customers", "N", help: "Customers for the bank suite (default 10000000)."),
      .value("rate", "LAMBDA", help: "Poisson arrivals per second (default 1)."),
      .value("seed", "N", help: "Seed (default 0)."),
      .value("screen-customers", "N", help: "Customers on the big screen (default 10000)."),
      .value("screen-batch", "N", help: "Customers per add on the big screen (default 1000)."),
      .value("screen-ticks", "N", help: "Tree updates 100 ms apart (default 1000)."),
      .value("screen-adds", "N", help: "Adds to time (default 200)."),
      .value("speech-runs", "N", help: "Announcements to time each way (default 30)."),
    ],
    discussion: """
      bank: simulates N customers arriving as a Poisson process at LAMBDA per
      second with the default bank, then prints events per second, wall time
      and peak RSS, with a SplitMix64 baseline.

      screen: fills a session with --screen-customers customers, added
      --screen-batch at a time, then times commands from input to rendered
      output line, --screen-adds adds of that batch and of Teller's default
      batch of 10, and --screen-ticks tree updates, with same-run baselines.
      speech: times an announcement to its first PCM sample with eSpeak NG in
      the process against spawning espeak-ng --stdout, --speech-runs times
      each, in turn; skipped, saying why, when either is missing.

      Figures are printed one per line as "name: value unit"; the targets are
      a command in p99 < 1 ms, a tick in p99 < 2 ms, and speech's first
      sample at least 3x sooner in the process.
      """)

  /// Reads the command line; a mistake names the flag and exits 64.
  init(_ arguments: [String]) {
    let parser = ArgumentParser(root: BenchOptions.command)
    do {
      let parsed = try parser.parse(arguments)
      if parsed.has("help") {
        print(parser.help(for: parsed.commandPath), terminator: "")
        exit(0)
      }
      suite = BenchSuite(rawValue: parsed.value("suite") ?? "all") ?? .all
      customers = try parsed.integer("customers", default: customers, in: 0...1_000_000_000)
      rate = try parsed.decimal("rate", default: rate, in: 0...1_000_000, above: true)
      seed = try parsed.unsigned("seed", default: seed)
      screenCustomers = try parsed.integer(
        "screen-customers", default: screenCustomers, in: 1...1_000_000)
      screenBatch = try parsed.integer("screen-batch", default: screenBatch, in: 1...1_000_000)
      screenTicks = try parsed.integer("screen-ticks", default: screenTicks, in: 1...1_000_000)
      screenAdds = try parsed.integer("screen-adds", default: screenAdds, in: 1...100_000)
      speechRuns = try parsed.integer("speech-runs", default: speechRuns, in: 1...10_000)
    } catch {
      let text = Array("teller-bench: \(error.message)\n\(error.hint)\n".utf8)
      _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      exit(error.exitCode.rawValue)
    }
  }
}
