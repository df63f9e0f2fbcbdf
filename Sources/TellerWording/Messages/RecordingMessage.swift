import TellerArguments

/// The words of the speech recording's problems (`--speech-wav`) and of
/// `teller voices`' listing, which the speech edge prints on standard
/// error or output in the user's language.
public enum RecordingMessage: Hashable, Sendable {
  /// The recording's file cannot be created, with the path (made visible)
  /// and the system's reason.
  case cannotCreate(path: String, reason: SystemReason)
  /// A write to the recording's file failed, as on a full disk.
  case cannotWrite(path: String, reason: SystemReason)
  /// Said after a failed write while the session goes on.
  case stopsHere
  /// The recording ended with some of it unwritten.
  case incomplete
  /// The line over `teller voices`' listing: the engine and how many
  /// voices it has.
  case voicesHeading(engine: String, count: Int)
}
