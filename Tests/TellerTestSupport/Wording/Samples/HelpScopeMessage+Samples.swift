import TellerBank
import TellerSession
import TellerWording

extension HelpScopeMessage: MessageSamples {
  /// The cases of ``HelpScopeMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case refusedKeysAction, rotorHeading, rotorOfferedKeys, rotorLevelsKeys, rotorAction
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .refusedKeysAction: .refusedKeysAction
    case .rotorHeading: .rotorHeading
    case .rotorOfferedKeys: .rotorOfferedKeys
    case .rotorLevelsKeys: .rotorLevelsKeys
    case .rotorAction: .rotorAction
    }
  }

  /// Samples of one kind: every line of the rotor's settings.
  public static func samples(of kind: Kind) -> [HelpScopeMessage] {
    switch kind {
    case .refusedKeysAction: [.refusedKeysAction]
    case .rotorHeading: [.rotorHeading]
    case .rotorOfferedKeys: [.rotorOfferedKeys]
    case .rotorLevelsKeys: [.rotorLevelsKeys]
    case .rotorAction: RotorHelpLine.lines(BankConfiguration()).map { .rotorAction($0) }
    }
  }
}
