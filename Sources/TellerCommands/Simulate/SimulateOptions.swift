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
  /// Replications allowed, and the cap of a precision target.
  public static let replicationRange: ClosedRange<Int> = 1...100_000
  /// Relative precisions allowed: above 0, at most the whole mean.
  public static let precisionRange: ClosedRange<Double> = 0...1
  /// Threads allowed for replications.
  public static let threadRange: ClosedRange<Int> = 1...256
  /// `--warmup`'s word for MSER-5.
  public static let automaticWarmupWord = "auto"

  /// The run to do.
  public var simulation: Simulation
  /// Whether to print one JSON object instead of text.
  public var json: Bool
  /// The language of the readable report.
  public var language: Language
  /// How a long run shows its progress.
  public var progress: ProgressStyle
  /// Whether the report has the statistics section: the steady-state mean
  /// after the warm-up, replications and the theory beside them. Any of
  /// the statistics options turns it on (``CommandTable/statisticsSection(bank:)``).
  public var statistics: Bool
  /// The replications to make, counting the run itself as the first, or
  /// the precision target; nil for the run alone.
  public var replications: Replications?
  /// The threads replications run on; nil for all the processors. The
  /// figures are the same whatever their number.
  public var threads: Int?
  /// Where to write the day's audio graph, or nil for none.
  public var audioGraph: String?
  /// How long the audio graph lasts, in seconds.
  public var graphSeconds: Double

  /// Creates options directly.
  public init(
    simulation: Simulation, json: Bool = false, language: Language = .english,
    progress: ProgressStyle = .auto, statistics: Bool = false, replications: Replications? = nil,
    audioGraph: String? = nil, graphSeconds: Double = AudioGraph.defaultSeconds
  ) {
    self.simulation = simulation
    self.json = json
    self.language = language
    self.progress = progress
    self.statistics = statistics
    self.replications = replications
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
    var configuration = try BankOptions.configuration(from: arguments, table: bank)
    for (type, shape) in try SimulateOptions.serviceDistributions(arguments, bank: bank) {
      configuration[type].serviceDistribution = shape
    }
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
    let graphSeconds = try SimulateOptions.graphSeconds(arguments)
    let language = Language.of(arguments, locale: locale)
    let batches = try arguments.value(CommandTable.confidenceBatches)
    let arrivals: ArrivalProcess = kind == "poisson" ? .poisson(rate: rate) : .batch
    if arrivals == .batch && customers > SimulateOptions.batchCustomerLimit {
      throw UsageError(
        BankUsageProblem.tooManyBatchCustomers(
          limit: SimulateOptions.batchCustomerLimit, value: customers),
        command: arguments.commandName)
    }
    let statistics = CommandTable.statisticsSection(bank: bank).contains {
      arguments.values[$0.name] != nil
    }
    // The report ends with the bank's tables, so its run keeps their tallies.
    var simulation = Simulation(
      configuration: configuration, customers: customers, arrivals: arrivals,
      confidenceBatches: batches, keepsTallies: true)
    let replications = try SimulateOptions.steadyState(
      arguments, statistics: statistics, simulation: &simulation)
    if SimulateOptions.modelTimeBound(simulation) > SimulateOptions.modelTimeLimit {
      throw UsageError(
        BankUsageProblem.runTooLong(
          customers: customers, limitSeconds: Int64(SimulateOptions.modelTimeLimit)),
        command: arguments.commandName)
    }
    self.init(
      simulation: simulation, json: arguments[CommandTable.json], language: language,
      progress: try SimulateOptions.progress(arguments, variable: progressVariable),
      statistics: statistics, replications: replications,
      audioGraph: arguments[CommandTable.audioGraph],
      graphSeconds: graphSeconds)
    threads = try arguments.givenValue(CommandTable.threads)
  }

  /// `--warmup`, `--replications` and `--precision`, which only a Poisson
  /// run with the statistics section takes: sets the run's warm-up and
  /// returns its replications.
  static func steadyState(
    _ arguments: ParsedArguments, statistics: Bool, simulation: inout Simulation
  ) throws(UsageError) -> Replications? {
    if statistics, case .poisson = simulation.arrivals {
      simulation.warmup = try SimulateOptions.warmup(arguments)
      return try SimulateOptions.replications(arguments)
    }
    if let option = [
      CommandTable.warmup.spec, CommandTable.replications.spec, CommandTable.precision.spec,
    ].first(where: { arguments.values[$0.name] != nil }) {
      throw UsageError(
        .needsOption(option: option.name, requires: CommandTable.arrivals.name, value: "poisson"),
        command: arguments.commandName)
    }
    return nil
  }

  /// `--graph-seconds`, which only `--audio-graph` takes.
  static func graphSeconds(_ arguments: ParsedArguments) throws(UsageError) -> Double {
    if arguments[CommandTable.graphSeconds] != nil && arguments[CommandTable.audioGraph] == nil {
      throw UsageError(
        .needsOption(
          option: CommandTable.graphSeconds.name, requires: CommandTable.audioGraph.name,
          value: CommandTable.audioGraph.spec.valueName ?? ""),
        command: arguments.commandName)
    }
    return try arguments.value(CommandTable.graphSeconds)
  }

  /// Each work type's shape of service times: `--service`, or the work
  /// type's own option, with `--service-cv` for the shapes that take it.
  static func serviceDistributions(_ arguments: ParsedArguments, bank: BankOptionTable)
    throws(UsageError) -> [WorkType: ServiceDistribution]
  {
    let variation = try arguments.value(CommandTable.serviceVariation)
    var result: [WorkType: ServiceDistribution] = [:]
    var variationUsed = false
    for (type, own) in zip(bank.defaults.types, bank.services) {
      let option = arguments[own] != nil ? own : CommandTable.service
      guard let word = arguments[option] else { continue }
      guard let (shape, phases, own) = ServiceShape.named(word) else {
        throw UsageError(
          .notAChoice(option: option.name, choices: ServiceShape.words, value: word),
          command: arguments.commandName)
      }
      guard let distribution = shape.distribution(phases: phases, variation: own ?? variation)
      else {
        throw UsageError(
          .notANumber(
            option: own == nil ? CommandTable.serviceVariation.name : option.name,
            range: UsageError.NumberRange(
              lower: ServiceDistribution.lognormalVariations.lowerBound, includesLower: true,
              upper: (ServiceShape.uniformMostVariation * 1000).rounded(.down) / 1000),
            value: own == nil ? arguments[CommandTable.serviceVariation] ?? "" : word),
          command: arguments.commandName)
      }
      variationUsed = variationUsed || (shape.takesVariation && own == nil)
      result[type] = distribution
    }
    if arguments[CommandTable.serviceVariation] != nil && !variationUsed {
      throw UsageError(
        .needsOption(
          option: CommandTable.serviceVariation.name, requires: CommandTable.service.name,
          value: ServiceShape.lognormal.rawValue),
        command: arguments.commandName)
    }
    return result
  }

  /// `--warmup`: `auto`, or seconds of model time.
  static func warmup(_ arguments: ParsedArguments) throws(UsageError) -> WarmupRule {
    let word = try arguments.value(CommandTable.warmup)
    if word == automaticWarmupWord { return .automatic }
    let isDecimal = word.allSatisfy { "0123456789.".contains($0) }
    guard isDecimal, let seconds = Double(word), seconds.isFinite, seconds <= modelTimeLimit
    else {
      throw UsageError(
        .notAChoice(
          option: CommandTable.warmup.name, choices: [automaticWarmupWord, "SECONDS"], value: word),
        command: arguments.commandName)
    }
    return .fixed(.seconds(seconds))
  }

  /// `--replications` and `--precision`: a fixed number, a precision
  /// target capped by `--replications` (or its cap by default), or nil for
  /// one run.
  static func replications(_ arguments: ParsedArguments) throws(UsageError) -> Replications? {
    let count = try arguments.value(CommandTable.replications)
    if let target = try arguments.givenValue(CommandTable.precision) {
      let cap =
        arguments[CommandTable.replications] != nil ? count : Replications.Precision.defaultCap
      return Replications(precision: Replications.Precision(relativeHalfWidth: target, cap: cap))
    }
    return count > 1 ? Replications(count: count) : nil
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
