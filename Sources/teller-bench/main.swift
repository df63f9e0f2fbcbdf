import Glibc
import TellerBank

// teller-bench: how fast the bank model runs, and how little memory it needs.
//
// It simulates customers with Poisson arrivals (10 million by default),
// counts the model's events per second and reads the peak resident set
// size. A plain loop over the same number of SplitMix64 draws runs first as
// a same-run baseline, so figures can be compared across machines as ratios.

/// The benchmark's settings, from the command line.
struct BenchOptions {
  var customers = 10_000_000
  var rate = 1.0
  var seed: UInt64 = 0

  static let usage = """
    Usage: teller-bench [--customers N] [--rate LAMBDA] [--seed N]

    Simulates N customers (default 10000000) arriving as a Poisson process at
    LAMBDA per second (default 1) with the default bank, then prints events
    per second, wall time and peak RSS, with a SplitMix64 baseline.

    """

  init(_ arguments: [String]) {
    var index = 0
    func value() -> String {
      index += 1
      guard index < arguments.count else { BenchOptions.fail("missing value") }
      return arguments[index]
    }
    while index < arguments.count {
      switch arguments[index] {
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

/// Seconds between two instants of the continuous clock.
func seconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

/// The peak resident set size in kibibytes (VmHWM), from /proc, or from
/// getrusage where /proc is missing.
func peakResidentKiB() -> Int {
  if let file = fopen("/proc/self/status", "r") {
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if line.hasPrefix("VmHWM:") {
        let digits = line.filter(\.isNumber)
        if let kib = Int(digits) { return kib }
      }
    }
  }
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Int(usage.ru_maxrss)
}

/// A number with a fixed count of decimals.
func fixed(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (value * scale).rounded()
  let whole = Int64(scaled / scale)
  var fraction = String(Int64(abs(scaled - Double(whole) * scale)))
  while fraction.count < decimals { fraction = "0" + fraction }
  return decimals == 0 ? String(whole) : "\(whole).\(fraction)"
}

let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
let clock = ContinuousClock()
let configuration = BankConfiguration(seed: options.seed)
let drawsPerCustomer = 2  // one work type and one arrival gap

// Baseline: the same number of SplitMix64 draws the simulation makes.
let draws = options.customers * drawsPerCustomer
var generator = SplitMix64(seed: options.seed)
var checksum: UInt64 = 0
let baselineStart = clock.now
for _ in 0..<draws { checksum ^= generator.next() }
let baselineSeconds = seconds(clock.now - baselineStart)

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

print(
  "teller-bench: \(options.customers) customers, Poisson arrivals at \(options.rate)/s, seed \(options.seed)"
)
print(
  "simulation: \(events) events in \(fixed(simulationSeconds, 3)) s = \(fixed(eventsPerSecond / 1e6, 2)) M events/s (\(fixed(nsPerEvent, 1)) ns/event)"
)
print(
  "baseline: \(draws) SplitMix64 draws in \(fixed(baselineSeconds, 3)) s = \(fixed(drawsPerSecond / 1e6, 2)) M draws/s (\(fixed(nsPerDraw, 2)) ns/draw, checksum \(checksum & 0xFFFF))"
)
print("ratio: one event costs \(fixed(nsPerDraw > 0 ? nsPerEvent / nsPerDraw : 0, 1)) draws")
print("peak RSS: \(fixed(Double(peakKiB) * 1024 / 1e6, 1)) MB = \(peakKiB) KiB (VmHWM)")
print(
  "served: \(statistics.customersServed) (deposit \(statistics.served(.deposit)), loan \(statistics.served(.loan))), makespan \(formatSeconds(statistics.makespan, decimals: 3)) s, mean wait \(fixed(statistics.meanWaitSeconds, 3)) s, peak in bank \(statistics.peakCustomersInBank)"
)
let eventTarget = 10_000_000.0
let rssTargetKiB = 50_000_000 / 1024  // 50 MB, decimal
print(
  "target: >= 10 M events/s \(eventsPerSecond >= eventTarget ? "met" : "NOT met"); peak RSS < 50 MB \(peakKiB < rssTargetKiB ? "met" : "NOT met")"
)
