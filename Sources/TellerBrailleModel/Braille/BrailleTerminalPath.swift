/// Which terminal Teller claims on the braille display: the path in
/// BRLTTY's tree of terminals that `brlapi_enterTtyModeWithPath` takes.
///
/// BrlAPI puts `WINDOWPATH` (or, under X or Wayland, `XDG_VTNR`) in front
/// of the path itself; Teller adds the terminal it runs in, found the way
/// `brlapi_enterTtyMode` finds its default (BRLTTY 6.5's
/// `getControllingTty`): the X window in `WINDOWID`, the virtual console
/// in `CONTROLVT`, in `XDG_VTNR` outside a graphical session, or the
/// console Teller's controlling terminal is. In a terminal with none of
/// these, such as a pseudo-terminal over SSH or in tmux, the path is
/// empty: Teller claims the root, where BRLTTY shows it whatever has focus.
public enum BrailleTerminalPath {
  /// The Linux major device number of the virtual consoles (`TTY_MAJOR`).
  static let consoleMajor = 4
  /// The highest virtual console number (`MAX_NR_CONSOLES`).
  static let lastConsole = 63

  /// The path for an environment and a controlling terminal.
  ///
  /// - Parameters:
  ///   - environment: looks up an environment variable.
  ///   - controllingTerminal: the controlling terminal's device number, as
  ///     `/proc/self/stat` gives it (see ``controllingTerminal(fromStat:)``),
  ///     or nil when it is not known.
  public static func path(
    environment: (String) -> String?, controllingTerminal: Int? = nil
  ) -> [Int32] {
    if let window = leadingNumber(environment("WINDOWID")) { return [window] }
    if let console = leadingNumber(environment("CONTROLVT")) { return [console] }
    if environment("DISPLAY") == nil && environment("WAYLAND_DISPLAY") == nil,
      let console = leadingNumber(environment("XDG_VTNR"))
    {
      return [console]
    }
    if let device = controllingTerminal {
      let major = (device >> 8) & 0xFFF
      let minor = (device & 0xFF) | ((device >> 12) & 0xFFF00)
      if major == consoleMajor && (1...lastConsole).contains(minor) { return [Int32(minor)] }
    }
    return []
  }

  /// The controlling terminal's device number (`tty_nr`, the seventh
  /// field) from the text of `/proc/self/stat`, or nil when the text does
  /// not have it.
  ///
  /// The process name in the second field is in parentheses and may hold
  /// spaces and parentheses itself, so the fields are counted from the
  /// last `)`.
  public static func controllingTerminal(fromStat stat: String) -> Int? {
    guard let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(whereSeparator: \.isWhitespace)
    // After the name: state, ppid, pgrp, session, tty_nr.
    guard fields.count >= 5 else { return nil }
    return Int(fields[4])
  }

  /// The number a text starts with, as C's `sscanf("%u")` reads it:
  /// leading white space skipped, then digits; nil without digits or for a
  /// number too large for a terminal number.
  static func leadingNumber(_ text: String?) -> Int32? {
    guard let text else { return nil }
    let digits = text.drop(while: \.isWhitespace).prefix(while: \.isASCII).prefix(
      while: \.isNumber)
    return Int32(digits)
  }
}
