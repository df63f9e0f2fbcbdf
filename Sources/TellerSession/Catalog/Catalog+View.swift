import TellerText

/// The views' messages under the names call sites use; each is
/// ``ViewMessage``'s case of the same name.
extension Catalog {
  /// A message of the views, in the catalog's language.
  public subscript(_ message: ViewMessage) -> String { wording.text(message) }

  /// The welcome line in the full-screen view: "Teller. Question mark for
  /// help, m for screen reader mode."
  public var welcomeForFullScreen: String {
    self[
      .welcomeForFullScreen(helpKey: spokenKey(for: .help), viewKey: spokenKey(for: .switchView))]
  }
  /// What switching to a view says: "Full screen view".
  public func viewName(_ view: TerminalView) -> String { self[.viewName(view)] }
  /// What turning the screen curtain on or off says.
  public func screenCurtain(on: Bool) -> String { self[.screenCurtain(on: on)] }
  /// The one notice for a paste, which is never run as keys.
  public var pasteIgnored: String { self[.pasteIgnored] }
  /// A key that does not work while the help is open: "Not while the help
  /// is open; Escape closes it".
  public var helpIsOpen: String {
    self[.helpIsOpen(closeKeys: keysText(KeyBindings.standard.keys(for: .closeHelp)))]
  }
  /// `m` where there is no full-screen view to switch to.
  public var fullScreenUnavailable: String { self[.fullScreenUnavailable] }
  /// `m` where the full-screen view is not offered, with the real reason;
  /// a setting named passes through `visibleQuote(_:)`.
  public func viewSwitchRefused(_ reason: ViewSwitchRefusal) -> String {
    guard case .linearKept(let setting) = reason else { return self[.viewSwitchRefused(reason)] }
    return self[.viewSwitchRefused(.linearKept(by: visibleQuote(setting)))]
  }
  /// Why `auto` chose linear output at a terminal, and which key changes it.
  public func screenReaderKeepsLinear(_ reader: ScreenReader) -> String {
    let key = keysText(KeyBindings.standard.keys(for: .switchView))
    return self[.screenReaderKeepsLinear(reader: reader.displayName, viewKey: key)]
  }
  /// The line that says `--ui tui` cannot be honoured.
  public var fullScreenNeedsTerminal: String { self[.fullScreenNeedsTerminal] }
  /// Said once at the start when keys drive a session on the virtual clock.
  public var virtualClockWithKeys: String { self[.virtualClockWithKeys] }
  /// Said once on standard error when the locale is not UTF-8.
  public func writesUTF8(locale: String) -> String {
    self[.writesUTF8(locale: visibleQuote(locale))]
  }
  /// The rotor's setting in the status line: "Rotor: Headings".
  public func statusRotor(_ name: String) -> String { self[.statusRotor(name)] }
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
  /// How many rows a list hides above or below its box: "12 more".
  public func hiddenRows(_ count: Int) -> String { self[.hiddenRows(count)] }
  /// A terminal too small for the full screen: "The terminal is 30×8;
  /// Teller needs at least 40×12."
  public func terminalTooSmall(needed: String, actual: String) -> String {
    self[.terminalTooSmall(needed: needed, actual: actual)]
  }
}
