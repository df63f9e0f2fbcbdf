import TellerInput
import TellerWording

extension LineCommandHelpMessage: MessageSamples {
  /// The cases of ``LineCommandHelpMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case action, placeholder
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .action: .action
    case .placeholder: .placeholder
    }
  }

  /// Samples of one kind: every line and every placeholder.
  public static func samples(of kind: Kind) -> [LineCommandHelpMessage] {
    switch kind {
    case .action: LineCommandHelp.allCases.map { .action($0) }
    case .placeholder: LineCommand.Placeholder.allCases.map { .placeholder($0) }
    }
  }
}
