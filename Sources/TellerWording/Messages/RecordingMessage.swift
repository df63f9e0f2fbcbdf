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

extension RecordingMessage: MessageSamples {
  /// The cases of ``RecordingMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case cannotCreate, cannotWrite, stopsHere, incomplete, voicesHeading
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .cannotCreate: .cannotCreate
    case .cannotWrite: .cannotWrite
    case .stopsHere: .stopsHere
    case .incomplete: .incomplete
    case .voicesHeading: .voicesHeading
    }
  }

  /// Samples of one kind: one voice and many.
  public static func samples(of kind: Kind) -> [RecordingMessage] {
    switch kind {
    case .cannotCreate: [.cannotCreate(path: "out/a.wav", reason: .known(.noSuchFile))]
    case .cannotWrite: [.cannotWrite(path: "a.wav", reason: .known(.noSpace))]
    case .stopsHere: [.stopsHere]
    case .incomplete: [.incomplete]
    case .voicesHeading:
      [
        .voicesHeading(engine: "eSpeak NG", count: 1),
        .voicesHeading(engine: "eSpeak NG", count: 9),
      ]
    }
  }
}
