/// The bank's parameters: its table of work types (clerks, service time
/// and share per type), customers per add and the random seed.
public struct BankConfiguration: Hashable, Sendable {
  /// The work types, one row per type in table order: a ``WorkType`` is
  /// its row's index. Clerks are numbered through the rows in this order.
  /// Exactly one row has no share of its own: it takes the customers the
  /// others leave.
  public var workTypes: [WorkTypeSettings]
  /// The customers one "Add customers" adds.
  public var batchSize: Int
  /// The seed of the work-type generator.
  public var seed: UInt64

  /// The most work types a bank has: the statistics count each type's
  /// customers inline, and the screen tags each type's with a bit of its
  /// own.
  public static let mostWorkTypes = 8

  /// Creates a configuration; the defaults are the exercise's.
  public init(
    workTypes: [WorkTypeSettings] = WorkTypeSettings.standard, batchSize: Int = 10,
    seed: UInt64 = 0
  ) {
    precondition(workTypes.count <= Self.mostWorkTypes, "at most 8 work types")
    self.workTypes = workTypes
    self.batchSize = batchSize
    self.seed = seed
  }

  /// Every work type, in table order.
  public var types: [WorkType] { workTypes.indices.map(WorkType.init(index:)) }

  /// A work type's row.
  public subscript(type: WorkType) -> WorkTypeSettings {
    get { workTypes[type.index] }
    set { workTypes[type.index] = newValue }
  }

  /// Adds a row to the table and returns its work type.
  public mutating func addWorkType(_ settings: WorkTypeSettings) -> WorkType {
    precondition(workTypes.count < Self.mostWorkTypes, "at most 8 work types")
    workTypes.append(settings)
    return WorkType(index: workTypes.count - 1)
  }

  /// Every clerk of the bank, over all its work types.
  public var totalClerks: Int { workTypes.reduce(0) { $0 + $1.clerks } }

  /// The number of clerks for a work type.
  public func clerks(for type: WorkType) -> Int { self[type].clerks }

  /// The service time of a work type.
  public func serviceTime(for type: WorkType) -> ModelTime { self[type].serviceTime }

  /// The number of the first clerk of a work type: clerks are numbered
  /// through the table, so with the defaults deposit clerks are 1 and 2,
  /// the loan clerk 3.
  public func firstClerk(for type: WorkType) -> Int {
    workTypes[..<type.index].reduce(1) { $0 + $1.clerks }
  }

  /// The type without a share of its own, which takes every customer the
  /// others leave: deposits in the standard table.
  public var remainingType: WorkType {
    let open = types.filter { self[$0].share == nil }
    precondition(open.count == 1, "exactly one work type takes the customers the others leave")
    return open[0]
  }

  /// The sum of the shares the types set themselves, in table order.
  public var setShares: Double {
    workTypes.reduce(0.0) { $0 + ($1.share ?? 0) }
  }

  /// The probability, 0 to 1, that a new customer comes for a work type:
  /// its own share, or for the remaining type what the others leave.
  public func share(of type: WorkType) -> Double {
    self[type].share ?? 1 - setShares
  }
}
