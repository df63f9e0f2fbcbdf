import TellerAccessibility
import TellerBank

/// The screen's sentences that take more than their message: the rotors'
/// names, and the welcome that names the help key.
extension Catalog {
  /// The name of the custom rotor of a work type: "Loan customers".
  public func rotorName(for type: WorkType) -> String { self[.rotorName(type)] }
  /// The name of the loan customers rotor.
  public var loanRotorName: String { rotorName(for: .loan) }
  /// The name of the deposit customers rotor.
  public var depositRotorName: String { rotorName(for: .deposit) }
  /// The welcome line when Teller reads keys, naming the help key in words.
  public var welcomeForKeys: String { self[.welcomeForKeys(helpKey: spokenKey(for: .help))] }
  /// The confirmation of a verbosity change: "Verbosity high".
  public func verbosityChanged(to verbosity: Verbosity) -> String {
    self[.verbosityChanged(verbosity)]
  }
}
