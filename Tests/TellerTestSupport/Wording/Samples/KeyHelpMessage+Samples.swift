import TellerInput
import TellerWording

extension KeyHelpMessage: MessageSamples {
  /// The cases of ``KeyHelpMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case title, keysHeading, commandsHeading, closeLabel, closeHint, action
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .title: .title
    case .keysHeading: .keysHeading
    case .commandsHeading: .commandsHeading
    case .closeLabel: .closeLabel
    case .closeHint: .closeHint
    case .action: .action
    }
  }

  /// Samples of one kind: every line of the key table.
  public static func samples(of kind: Kind) -> [KeyHelpMessage] {
    switch kind {
    case .title: [.title]
    case .keysHeading: [.keysHeading]
    case .commandsHeading: [.commandsHeading]
    case .closeLabel: [.closeLabel]
    case .closeHint: [.closeHint]
    case .action: HelpKeyLine.allCases.map { .action($0) }
    }
  }
}
