import TellerSounds
import TellerWording

extension SoundMessage: MessageSamples {
  /// The cases of ``SoundMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case meaning, description, heading, withoutNames
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .meaning: .meaning
    case .description: .description
    case .heading: .heading
    case .withoutNames: .withoutNames
    }
  }

  /// Samples of one kind: every icon.
  public static func samples(of kind: Kind) -> [SoundMessage] {
    switch kind {
    case .meaning: SoundIcon.allCases.map { .meaning($0) }
    case .description: SoundIcon.allCases.map { .description($0) }
    case .heading: [.heading]
    case .withoutNames: [.withoutNames]
    }
  }
}
