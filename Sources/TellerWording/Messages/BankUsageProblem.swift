import TellerArguments

/// A command line whose bank options cannot run: the bank's own usage
/// problems, which the argument parser carries as
/// ``UsageError/Problem/program(_:)`` and ``Catalog`` words.
public enum BankUsageProblem: CommandLineProblem {
  /// A service time finer than a nanosecond, with the largest allowed.
  case serviceTimeTooShort(option: String, upperSeconds: Int, value: String)
  /// No clerks for a work type customers come for: loans, or deposits,
  /// with the most clerks allowed.
  case clerksNeeded(forLoans: Bool, upper: Int)
  /// More customers than a batch run holds at once.
  case tooManyBatchCustomers(limit: Int, value: Int)
  /// A run that could pass the longest model time allowed, in seconds.
  case runTooLong(customers: Int, limitSeconds: Int64)

  /// The option whose value is at fault: `loan-clerks` for no loan clerks.
  public var option: String? {
    switch self {
    case .serviceTimeTooShort(let option, _, _): option
    case .clerksNeeded(let forLoans, _): forLoans ? "loan-clerks" : "deposit-clerks"
    case .tooManyBatchCustomers, .runTooLong: nil
    }
  }
}
