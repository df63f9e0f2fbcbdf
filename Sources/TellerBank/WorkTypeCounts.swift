/// A count per work type, by the type's index: the statistics add to one
/// on every finish, so a type reaches its count without a branch or a
/// lookup. It holds ``BankConfiguration/mostWorkTypes`` types.
///
/// The counts are an array: an `InlineArray` here was miscompiled in debug
/// builds (Swift 6.3.1), where the batch means read after it came out
/// wrong.
struct WorkTypeCounts: Hashable, Sendable {
  private var counts = [Int](repeating: 0, count: BankConfiguration.mostWorkTypes)

  /// The count of a type.
  subscript(type: WorkType) -> Int {
    get { counts[type.index] }
    set { counts[type.index] = newValue }
  }

  /// Every type's count together.
  var total: Int { counts.reduce(0, +) }
}
