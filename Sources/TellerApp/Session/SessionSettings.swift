import TellerAccessibility
import TellerBank

/// What a session is set up with: language, verbosity, hints, the debounce
/// window, the bank's configuration and how input arrives.
public struct SessionSettings: Hashable, Sendable {
  /// The language of every sentence.
  public var language: Language
  /// How much is said.
  public var verbosity: Verbosity
  /// Whether descriptions include hints.
  public var hintsEnabled: Bool
  /// The least model time between two polite announcements.
  public var debounce: ModelTime
  /// The bank's parameters; `batchSize` is the customers per add.
  public var bank: BankConfiguration
  /// Whether input arrives as keys (a terminal) rather than lines.
  public var inputIsKeys: Bool

  /// Creates settings; the defaults are Teller's.
  public init(
    language: Language = .english, verbosity: Verbosity = .normal, hintsEnabled: Bool = true,
    debounce: ModelTime = .milliseconds(500), bank: BankConfiguration = BankConfiguration(),
    inputIsKeys: Bool = false
  ) {
    self.language = language
    self.verbosity = verbosity
    self.hintsEnabled = hintsEnabled
    self.debounce = debounce
    self.bank = bank
    self.inputIsKeys = inputIsKeys
  }
}
