/// The state of the bank when all customers have been served.
public struct BankSummary: Hashable, Sendable {
  /// Customers served since the last reset.
  public var customersServed: Int
  /// Deposit customers served since the last reset.
  public var depositCustomers: Int
  /// Loan customers served since the last reset.
  public var loanCustomers: Int
  /// The work timer's reading.
  public var workTime: ModelTime

  /// Creates a summary.
  public init(customersServed: Int, depositCustomers: Int, loanCustomers: Int, workTime: ModelTime)
  {
    self.customersServed = customersServed
    self.depositCustomers = depositCustomers
    self.loanCustomers = loanCustomers
    self.workTime = workTime
  }
}
