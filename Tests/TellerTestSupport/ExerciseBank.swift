import TellerBank

extension BankConfiguration {
  /// The exercise's bank, its two work types' settings given as the tests
  /// write them: deposit and loan clerks and service times, and the share
  /// of loans; the rest as ``BankConfiguration/init(workTypes:batchSize:seed:)``.
  public static func exercise(
    depositClerks: Int = 2, loanClerks: Int = 1, depositTime: ModelTime = .milliseconds(700),
    loanTime: ModelTime = .milliseconds(1100), batchSize: Int = 10, loanShare: Double = 0.5,
    seed: UInt64 = 0
  ) -> BankConfiguration {
    var configuration = BankConfiguration(batchSize: batchSize, seed: seed)
    configuration[.deposit].clerks = depositClerks
    configuration[.deposit].serviceTime = depositTime
    configuration[.loan].clerks = loanClerks
    configuration[.loan].serviceTime = loanTime
    configuration[.loan].share = loanShare
    return configuration
  }
}
