import TellerBank

/// What the bank's tables show, as the bank counts it: its clerks, each
/// work type's waits and the work time. Taken from a bank in O(c + k) for
/// c clerks and k work types, however many customers it holds.
public struct TableFigures: Hashable, Sendable {
  /// The bank's parameters: its work types and clerks.
  public var configuration: BankConfiguration
  /// Every clerk, in number order (``Bank/clerks``).
  public var clerks: [Bank.Clerk]
  /// Each work type's waits so far, in table order (``Bank/waits(_:)``).
  public var waits: [WaitTally]
  /// The work timer's reading, the whole a clerk's busy share is of.
  public var workTime: ModelTime

  /// Creates figures from their parts.
  public init(
    configuration: BankConfiguration, clerks: [Bank.Clerk], waits: [WaitTally],
    workTime: ModelTime
  ) {
    self.configuration = configuration
    self.clerks = clerks
    self.waits = waits
    self.workTime = workTime
  }

  /// The figures of a bank now.
  ///
  /// - Complexity: O(c + k) for c clerks and k work types.
  public init(bank: Bank) {
    self.init(configuration: bank.configuration, tallies: bank.tallies)
  }

  /// The figures of a bank's counts.
  public init(configuration: BankConfiguration, tallies: Bank.Tallies) {
    self.init(
      configuration: configuration, clerks: tallies.clerks, waits: tallies.waits,
      workTime: tallies.workTime)
  }

  /// The figures of a screen's state.
  public init(_ state: ScreenState) {
    self.init(
      configuration: state.configuration, clerks: state.clerks, waits: state.waits,
      workTime: state.workTime)
  }
}
