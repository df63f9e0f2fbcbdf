import TellerArguments
import TellerSession
import TellerWording

/// The WAV recording asked for with `--speech-wav` could not be written.
///
/// Before the session starts, that is a file that cannot be created (exit
/// 73, EX_CANTCREAT); later, a write that fails, as on a full disk (exit 74,
/// EX_IOERR).
public struct SpeechRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// Why, such as ``TellerArguments/KnownSystemReason/noSuchFile``.
  public var reason: SystemReason
  /// Whether the file could not even be created.
  public var atCreation: Bool

  /// Creates an error.
  public init(path: String, reason: SystemReason, atCreation: Bool) {
    self.path = path
    self.reason = reason
    self.atCreation = atCreation
  }

  /// One line naming the file, with control characters made visible, such
  /// as `--speech-wav: Cannot create 'out/a.wav': No such file or directory.`,
  /// worded by `catalog`.
  public func message(in catalog: Catalog) -> String {
    let path = visibleText(path)
    return atCreation
      ? catalog[.cannotCreate(path: path, reason: reason)]
      : catalog[.cannotWrite(path: path, reason: reason)]
  }

  /// The message in English.
  public var message: String { message(in: .english) }

  /// 73 (EX_CANTCREAT) at creation, else 74 (EX_IOERR).
  public var exitCode: ExitCode { atCreation ? .cannotCreate : .ioError }

  /// The message.
  public var description: String { message }
}
