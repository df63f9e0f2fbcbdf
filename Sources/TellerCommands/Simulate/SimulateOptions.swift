import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerSounds
import TellerWording

/// What `teller simulate` was asked to do, checked.
public struct SimulateOptions: Hashable, Sendable {
  /// Customers allowed.
  public static let customerRange: ClosedRange<Int> = 0...1_000_000_000
  /// Poisson rates allowed, per second: one customer every 10,000 seconds
  /// (under three hours) to a million a second. Slower rates would make
  /// even a few customers pass ``modelTimeLimit``.
  public static let rateRange: ClosedRange<Double> = 0.0001...1_000_000
  /// The most customers a batch run may have: they all wait in the bank at
  /// once, so memory grows with them (about 40 bytes each).
  public static let batchCustomerLimit = 10_000_000
  /// Batch means allowed for the mean wait's confidence interval.
  public static let confidenceBatchRange: ClosedRange<Int> = 2...1000
  /// The longest model time a run may reach, in seconds (about 126 years),
  /// well inside what ``ModelTime`` holds.
  public static let modelTimeLimit: Double = 4_000_000_000

  /// The run to do.
  public var simulation: Simulation
  /// Whether to print one JSON object instead of text.
  public var json: Bool
  /// The language of the readable report.
  public var language: Language
  /// How a long run shows its progress.
  public var progress: ProgressStyle
  /// Where to write the day's audio graph, or nil for none.
  public var audioGraph: String?
  /// How long the audio graph lasts, in seconds.
  public var graphSeconds: Double

  /// Creates options directly.
  public init(
    simulation: Simulation, json: Bool = false, language: Language = .english,
    progress: ProgressStyle = .auto, audioGraph: String? = nil,
    graphSeconds: Double = AudioGraph.defaultSeconds
  ) {
    self.simulation = simulation
    self.json = json
    self.language = language
    self.progress = progress
    self.audioGraph = audioGraph
    self.graphSeconds = graphSeconds
  }

  /// Reads and checks `teller simulate`'s command line.
  ///
  /// - Parameters:
  ///   - arguments: the parsed command line.
  ///   - locale: the messages locale; Korean when it starts with `ko` and
  ///     `--lang` is not given.
  ///   - progressVariable: the value of `TELLER_PROGRESS`, which sets
  ///     `--progress` when the command line does not; empty is unset.
  ///   - bank: the bank's model options, made from its table of work types.
  /// - Throws: a ``UsageError`` naming the flag at fault and its range,
  ///   `--rate` given without `--arrivals poisson`, or naming
  ///   `TELLER_PROGRESS` when it is not one of `--progress`'s words.
  public init(
    _ arguments: ParsedArguments, locale: String? = nil, progressVariable: String? = nil,
    bank: BankOptionTable = .standard
  ) throws(UsageError) {
    let configuration = try BankOptions.configuration(from: arguments, table: bank)
    let customers = try arguments.value(CommandTable.customers)
    let kind = try arguments.value(CommandTable.arrivals)
    let rate = try arguments.value(CommandTable.arrivalRate)
    if kind != "poisson" && arguments[CommandTable.arrivalRate] != nil {
      throw UsageError(
        .needsOption(
          option: CommandTable.arrivalRate.name, requires: CommandTable.arrivals.name,
          value: "poisson"),
        command: arguments.commandName)
    }
    if arguments[CommandTable.graphSeconds] != nil && arguments[CommandTable.audioGraph] == nil {
      throw UsageError(
        .needsOption(
          option: CommandTable.graphSeconds.name, requires: CommandTable.audioGraph.name,
          value: CommandTable.audioGraph.spec.valueName ?? ""),
        command: arguments.commandName)
    }
    let language = Language.of(arguments, locale: locale)
    let batches = try arguments.value(CommandTable.confidenceBatches)
    let arrivals: ArrivalProcess = kind == "poisson" ? .poisson(rate: rate) : .batch
    if arrivals == .batch && customers > SimulateOptions.batchCustomerLimit {
      throw UsageError(
        BankUsageProblem.tooManyBatchCustomers(
          limit: SimulateOptions.batchCustomerLimit, value: customers),
        command: arguments.commandName)
    }
    let simulation = Simulation(
      configuration: configuration, customers: customers, arrivals: arrivals,
      confidenceBatches: batches)
    if SimulateOptions.modelTimeBound(simulation) > SimulateOptions.modelTimeLimit {
      throw UsageError(
        BankUsageProblem.runTooLong(
          customers: customers, limitSeconds: Int64(SimulateOptions.modelTimeLimit)),
        command: arguments.commandName)
    }
    self.init(
      simulation: simulation, json: arguments[CommandTable.json], language: language,
      progress: try SimulateOptions.progress(arguments, variable: progressVariable),
      audioGraph: arguments[CommandTable.audioGraph],
      graphSeconds: try arguments.value(CommandTable.graphSeconds))
  }

  /// `--progress`'s value, else `TELLER_PROGRESS`'s, else `auto`.
  static func progress(_ arguments: ParsedArguments, variable: String?) throws(UsageError)
    -> ProgressStyle
  {
    guard arguments[CommandTable.progress] == nil, let variable, !variable.isEmpty else {
      return try arguments.value(CommandTable.progress)
    }
    guard let style = ProgressStyle(rawValue: variable.lowercased()) else {
      throw UsageError(
        .environmentNotAChoice(
          variable: ProgressStyle.environmentVariable,
          choices: ProgressStyle.allCases.map(\.rawValue), value: variable),
        command: arguments.commandName)
    }
    return style
  }

  /// A generous upper bound on the model time a run reaches, in seconds:
  /// twice the mean arrival span plus a long last gap, plus every customer
  /// of the slowest kind served one after another per clerk.
  public static func modelTimeBound(_ simulation: Simulation) -> Double {
    let n = Double(max(0, simulation.customers))
    var bound = 0.0
    if case .poisson(let rate) = simulation.arrivals { bound += (2 * n + 40) / rate }
    for type in simulation.configuration.types {
      let clerks = simulation.configuration.clerks(for: type)
      guard clerks > 0 else { continue }
      let rounds = (n / Double(clerks)).rounded(.up)
      bound += rounds * simulation.configuration.serviceTime(for: type).seconds
    }
    return bound
  }
}
