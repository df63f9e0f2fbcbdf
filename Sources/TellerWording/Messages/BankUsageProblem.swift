import TellerArguments
import TellerBank

/// A command line whose bank options cannot run: the bank's own usage
/// problems, which the argument parser carries as
/// ``UsageError/Problem/program(_:)`` and ``Catalog`` words.
public enum BankUsageProblem: CommandLineProblem {
  /// The share options that keep a work type's customers away, as a
  /// mistake about its clerks names them.
  public enum NoCustomers: Hashable, Sendable {
    /// One share option at a value: `--loan-share 0` for loans,
    /// `--loan-share 1` for deposits.
    case share(option: String, value: String)
    /// Several share options adding up to 1, for the type that takes the
    /// customers the others leave.
    case sharesAddUpToOne([String])
  }

  /// A service time finer than a nanosecond, with the largest allowed.
  case serviceTimeTooShort(option: String, upperSeconds: Int, value: String)
  /// No clerks (`option`) for a work type customers come for, with what
  /// would keep them away and the most clerks allowed.
  case clerksNeeded(WorkType, option: String, unless: NoCustomers, upper: Int)
  /// Shares of work types that add up to more than 1, written.
  case sharesOverOne(options: [String], total: String)
  /// More customers than a batch run holds at once.
  case tooManyBatchCustomers(limit: Int, value: Int)
  /// A run that could pass the longest model time allowed, in seconds.
  case runTooLong(customers: Int, limitSeconds: Int64)

  /// The option whose value is at fault: `loan-clerks` for no loan clerks.
  public var option: String? {
    switch self {
    case .serviceTimeTooShort(let option, _, _): option
    case .clerksNeeded(_, let option, _, _): option
    case .sharesOverOne, .tooManyBatchCustomers, .runTooLong: nil
    }
  }
}
