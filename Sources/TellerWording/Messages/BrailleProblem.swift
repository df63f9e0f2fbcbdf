/// Where BRLTTY is, as a message names it.
public enum BrailleHost: Hashable, Sendable {
  /// This machine, BrlAPI's default.
  case thisMachine
  /// A local socket on this machine, such as `:0`.
  case localSocket(String)
  /// Another host, as `BRLAPI_HOST` names it.
  case named(String)
}

/// Why braille cannot be shown, with what the edge found as data.
public enum BrailleProblem: Hashable, Sendable {
  /// BrlAPI's library is not there.
  case libraryMissing(path: String)
  /// The library lacks a function Teller calls.
  case symbolMissing(String, path: String)
  /// The connection is closed.
  case closed
  /// The connection was lost, with BrlAPI's reason; nil when BRLTTY
  /// stopped reading.
  case lost(BrailleHost, reason: String?)
  /// No thread could be started to connect.
  case noThread
  /// No BRLTTY answered, with BrlAPI's reason.
  case noBRLTTY(BrailleHost, reason: String)
  /// BRLTTY accepted the connection but did not answer in time.
  case noAnswer(BrailleHost, seconds: Int)
  /// BRLTTY did not give its display size.
  case noDisplaySize(BrailleHost, reason: String)
  /// BRLTTY has no braille display.
  case noDisplay(BrailleHost)
  /// BRLTTY would not give Teller the display.
  case displayRefused(BrailleHost, reason: String)
}

extension BrailleProblem {
  /// The command that installs BrlAPI on Debian and Ubuntu.
  public static let installCommand = "sudo apt-get install libbrlapi0.8"
}
