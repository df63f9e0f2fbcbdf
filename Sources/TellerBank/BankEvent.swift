/// Something that happened in the bank, at an instant of model time.
public struct BankEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A customer joined the waiting line.
    case arrived(Customer)
    /// A clerk started serving a customer.
    case started(Customer, clerk: Int)
    /// A clerk finished serving a customer.
    case finished(Customer, clerk: Int)
    /// The last customer was served; the work timer stopped.
    case allServed(BankSummary)
    /// Everything was cancelled and the numbering restarted.
    case reset
  }

  /// When it happened.
  public var time: ModelTime
  /// What happened.
  public var kind: Kind

  /// Creates an event.
  public init(time: ModelTime, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}

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
