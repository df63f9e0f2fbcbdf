import TellerArguments

/// Why speech cannot be given, as one line for the user.
public struct SpeechUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason, in one line, with what to do about it where there is something.
  public var reason: String

  /// Creates a reason.
  public init(_ reason: String) { self.reason = reason }

  /// The line printed on standard error, such as `teller: speech is off: <reason>`.
  ///
  /// - Parameter what: what is off: `speech`, `live speech` or `the speech recording`.
  public func message(_ what: String = "speech") -> String {
    "teller: \(what) is off: \(reason)\n"
  }

  /// The reason.
  public var description: String { reason }

  /// The command that installs eSpeak NG on Debian and Ubuntu.
  public static let installCommand = "sudo apt-get install libespeak-ng1 espeak-ng-data"

  /// The library could not be opened.
  public static func libraryMissing(_ path: String) -> SpeechUnavailable {
    SpeechUnavailable(
      "\(visibleText(path)) not found; install libespeak-ng1 and espeak-ng-data"
        + " (\(installCommand)).")
  }
}
