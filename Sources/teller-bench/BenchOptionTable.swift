import TellerArguments

/// The benchmark's options, typed, as Teller's own are: `BenchOptions`
/// reads each through its declaration (`parsed.value(BenchOptionTable.seed)`),
/// never by name, and its help names each default from the declaration.
enum BenchOptionTable {
  static let suite = Option<BenchSuite>.choice(
    "suite", "SUITE",
    help:
      "bank, screen, script, full-screen, peers, startup, speech, soak, sounds, graph, "
      + "braille, scale, all (default), screen-commands, screen-ticks or screen-adds",
    default: .all,
    cases: [
      .bank, .screen, .script, .fullScreen, .peers, .startup, .speech, .soak, .sounds, .graph,
      .braille, .scale, .all, .screenCommands, .screenTicks, .screenAdds,
    ], helpDefault: .unnamed)
  static let customers = count(
    "customers", "Customers for the bank suite and teller simulate in peers", 10_000_000,
    0...1_000_000_000)
  static let rate = Option.decimal(
    "rate", "LAMBDA", help: "Poisson arrivals per second", default: 1, in: 0...1_000_000,
    above: true)
  static let seed = Option.unsigned("seed", "N", help: "Seed", default: 0)
  static let screenCustomers = count(
    "screen-customers", "Customers on the big screen", 10_000, 1...1_000_000)
  static let screenBatch = count(
    "screen-batch", "Customers per add on the big screen", 1_000, 1...1_000_000)
  static let screenTicks = count(
    "screen-ticks", "Tree updates 100 ms apart", 1_000, 1...1_000_000)
  static let screenAdds = count("screen-adds", "Adds to time on a full bank", 200, 1...100_000)
  static let addCustomers = count(
    "add-customers", "Customers in the bank when adds are timed", 100_000, 1...10_000_000)
  static let scriptAdds = count(
    "script-adds", "Lines of 'add' in the script run", 10_000, 1...1_000_000)
  static let fullScreenKeys = count(
    "full-screen-keys", "Keys pressed in the full-screen view, for the key-to-frame times",
    5_000, 1...1_000_000)
  static let child = Option.oneOf(
    "child", "KIND",
    help: "Run as a suite's child: script, baseline, soak, scale or scale-baseline",
    ["script", "baseline", "soak", "scale", "scale-baseline"], default: "",
    helpDefault: .unnamed)
  static let peerCustomers = count(
    "peer-customers", "Customers for SimPy in peers", 100_000, 1...1_000_000_000)
  static let repeats = count("repeats", "Runs of each program per model in peers", 3, 1...1000)
  static let startupRuns = count(
    "startup-runs", "Starts of each program in startup", 30, 1...100_000)
  static let timeout = Option.decimal(
    "timeout", "SECONDS", help: "Longest a program run may take", default: 600,
    in: 0...86_400, above: true)
  static let simpyScript = Option.text(
    "simpy-script", "FILE", help: "simpy_bank.py", kind: .file,
    helpDefault: .described("found in the package"))
  static let speechRuns = count("speech-runs", "Announcements to time each way", 30, 1...10_000)
  static let soakMinutes = count(
    "soak-minutes", "Simulated minutes of the soak", 60, 1...100_000)
  static let soakRate = Option.decimal(
    "soak-rate", "LAMBDA", help: "Soak arrivals per second", default: 1, in: 0...1_000_000,
    above: true, helpDefault: .described("the busiest clerks 90% busy"))
  static let soakSpeed = Option.decimal(
    "soak-speed", "FACTOR",
    help: "Model seconds per real second of the soak's loop (default 1, real time)", default: 1,
    in: 0...1_000_000, above: true, helpDefault: .unnamed)
  static let soakSounds = Flag(
    "soak-sounds", help: "Run the soak with the live sound path beside it (the sounds suite)")
  static let brailleCustomers = count(
    "braille-customers", "Customers on screen for the braille suite", 10_000, 1...1_000_000)
  static let brailleMoves = count(
    "braille-moves", "Focus moves to time each way", 1_000, 1...1_000_000)
  static let scaleCustomers = count(
    "scale-customers", "Customers in the scale suite's session", 1_000_000, 1...100_000_000)
  static let scaleBatch = count(
    "scale-batch", "Customers per add in the scale suite", 1_000, 1...1_000_000)
  static let scaleResets = count(
    "scale-resets", "Resets to time each way in the scale suite", 3, 1...1000)

  /// The options in the order help lists them.
  static let specs: [OptionSpec] = [
    suite.spec, customers.spec, rate.spec, seed.spec, screenCustomers.spec, screenBatch.spec,
    screenTicks.spec, screenAdds.spec, addCustomers.spec, scriptAdds.spec, fullScreenKeys.spec,
    child.spec, peerCustomers.spec, repeats.spec, startupRuns.spec, timeout.spec,
    simpyScript.spec, speechRuns.spec, soakMinutes.spec, soakRate.spec, soakSpeed.spec,
    soakSounds.spec, brailleCustomers.spec, brailleMoves.spec, scaleCustomers.spec,
    scaleBatch.spec, scaleResets.spec,
  ]

  /// A count: `--name N`, a whole number in a range.
  private static func count(
    _ name: String, _ help: String, _ defaultValue: Int, _ range: ClosedRange<Int>
  ) -> Option<Int> {
    Option.wholeNumber(name, "N", help: help, default: defaultValue, in: range)
  }
}
