import TellerArguments
import TellerBank
import TellerCommands

/// A queueing model that the peers suite runs in `teller simulate` and in
/// SimPy, given to both as the same command-line flags.
struct PeerModel {
  /// The short name that starts its figures, such as `md2`.
  let name: String
  /// What it is, in words.
  let summary: String
  /// Its flags, understood alike by `teller simulate` and
  /// `benchmarks/simpy_bank.py`.
  let flags: [String]
  /// Whether Teller must reach ``PeersBenchmark/targetRatio`` times SimPy's
  /// customers per second on it.
  let hasTarget: Bool

  /// The models, in the order they run.
  static let all = [
    PeerModel(
      name: "md2", summary: "M/D/2: deposits only, Poisson arrivals at 2/s, 2 clerks at 0.7 s",
      flags: ["--rate", "2", "--loan-share", "0", "--loan-clerks", "0"], hasTarget: true),
    PeerModel(
      name: "mix",
      summary:
        "the default 2 + 1 bank: Poisson arrivals at 1/s, half loans; 2 deposit clerks at 0.7 s, "
        + "1 loan clerk at 1.1 s",
      flags: ["--rate", "1"], hasTarget: true),
    PeerModel(
      name: "md1",
      summary: "M/D/1: deposits only, Poisson arrivals at 1/s, 1 clerk at 0.7 s",
      flags: ["--rate", "1", "--deposit-clerks", "1", "--loan-clerks", "0", "--loan-share", "0"],
      hasTarget: false),
  ]

  /// `teller simulate`'s arguments for this model with a number of
  /// customers: Poisson arrivals, one JSON object out.
  func tellerArguments(customers: Int) -> [String] {
    ["simulate", "--arrivals", "poisson", "--customers", String(customers), "--json"] + flags
  }

  /// `simpy_bank.py`'s arguments for this model with a number of customers.
  func simpyArguments(customers: Int) -> [String] {
    ["--customers", String(customers), "--json"] + flags
  }

  /// The run `teller simulate` makes with these arguments, read by Teller's
  /// own option parser, so the benchmark's in-process run is the same.
  func simulation(customers: Int) throws(UsageError) -> Simulation {
    let parsed = try CommandTable.parser.parse(tellerArguments(customers: customers))
    return try SimulateOptions(parsed).simulation
  }

  /// The exact mean wait by the Pollaczek–Khinchine formula, for a model
  /// with one lane of one clerk (M/D/1): W = λS² / (2(1 − λS)); nil for
  /// other models or an unstable queue.
  static func pollaczekKhinchine(_ simulation: Simulation) -> Double? {
    let configuration = simulation.configuration
    guard case .poisson(let rate) = simulation.arrivals else { return nil }
    let coming = configuration.types.filter { configuration.share(of: $0) > 0 }
    guard coming.count == 1, let type = coming.first, configuration.clerks(for: type) == 1
    else { return nil }
    let service = configuration.serviceTime(for: type).seconds
    let load = rate * service
    guard load < 1 else { return nil }
    return rate * service * service / (2 * (1 - load))
  }
}
