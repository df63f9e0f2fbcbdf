import TellerArguments
import TellerWording

extension ConfigMessage: MessageSamples {
  /// The cases of ``ConfigMessage``, a kind for each problem.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case unreadable, notKeyValue, badQuotes, unknownKey, notConfigurable, notAFlagValue, badValue
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .problem(.unreadable, _): .unreadable
    case .problem(.notKeyValue, _): .notKeyValue
    case .problem(.badQuotes, _): .badQuotes
    case .problem(.unknownKey, _): .unknownKey
    case .problem(.notConfigurable, _): .notConfigurable
    case .problem(.notAFlagValue, _): .notAFlagValue
    case .problem(.badValue, _): .badValue
    }
  }

  /// Samples of one kind, at line 3 of a file.
  public static func samples(of kind: Kind) -> [ConfigMessage] {
    let problems: [ConfigError.Problem] =
      switch kind {
      case .unreadable: FileProblem.samples.map { .unreadable($0) }
      case .notKeyValue: [.notKeyValue(text: "lang ko")]
      case .badQuotes: [.badQuotes(key: "voice")]
      case .unknownKey:
        [.unknownKey("langage", suggestion: "lang"), .unknownKey("zz", suggestion: nil)]
      case .notConfigurable: [.notConfigurable("help")]
      case .notAFlagValue: [.notAFlagValue(key: "ascii", value: "maybe")]
      case .badValue:
        [
          .badValue(
            key: "batch", problem: .notAWholeNumber(option: "batch", range: 1...1000, value: "0"))
        ]
      }
    return problems.map { .problem($0, place: "config:3") }
  }
}
