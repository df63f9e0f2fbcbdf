extension EnglishWording {
  /// The English words of the views and of switching between them.
  public func text(_ message: ViewMessage) -> String {
    switch message {
    case .welcomeForFullScreen(let help, let view):
      "Teller. \(help.prefix(1).uppercased() + help.dropFirst()) for help, \(view) for screen"
        + " reader mode."
    case .viewName(.fullScreen): "Full screen view"
    case .viewName(.linear): "Screen reader mode, linear"
    case .screenCurtain(true): "Screen curtain on"
    case .screenCurtain(false): "Screen curtain off"
    case .pasteIgnored: "Pasted text ignored"
    case .helpIsOpen(let escape): "Not while the help is open; \(escape) closes it"
    case .fullScreenUnavailable: "The full screen view needs a terminal"
    case .viewSwitchRefused(.linearKept(let setting)):
      "Linear mode stays, as \(setting) asks; start with --ui tui for the full screen view"
    case .viewSwitchRefused(.jsonOutput): "JSON output has no full screen view"
    case .viewSwitchRefused(.dumbTerminal): "TERM is dumb, so the full screen view cannot be drawn"
    case .viewSwitchRefused(.notATerminal): text(.fullScreenUnavailable)
    case .screenReaderKeepsLinear(let name, let key):
      "\(name) is running. Screen reader mode, \(key) for the full screen."
    case .fullScreenNeedsTerminal:
      "the full screen view needs a terminal on standard input and output, and TERM other"
        + " than dumb; using linear output."
    case .virtualClockWithKeys: "Virtual clock. Time moves only on the wait line command"
    case .writesUTF8(let locale):
      "the locale \(locale) is not UTF-8; Teller writes UTF-8, so some characters may "
        + "show wrongly. Choose a UTF-8 locale, such as LANG=C.UTF-8."
    case .statusRotor(let name): "Rotor: " + name
    case .hint(.help): "help"
    case .hint(.switchView): "screen-reader mode"
    case .hint(.quit): "quit"
    case .hiddenRows(let count): "\(count) more"
    case .terminalTooSmall(let needed, let actual):
      "The terminal is \(actual); Teller needs at least \(needed)."
    }
  }
}
