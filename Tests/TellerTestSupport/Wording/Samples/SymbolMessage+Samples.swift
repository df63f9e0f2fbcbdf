import TellerWording

extension SymbolMessage: MessageSamples {
  /// The cases of ``SymbolMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case keyName, spokenName, percent, decimalPoint
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .keyName: .keyName
    case .spokenName: .spokenName
    case .percent: .percent
    case .decimalPoint: .decimalPoint
    }
  }

  /// Samples of one kind: every symbol with a name.
  public static func samples(of kind: Kind) -> [SymbolMessage] {
    switch kind {
    case .keyName: symbols.map { .keyName($0) }
    case .spokenName: symbols.filter { $0 != "-" }.map { .spokenName($0) }
    case .percent: [.percent]
    case .decimalPoint: [.decimalPoint]
    }
  }
}
