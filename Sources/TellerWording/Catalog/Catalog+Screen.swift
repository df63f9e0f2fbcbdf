import TellerAccessibility
import TellerBank

/// The screen's sentence that takes more than its message: the welcome
/// that names the help key.
extension Catalog {
  /// The welcome line when Teller reads keys, naming the help key in words.
  public var welcomeForKeys: String { self[.welcomeForKeys(helpKey: spokenKey(for: .help))] }
}
