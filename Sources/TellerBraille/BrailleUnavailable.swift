import TellerArguments

/// Why braille cannot be shown, as one line for the user.
public struct BrailleUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason, in one line, with what to do about it where there is something.
  public var reason: String

  /// Creates a reason.
  public init(_ reason: String) { self.reason = reason }

  /// The line printed on standard error: `teller: braille is off: <reason>`.
  public var message: String { "teller: braille is off: \(reason)\n" }

  /// The reason.
  public var description: String { reason }

  /// The command that installs BrlAPI on Debian and Ubuntu.
  public static let installCommand = "sudo apt-get install libbrlapi0.8"

  /// The library could not be opened.
  public static func libraryMissing(_ path: String) -> BrailleUnavailable {
    BrailleUnavailable(
      "\(visibleText(path)) not found; install BRLTTY's client library (\(installCommand)).")
  }

  /// The library was opened but lacks a function Teller calls: it is not
  /// BrlAPI 0.8.
  static func symbolMissing(_ name: String, in path: String) -> BrailleUnavailable {
    BrailleUnavailable(
      "\(visibleText(path)) has no \(name); install libbrlapi0.8 (\(installCommand)).")
  }
}
