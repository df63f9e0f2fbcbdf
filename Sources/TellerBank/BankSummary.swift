/// The state of the bank when all customers have been served.
///
/// Each work type's count is the bank's (``Bank/served(_:)``); the summary
/// carries the totals an announcement says, so it stays a few words wide.
public struct BankSummary: Hashable, Sendable {
  /// Customers served since the last reset.
  public var customersServed: Int
  /// The work timer's reading.
  public var workTime: ModelTime

  /// Creates a summary.
  public init(customersServed: Int, workTime: ModelTime) {
    self.customersServed = customersServed
    self.workTime = workTime
  }
}
