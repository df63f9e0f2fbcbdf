/// One of the terminal's 16 ANSI colours.
///
/// Only these colours are used, so the user's terminal theme decides what
/// they look like: a high-contrast theme stays high-contrast.
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
  /// Black (colour 0).
  case black
  /// Red (colour 1).
  case red
  /// Green (colour 2).
  case green
  /// Yellow (colour 3).
  case yellow
  /// Blue (colour 4).
  case blue
  /// Magenta, which themes show as purple (colour 5).
  case magenta
  /// Cyan (colour 6).
  case cyan
  /// White (colour 7).
  case white
  /// Bright black, often grey (colour 8).
  case brightBlack
  /// Bright red (colour 9).
  case brightRed
  /// Bright green (colour 10).
  case brightGreen
  /// Bright yellow (colour 11).
  case brightYellow
  /// Bright blue (colour 12).
  case brightBlue
  /// Bright magenta (colour 13).
  case brightMagenta
  /// Bright cyan (colour 14).
  case brightCyan
  /// Bright white (colour 15).
  case brightWhite

  /// The SGR parameter that sets this colour as the foreground (30–37, 90–97).
  public var foregroundParameter: Int {
    rawValue < 8 ? 30 + Int(rawValue) : 90 + Int(rawValue) - 8
  }

  /// The SGR parameter that sets this colour as the background (40–47, 100–107).
  public var backgroundParameter: Int { foregroundParameter + 10 }
}
