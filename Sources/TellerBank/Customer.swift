/// A customer: a number, the work they came for and when they arrived.
public struct Customer: Hashable, Sendable {
  /// The customer's number, from 1; it restarts after a reset.
  public var number: Int
  /// The work the customer came for.
  public var workType: WorkType
  /// When the customer arrived.
  public var arrival: ModelTime

  /// Creates a customer.
  public init(number: Int, workType: WorkType, arrival: ModelTime) {
    self.number = number
    self.workType = workType
    self.arrival = arrival
  }
}
