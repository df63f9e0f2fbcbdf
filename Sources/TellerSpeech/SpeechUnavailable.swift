import TellerArguments
import TellerPlatform
import TellerSSIP
import TellerSession
import TellerWording

/// Why speech cannot be given: a typed ``TellerWording/SpeechProblem``,
/// worded by the catalog of whoever shows it.
public struct SpeechUnavailable: RuntimeLibraryError, Hashable, Sendable,
  CustomStringConvertible
{
  /// What is wrong, with what was found as data.
  public var problem: SpeechProblem

  /// Creates a reason.
  public init(_ problem: SpeechProblem) { self.problem = problem }

  /// The reason in a catalog's language, in one line, with what to do
  /// about it where there is something.
  public func reason(in catalog: Catalog) -> String { catalog[.problem(problem)] }

  /// The reason in English.
  public var reason: String { reason(in: .english) }

  /// The notice that a part is off for this reason.
  ///
  /// - Parameter part: what is off: speech, live speech, sound or the
  ///   recording.
  public func notice(_ part: SpeechPart = .speech) -> EdgeNotice { .speechOff(part, problem) }

  /// The line printed on standard error, such as `teller: speech is off: <reason>`.
  ///
  /// - Parameters:
  ///   - part: what is off: speech, live speech, sound or the recording.
  ///   - catalog: the user's language.
  public func message(_ part: SpeechPart = .speech, in catalog: Catalog) -> String {
    catalog.line(notice(part))
  }

  /// The reason, in English.
  public var description: String { reason }

  /// The command that installs eSpeak NG on Debian and Ubuntu.
  public static let installCommand = SpeechProblem.installCommand

  /// The library could not be opened: it is not there, or it is a file
  /// that is no loadable library (such as `/etc/passwd`), with the
  /// loader's reason. Call right after `dlopen` fails, while `dlerror()`
  /// still holds the reason.
  public static func libraryMissing(_ path: String) -> SpeechUnavailable {
    let reason = DynamicLibrary.lastError()
    // A name without a slash is searched for; a path names one file.
    if path.contains("/") && FileSystem.exists(path) {
      return SpeechUnavailable(
        .libraryNotLoadable(
          path: path, loaderReason: reason, variable: ESpeakLibrary.pathVariable))
    }
    return SpeechUnavailable(.libraryNotFound(path: path))
  }

  /// The library was opened but lacks a function Teller calls: it is not
  /// eSpeak NG.
  public static func symbolMissing(_ name: String, in path: String) -> SpeechUnavailable {
    SpeechUnavailable(.symbolMissing(name, path: path))
  }
}

extension SSIPConnectionError {
  /// The problem as data, for the catalog to word.
  var problem: SSIPProblem {
    switch self {
    case .refused(let address, let reason): .refused(address: address.description, reason: reason)
    case .timedOut(let address, let milliseconds):
      .timedOut(address: address.description, milliseconds: Int(milliseconds))
    case .closed(let address): .closed(address: address.description)
    case .system(let address, let reason): .system(address: address.description, reason: reason)
    case .protocolError(.malformedLine(let line)): .malformedLine(line)
    case .protocolError(.lineTooLong): .lineTooLong(maximum: SSIPReplyParser.maximumLineLength)
    case .protocolError(.unexpectedReply(let command, let reply)):
      .unexpectedReply(command: command, reply: reply.summary)
    }
  }
}
