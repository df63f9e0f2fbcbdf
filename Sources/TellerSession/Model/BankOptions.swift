import TellerArguments
import TellerBank
import TellerWording

/// Turns the bank's model options on a command line into a
/// ``BankConfiguration``, checking every value.
///
/// `teller`, `teller inspect` and `teller simulate` share it. It reads
/// `--seed`, `--deposit-clerks`, `--loan-clerks`, `--deposit-time`,
/// `--loan-time`, `--loan-share` and, where the command has it, `--batch`.
/// Every error is a ``UsageError`` that names the flag and its allowed
/// range, so the shell exits 64.
public enum BankOptions {
  /// Clerks allowed per work type. Zero is allowed only for a work type no
  /// customer comes for: deposit when `--loan-share` is 1, loan when it is 0.
  public static let clerkRange: ClosedRange<Int> = 0...1000
  /// Seconds allowed per service: greater than 0, at most an hour, and at
  /// least one nanosecond once rounded.
  public static let serviceTimeRange: ClosedRange<Double> = 0...3600
  /// The loan share's range.
  public static let loanShareRange: ClosedRange<Double> = 0...1
  /// Customers allowed per "Add customers".
  public static let batchRange: ClosedRange<Int> = 1...1000

  /// Reads and checks the model options; absent options keep the defaults.
  ///
  /// - Parameters:
  ///   - arguments: the parsed command line.
  ///   - defaults: the values of options not given.
  /// - Throws: a ``UsageError`` naming the flag at fault and its range.
  public static func configuration(
    from arguments: ParsedArguments, defaults: BankConfiguration = BankConfiguration()
  ) throws(UsageError) -> BankConfiguration {
    var configuration = defaults
    configuration.seed = try arguments.givenValue(SessionOptionTable.seed) ?? defaults.seed
    configuration.depositClerks =
      try arguments.givenValue(SessionOptionTable.depositClerks) ?? defaults.depositClerks
    configuration.loanClerks =
      try arguments.givenValue(SessionOptionTable.loanClerks) ?? defaults.loanClerks
    configuration.depositTime = try serviceTime(
      SessionOptionTable.depositTime, arguments, default: defaults.depositTime)
    configuration.loanTime = try serviceTime(
      SessionOptionTable.loanTime, arguments, default: defaults.loanTime)
    configuration.loanShare =
      try arguments.givenValue(SessionOptionTable.loanShare) ?? defaults.loanShare
    configuration.batchSize =
      try arguments.givenValue(SessionOptionTable.batch) ?? defaults.batchSize
    try checkClerks(configuration, arguments)
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

  /// Zero clerks are allowed only for a work type nobody comes for.
  private static func checkClerks(
    _ configuration: BankConfiguration, _ arguments: ParsedArguments
  ) throws(UsageError) {
    let upper = clerkRange.upperBound
    if configuration.depositClerks == 0 && configuration.loanShare < 1 {
      throw UsageError(
        BankUsageProblem.clerksNeeded(forLoans: false, upper: upper), command: arguments.commandName
      )
    }
    if configuration.loanClerks == 0 && configuration.loanShare > 0 {
      throw UsageError(
        BankUsageProblem.clerksNeeded(forLoans: true, upper: upper), command: arguments.commandName)
    }
  }
}
