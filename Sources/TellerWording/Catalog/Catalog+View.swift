import TellerInput
import TellerText

/// The views' sentences that take more than their message: names of keys,
/// quoted settings and the hint's actions.
extension Catalog {
  /// The welcome line in the full-screen view: "Teller. Question mark for
  /// help, m for screen reader mode."
  public var welcomeForFullScreen: String {
    self[
      .welcomeForFullScreen(helpKey: spokenKey(for: .help), viewKey: spokenKey(for: .switchView))]
  }
  /// A key that does not work while the help is open: "Not while the help
  /// is open; Escape closes it".
  public var helpIsOpen: String {
    self[.helpIsOpen(closeKeys: keysText(KeyBindings.standard.keys(for: .closeHelp)))]
  }
  /// `m` where the full-screen view is not offered, with the real reason;
  /// a setting named passes through `visibleQuote(_:)`.
  public func viewSwitchRefused(_ reason: ViewSwitchRefusal) -> String {
    guard case .linearKept(let setting) = reason else { return self[.viewSwitchRefused(reason)] }
    return self[.viewSwitchRefused(.linearKept(by: visibleQuote(setting)))]
  }
  /// The settings that start Teller without what detection chose, as a
  /// line after its notice; each passes through `visibleQuote(_:)`.
  public func detectionOverrides(_ settings: [String]) -> String {
    self[.detectionOverrides(settings.map { visibleQuote($0) })]
  }
  /// Said once on standard error when the locale is not UTF-8.
  public func writesUTF8(locale: String) -> String {
    self[.writesUTF8(locale: visibleQuote(locale))]
  }
  /// What a key does, in the hint at the bottom of the full screen: "help",
  /// "screen-reader mode", "quit"; nil for a command the hint leaves out.
  public func hintAction(_ command: SessionCommand) -> String? {
    switch command {
    case .help: self[.hint(.help)]
    case .switchView: self[.hint(.switchView)]
    case .quit: self[.hint(.quit)]
    default: nil
    }
  }
}
