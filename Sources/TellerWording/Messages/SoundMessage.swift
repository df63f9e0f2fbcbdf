import TellerSounds

/// The words of `teller sounds`: what each sound icon means and how it
/// sounds, and the lines around the table.
public enum SoundMessage: Hashable, Sendable {
  /// What a sound icon means, said before it plays: "Deposit customer starts".
  case meaning(SoundIcon)
  /// How a sound icon sounds, and where it sits in stereo.
  case description(SoundIcon)
  /// The line before the table of sounds.
  case heading
  /// The notice when no voice can say the sounds' names: they play alone.
  case withoutNames
}

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
