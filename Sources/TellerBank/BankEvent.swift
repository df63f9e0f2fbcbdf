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
