/// How a new customer's work type is drawn from a number in [0, 1): the
/// types with a share of their own in table order, each taking its share
/// of the interval, then the remaining type (``BankConfiguration/remainingType``)
/// taking what is left.
///
/// With the standard table a draw below the loan share is a loan, any
/// other a deposit. The bank and `teller console` draw through it, each
/// with its own generator, so the two draw alike.
public struct WorkTypeMix: Hashable, Sendable {
  /// The ends of the parts of the interval that the types with a share of
  /// their own take, in table order: increasing.
  private let ends: [Double]
  /// The same ends in units of 2⁻⁵³, rounded up: a draw's 53 bits are
  /// below one exactly when the draw as a number in [0, 1) is below its end.
  private let thresholds: [UInt64]
  /// The type of each part, then the remaining type: one more than `ends`.
  private let types: [WorkType]

  /// The mix of a configuration's table.
  public init(_ configuration: BankConfiguration) {
    var end = 0.0
    var ends: [Double] = []
    var types: [WorkType] = []
    for type in configuration.types {
      guard let share = configuration[type].share else { continue }
      end += share
      ends.append(end)
      types.append(type)
    }
    types.append(configuration.remainingType)
    self.ends = ends
    // Ends at or above 1 cover every draw: 2⁵³ is above every 53-bit value.
    self.thresholds = ends.map { UInt64((min(max($0, 0), 1) * 0x1p53).rounded(.up)) }
    self.types = types
  }

  /// The work type of a draw in [0, 1).
  ///
  /// - Complexity: O(k) for k types with a share of their own.
  public func type(at unit: Double) -> WorkType {
    var part = 0
    for end in ends where unit >= end { part += 1 }
    return types[part]
  }

  /// The work type of a generator's 64 random bits: the same type as
  /// ``type(at:)`` gives for ``SplitMix64/nextUnit()`` of those bits.
  ///
  /// The draw's part is the number of thresholds at or below its top 53
  /// bits, each counted by a subtraction's borrow rather than a branch:
  /// work types come in no order a processor could guess, and a branch
  /// on each mispredicted about every other customer.
  ///
  /// - Complexity: O(k) for k types with a share of their own.
  @inline(__always)
  public func type(ofDraw bits: UInt64) -> WorkType {
    let value = bits >> 11
    var part = 0
    // value − threshold borrows, setting bit 63, exactly when value is
    // below the threshold; both are below 2⁶³.
    for threshold in thresholds { part &+= 1 &- Int((value &- threshold) >> 63) }
    return types[part]
  }
}
