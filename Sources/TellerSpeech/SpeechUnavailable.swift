import TellerArguments

#if canImport(Glibc)
  import Glibc
#endif

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

  /// The library could not be opened: it is not there, or it is a file
  /// that is no loadable library (such as `/etc/passwd`), with the
  /// loader's reason. Call right after `dlopen` fails, while `dlerror()`
  /// still holds the reason.
  public static func libraryMissing(_ path: String) -> SpeechUnavailable {
    let reason = dlerror().map { String(cString: $0) }
    var info = stat()
    // A name without a slash is searched for; a path names one file.
    if path.contains("/") && stat(path, &info) == 0 {
      let detail = reason.map { ": " + visibleText($0) } ?? ""
      return SpeechUnavailable(
        "\(visibleText(path)) is not a loadable library\(detail). Set "
          + "\(ESpeakLibrary.pathVariable) to libespeak-ng.so.1, or leave it unset.")
    }
    return SpeechUnavailable(
      "\(visibleText(path)) not found; install libespeak-ng1 and espeak-ng-data"
        + " (\(installCommand)).")
  }

  /// The library was opened but lacks a function Teller calls: it is not
  /// eSpeak NG.
  static func symbolMissing(_ name: String, in path: String) -> SpeechUnavailable {
    SpeechUnavailable(
      "\(visibleText(path)) has no \(name); install libespeak-ng1 and espeak-ng-data"
        + " (\(installCommand)).")
  }
}
