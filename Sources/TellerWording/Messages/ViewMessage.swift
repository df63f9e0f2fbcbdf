import TellerAccessibility
import TellerInput

/// The words of the views and of switching between them: the full
/// screen's welcome, the view names, the screen curtain, the start-up
/// notices, and the full screen's own lines (the rotor in the status line,
/// the message area's title, the hint, the scroll counts and the too-small
/// message).
///
/// Lines meant to be heard write "screen reader mode" and "full screen
/// view" without a hyphen, which Fenrir reads as "dash"; start-up lines
/// have no colon or semicolon, which Orca reads out.
public enum ViewMessage: Hashable, Sendable {
  /// The welcome line in the full-screen view, naming the help key and the
  /// key that switches to screen-reader mode, in words.
  case welcomeForFullScreen(helpKey: String, viewKey: String)
  /// What switching to a view says: "Full screen view".
  case viewName(TerminalView)
  /// What turning the screen curtain on or off says.
  case screenCurtain(on: Bool)
  /// The one notice for a paste, which is never run as keys.
  case pasteIgnored
  /// A key that does not work while the help is open, naming the keys that
  /// close it.
  case helpIsOpen(closeKeys: String)
  /// `m` where there is no full-screen view to switch to.
  case fullScreenUnavailable
  /// `m` where the full-screen view is not offered, with the real reason.
  case viewSwitchRefused(ViewSwitchRefusal)
  /// The one line that says why `auto` chose linear output at a terminal,
  /// and which key changes it; it fits 72 columns after "teller: ".
  case screenReaderKeepsLinear(reader: String, viewKey: String)
  /// The one line that says why the full screen asked for changes only on
  /// bank events and keys; it fits 72 columns after "teller: ".
  case screenReaderReducesMotion(reader: String)
  /// The line after a screen reader's notice: the settings, as typed, that
  /// start Teller without what detection chose; it fits 72 columns after
  /// "teller: ".
  case detectionOverrides([String])
  /// The line that says `--ui tui` cannot be honoured.
  case fullScreenNeedsTerminal
  /// Said once at the start when keys drive a session on the virtual clock.
  case virtualClockWithKeys
  /// Said once on standard error when the locale's character set is not
  /// UTF-8, with the locale made visible.
  case writesUTF8(locale: String)
  /// The rotor's setting in the status line: "Rotor: Headings".
  case statusRotor(String)
  /// The title of the full screen's message area, which keeps the answer
  /// to the last key: "Message".
  case messageTitle
  /// What a key does, in the hint at the bottom of the full screen.
  case hint(ScreenHint)
  /// How many rows a list hides above or below its box: "12 more".
  case hiddenRows(Int)
  /// A terminal too small for the full screen, with sizes such as "40×12".
  case terminalTooSmall(needed: String, actual: String)
}

/// A command the full screen's bottom line names, with its key.
public enum ScreenHint: Hashable, Sendable, CaseIterable {
  /// Opens the help.
  case help
  /// Switches to screen-reader mode.
  case switchView
  /// Quits.
  case quit
}
