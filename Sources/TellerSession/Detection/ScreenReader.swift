/// A screen reader that reads the terminal Teller runs in, as detection
/// finds it.
///
/// Each has the program name its process goes by (``programName``, the
/// name of the file it runs from) and the name users know it by
/// (``displayName``), which the start-up notice says.
public enum ScreenReader: String, Hashable, Sendable, CaseIterable {
  /// Orca, the GNOME screen reader, reading a graphical terminal through
  /// AT-SPI.
  case orca
  /// Fenrir, the console screen reader (also in a PTY of its own).
  case fenrir
  /// BRLTTY, which reads the console or a graphical terminal in braille,
  /// and may speak it.
  case brltty
  /// Speakup, the screen reader inside the Linux kernel.
  case speakup
  /// tdsr, a screen reader that runs the shell in a PTY of its own.
  case tdsr
  /// Yasr, another screen reader that runs the shell in a PTY of its own.
  case yasr

  /// The name of the program file it runs from, and its process name:
  /// `orca`, `fenrir`, `brltty`; nil for Speakup, which is no process.
  public var programName: String? {
    self == .speakup ? nil : rawValue
  }

  /// The name users know it by: Orca, Fenrir, BRLTTY, Speakup, tdsr, Yasr.
  public var displayName: String {
    switch self {
    case .orca: "Orca"
    case .fenrir: "Fenrir"
    case .brltty: "BRLTTY"
    case .speakup: "Speakup"
    case .tdsr: "tdsr"
    case .yasr: "Yasr"
    }
  }

  /// The screen reader whose program has this name, if any.
  public init?(programName: String) {
    guard let reader = ScreenReader(rawValue: programName), reader != .speakup else { return nil }
    self = reader
  }
}
