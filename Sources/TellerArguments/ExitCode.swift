/// The exit statuses Teller uses, from sysexits.h where one fits.
public struct ExitCode: Hashable, Sendable, CustomStringConvertible {
  /// The numeric status.
  public let rawValue: Int32

  /// Creates an exit code from its number.
  public init(_ rawValue: Int32) { self.rawValue = rawValue }

  /// Everything went well.
  public static let success = ExitCode(0)
  /// Something failed that is not bad input, such as audit findings.
  public static let failure = ExitCode(1)
  /// The command line was wrong (EX_USAGE).
  public static let usage = ExitCode(64)
  /// Input data was wrong, such as a bad script line (EX_DATAERR).
  public static let dataError = ExitCode(65)
  /// An input file does not exist or cannot be read (EX_NOINPUT).
  public static let noInput = ExitCode(66)
  /// A service Teller needs is missing, such as a speech engine (EX_UNAVAILABLE).
  public static let unavailable = ExitCode(69)
  /// The system refused something Teller needed, such as the terminal (EX_OSERR).
  public static let osError = ExitCode(71)
  /// An output file cannot be created (EX_CANTCREAT).
  public static let cannotCreate = ExitCode(73)
  /// Output could not be written, such as on a full disk or to a terminal
  /// that went away (EX_IOERR).
  public static let ioError = ExitCode(74)
  /// The configuration file is wrong: an unknown key, a bad value, or a
  /// file that cannot be read (EX_CONFIG).
  public static let config = ExitCode(78)
  /// The user interrupted with Ctrl-C: 128 + SIGINT, as a shell reports it.
  public static let interrupted = ExitCode(130)

  /// The number, as text.
  public var description: String { String(rawValue) }
}
