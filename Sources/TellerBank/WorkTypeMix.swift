/// How a new customer's work type is drawn from a number in [0, 1): the
/// types with a share of their own in table order, each taking its share
/// of the interval, then the remaining type (``BankConfiguration/remainingType``)
/// taking what is left.
///
/// With the standard table a draw below the loan share is a loan, any
/// other a deposit. The bank and `teller console` draw through it, each
/// with its own generator, so the two draw alike.
public struct WorkTypeMix: Hashable, Sendable {
  /// A type with a share, and the end of its part of the interval.
  private struct Part: Hashable, Sendable {
    var end: Double
    var type: WorkType
  }

  private let parts: [Part]
  private let remaining: WorkType

  /// The mix of a configuration's table.
  public init(_ configuration: BankConfiguration) {
    var end = 0.0
    var parts: [Part] = []
    for type in configuration.types {
      guard let share = configuration[type].share else { continue }
      end += share
      parts.append(Part(end: end, type: type))
    }
    self.parts = parts
    self.remaining = configuration.remainingType
  }

  /// The work type of a draw in [0, 1).
  ///
  /// - Complexity: O(k) for k types with a share of their own.
  @inline(__always)
  public func type(at unit: Double) -> WorkType {
    for part in parts where unit < part.end { return part.type }
    return remaining
  }
}
