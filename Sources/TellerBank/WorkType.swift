/// A kind of business a customer comes to do: its place in the bank's
/// table of work types (``BankConfiguration/workTypes``).
///
/// A work type is its index and nothing more, so a customer carries it in
/// one word and the bank reaches a type's lane, count or clerks by
/// indexing an array. Everything else about a type is in its row of the
/// table (``WorkTypeSettings``: its name, clerks, service time, share),
/// and each layer looks up what it adds (words, tags, colours, sounds) by
/// the type. The seed types are the first two rows of the standard table;
/// a bank with more types adds rows after them.
public struct WorkType: Hashable, Sendable, Comparable {
  /// The type's place in the table, from 0.
  public let index: Int

  /// The type at a place in the table.
  public init(index: Int) { self.index = index }

  /// Deposit work (예금): the standard table's first row, 0.7 s by default.
  public static let deposit = WorkType(index: 0)
  /// Loan work (대출): the standard table's second row, 1.1 s by default.
  public static let loan = WorkType(index: 1)

  /// Table order.
  public static func < (lhs: WorkType, rhs: WorkType) -> Bool { lhs.index < rhs.index }
}
