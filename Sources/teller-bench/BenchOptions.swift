import Glibc

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
  /// Both, bank first.
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

  static let usage = """
    Usage: teller-bench [--suite bank|screen|all] [--customers N] [--rate LAMBDA]
                        [--seed N] [--screen-customers N] [--screen-batch N]
                        [--screen-ticks N] [--screen-adds N]

    bank: simulates N customers (default 10000000) arriving as a Poisson
    process at LAMBDA per second (default 1) with the default bank, then
    prints events per second, wall time and peak RSS, with a SplitMix64
    baseline.

    screen: fills a session with --screen-customers customers (default
    10000), added --screen-batch at a time (default 1000), then times
    commands from input to rendered output line, --screen-adds adds (default
    200) of that batch and of Teller's default batch of 10, and
    --screen-ticks tree updates 100 ms apart (default 1000), with same-run
    baselines. Figures are printed one per line as "name: value unit"; the
    targets are a command in p99 < 1 ms and a tick in p99 < 2 ms.

    The default suite is all. The screen suite's parts can run alone, for
    profiling: --suite screen-commands or --suite screen-ticks.

    """

  init(_ arguments: [String]) {
    var index = 0
    func value() -> String {
      index += 1
      guard index < arguments.count else {
        BenchOptions.fail("missing value after \(arguments[index - 1])")
      }
      return arguments[index]
    }
    func count(_ name: String, from low: Int, to high: Int) -> Int {
      guard let n = Int(value()), n >= low, n <= high else {
        BenchOptions.fail("\(name) must be a whole number from \(low) to \(high)")
      }
      return n
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--suite":
        guard let s = BenchSuite(rawValue: value()) else {
          BenchOptions.fail(
            "--suite must be bank, screen, all, screen-commands or screen-ticks")
        }
        suite = s
      case "--customers":
        guard let n = Int(value()), n >= 0 else {
          BenchOptions.fail("--customers must be a whole number from 0")
        }
        customers = n
      case "--rate":
        guard let r = Double(value()), r > 0, r.isFinite, r <= 1_000_000 else {
          BenchOptions.fail("--rate must be a number greater than 0 to 1000000")
        }
        rate = r
      case "--seed":
        guard let s = UInt64(value()) else {
          BenchOptions.fail("--seed must be a whole number from 0 to \(UInt64.max)")
        }
        seed = s
      case "--screen-customers":
        screenCustomers = count("--screen-customers", from: 1, to: 1_000_000)
      case "--screen-batch":
        screenBatch = count("--screen-batch", from: 1, to: 1_000_000)
      case "--screen-ticks":
        screenTicks = count("--screen-ticks", from: 1, to: 1_000_000)
      case "--screen-adds":
        screenAdds = count("--screen-adds", from: 1, to: 100_000)
      case "--help", "-h":
        print(BenchOptions.usage, terminator: "")
        exit(0)
      default:
        BenchOptions.fail("unknown argument '\(arguments[index])'")
      }
      index += 1
    }
  }

  static func fail(_ message: String) -> Never {
    let text = Array("teller-bench: \(message).\n\(usage)".utf8)
    _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(64)
  }
}
