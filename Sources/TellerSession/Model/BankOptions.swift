import TellerArguments
import TellerBank
import TellerWording

/// Turns the bank's model options on a command line into a
/// ``BankConfiguration``, checking every value.
///
/// `teller`, `teller inspect` and `teller simulate` share it. It reads the
/// options of a ``BankOptionTable`` (`--seed` and each work type's clerks,
/// time and share) and, where the command has it, `--batch`. Every error
/// is a ``UsageError`` that names the flag and its allowed range, so the
/// shell exits 64.
public enum BankOptions {
  /// Clerks allowed per work type. Zero is allowed only for a work type no
  /// customer comes for: deposit when `--loan-share` is 1, loan when it is 0.
  public static let clerkRange: ClosedRange<Int> = 0...1000
  /// Seconds allowed per service: greater than 0, at most an hour, and at
  /// least one nanosecond once rounded.
  public static let serviceTimeRange: ClosedRange<Double> = 0...3600
  /// A work type's share's range.
  public static let shareRange: ClosedRange<Double> = 0...1
  /// Customers allowed per "Add customers".
  public static let batchRange: ClosedRange<Int> = 1...1000

  /// Reads and checks the model options; absent options keep the defaults.
  ///
  /// - Parameters:
  ///   - arguments: the parsed command line.
  ///   - table: the options, made from the bank's table of work types.
  ///   - defaults: the values of options not given; the table's own by
  ///     default.
  /// - Throws: a ``UsageError`` naming the flag at fault and its range.
  public static func configuration(
    from arguments: ParsedArguments, table: BankOptionTable = .standard,
    defaults: BankConfiguration? = nil
  ) throws(UsageError) -> BankConfiguration {
    let defaults = defaults ?? table.defaults
    var configuration = defaults
    configuration.seed = try arguments.givenValue(table.seed) ?? defaults.seed
    for type in defaults.types {
      let index = type.index
      configuration[type].clerks =
        try arguments.givenValue(table.clerks[index]) ?? defaults[type].clerks
    }
    for type in defaults.types {
      configuration[type].serviceTime = try serviceTime(
        table.serviceTimes[type.index], arguments, default: defaults[type].serviceTime)
    }
    for type in defaults.types {
      guard let option = table.shares[type.index] else { continue }
      configuration[type].share = try arguments.givenValue(option) ?? defaults[type].share
    }
    configuration.batchSize =
      try arguments.givenValue(SessionOptionTable.batch) ?? defaults.batchSize
    try checkShares(configuration, table, arguments)
    try checkClerks(configuration, table, arguments)
    return configuration
  }

  /// A service time in seconds, as a ``ModelTime`` of at least 1 ns.
  private static func serviceTime(
    _ option: Option<Double>, _ arguments: ParsedArguments, default defaultValue: ModelTime
  ) throws(UsageError) -> ModelTime {
    guard let seconds = try arguments.givenValue(option) else { return defaultValue }
    let time = ModelTime.seconds(seconds)
    guard time.nanoseconds >= 1 else {
      throw UsageError(
        BankUsageProblem.serviceTimeTooShort(
          option: option.name, upperSeconds: Int(serviceTimeRange.upperBound),
          value: arguments[option] ?? ""),
        command: arguments.commandName)
    }
    return time
  }

  /// The shares the types set may not add up to more than 1, give or
  /// take the rounding of a sum. With one share option, its range already
  /// holds it.
  private static func checkShares(
    _ configuration: BankConfiguration, _ table: BankOptionTable, _ arguments: ParsedArguments
  ) throws(UsageError) {
    let total = configuration.setShares
    guard total > shareRange.upperBound + 1e-9 else { return }
    throw UsageError(
      BankUsageProblem.sharesOverOne(
        options: table.shares.compactMap { $0?.name }, total: plainNumber(total)),
      command: arguments.commandName)
  }

  /// Zero clerks are allowed only for a work type nobody comes for.
  private static func checkClerks(
    _ configuration: BankConfiguration, _ table: BankOptionTable, _ arguments: ParsedArguments
  ) throws(UsageError) {
    for type in configuration.types
    where configuration.clerks(for: type) == 0 && configuration.share(of: type) > 0 {
      throw UsageError(
        BankUsageProblem.clerksNeeded(
          type, option: table.clerks[type.index].name,
          unless: noCustomers(of: type, table), upper: clerkRange.upperBound),
        command: arguments.commandName)
    }
  }

  /// The share options that keep a type's customers away: its own at 0,
  /// or, for the type that takes what the others leave, theirs adding up
  /// to 1.
  private static func noCustomers(of type: WorkType, _ table: BankOptionTable)
    -> BankUsageProblem.NoCustomers
  {
    if let own = table.shares[type.index] { return .share(option: own.name, value: "0") }
    let others = table.shares.compactMap { $0?.name }
    return others.count == 1 ? .share(option: others[0], value: "1") : .sharesAddUpToOne(others)
  }
}
