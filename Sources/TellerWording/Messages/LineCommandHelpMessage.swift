import TellerInput
/// The words of the help's table of line commands: what each line does,
/// and how a command's syntax names its argument. Commands are typed in
/// English in every language; choices are joined as
/// ``KeyNameMessage/alternatives(_:)``.
public enum LineCommandHelpMessage: Hashable, Sendable {
  /// What a line of the table does: "add customers".
  case action(LineCommandHelp)
  /// A placeholder in a command's syntax: "SETTING", "설정".
  case placeholder(LineCommand.Placeholder)
}

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
