/// The bank's parameters: clerks and service time per work type, customers
/// per add, the loan share and the random seed.
public struct BankConfiguration: Hashable, Sendable {
  /// The number of deposit clerks.
  public var depositClerks: Int
  /// The number of loan clerks.
  public var loanClerks: Int
  /// How long one deposit takes.
  public var depositTime: ModelTime
  /// How long one loan takes.
  public var loanTime: ModelTime
  /// The customers one "Add customers" adds.
  public var batchSize: Int
  /// The probability, 0 to 1, that a new customer comes for a loan.
  public var loanShare: Double
  /// The seed of the work-type generator, from which the service times'
  /// generators are derived too.
  public var seed: UInt64
  /// The shape of each work type's service times; a work type not listed
  /// is deterministic, as in the exercise.
  public var serviceDistributions: [WorkType: ServiceDistribution] = [:]

  /// Creates a configuration; the defaults are the exercise's.
  public init(
    depositClerks: Int = 2, loanClerks: Int = 1,
    depositTime: ModelTime = .milliseconds(700), loanTime: ModelTime = .milliseconds(1100),
    batchSize: Int = 10, loanShare: Double = 0.5, seed: UInt64 = 0
  ) {
    self.depositClerks = depositClerks
    self.loanClerks = loanClerks
    self.depositTime = depositTime
    self.loanTime = loanTime
    self.batchSize = batchSize
    self.loanShare = loanShare
    self.seed = seed
  }

  /// The number of clerks for a work type.
  public func clerks(for type: WorkType) -> Int {
    type == .deposit ? depositClerks : loanClerks
  }

  /// The service time of a work type.
  public func serviceTime(for type: WorkType) -> ModelTime {
    type == .deposit ? depositTime : loanTime
  }

  /// The shape of a work type's service times.
  public func serviceDistribution(for type: WorkType) -> ServiceDistribution {
    serviceDistributions[type] ?? .deterministic
  }

  /// The seed of a work type's service-time generator, derived from
  /// ``seed``, so a seed fixes every time drawn.
  public func serviceSeed(for type: WorkType) -> UInt64 {
    SplitMix64.seed(seed ^ 0xA076_1D64_78BD_642F, stream: UInt64(type.rawValue))
  }

  /// The number of the first clerk of a work type. Deposit clerks come
  /// first, so with the defaults deposit clerks are 1 and 2, the loan clerk 3.
  public func firstClerk(for type: WorkType) -> Int {
    type == .deposit ? 1 : depositClerks + 1
  }
}
