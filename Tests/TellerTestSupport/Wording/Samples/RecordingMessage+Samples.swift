import TellerArguments
import TellerWording

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
