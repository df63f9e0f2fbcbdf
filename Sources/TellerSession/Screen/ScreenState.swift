import TellerAccessibility
import TellerBank

/// Everything the bank screen shows, as plain values: a snapshot of the bank
/// plus the app's own settings.
public struct ScreenState: Hashable, Sendable {
  /// Customers waiting, in arrival order.
  public var waiting: [Customer]
  /// Customers at a clerk, in the order their service started.
  public var processing: [Bank.Service]
  /// The work timer's reading.
  public var workTime: ModelTime
  /// Whether the work timer is running.
  public var isTimerRunning: Bool
  /// The customers one add brings, named by the add button.
  public var batchSize: Int
  /// Whether the help is open over the bank.
  public var showingHelp: Bool
  /// The language of every label.
  public var language: Language
  /// The customers numbered before the bank's last reset: a customer's
  /// serial number, its identity on the screen, is this plus its number
  /// (``Bank/serial(of:)``).
  public var customersBeforeReset: Int
  /// The bank's parameters: its work types have the help's lines about
  /// their rotors.
  public var configuration: BankConfiguration
  /// Every clerk, as the bank counts them (``Bank/clerks``).
  public var clerks: [Bank.Clerk]
  /// Each work type's waits so far, in table order (``Bank/waits(_:)``).
  public var waits: [WaitTally]

  /// Creates a state from its parts.
  public init(
    waiting: [Customer] = [], processing: [Bank.Service] = [], workTime: ModelTime = .zero,
    isTimerRunning: Bool = false, batchSize: Int = 10, showingHelp: Bool = false,
    language: Language = .english, customersBeforeReset: Int = 0,
    configuration: BankConfiguration = BankConfiguration(), clerks: [Bank.Clerk]? = nil,
    waits: [WaitTally]? = nil
  ) {
    self.waiting = waiting
    self.processing = processing
    self.workTime = workTime
    self.isTimerRunning = isTimerRunning
    self.batchSize = batchSize
    self.showingHelp = showingHelp
    self.language = language
    self.customersBeforeReset = customersBeforeReset
    self.configuration = configuration
    self.clerks = clerks ?? Bank(configuration: configuration).clerks
    self.waits = waits ?? configuration.types.map { _ in WaitTally() }
  }

  /// Takes a snapshot of a bank. The batch size defaults to the bank's.
  ///
  /// - Complexity: O(w + p log p) for w waiting and p processing customers.
  public init(
    bank: Bank, batchSize: Int? = nil, showingHelp: Bool = false, language: Language = .english
  ) {
    self.init(
      waiting: bank.waiting, processing: bank.processing, workTime: bank.workTime,
      isTimerRunning: bank.timer.isRunning,
      batchSize: batchSize ?? bank.configuration.batchSize, showingHelp: showingHelp,
      language: language, customersBeforeReset: bank.customersBeforeReset,
      configuration: bank.configuration, clerks: bank.clerks,
      waits: bank.configuration.types.map(bank.waits))
  }
}
