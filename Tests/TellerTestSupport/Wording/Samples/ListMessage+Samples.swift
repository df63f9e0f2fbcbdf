import TellerWording

extension ListMessage: MessageSamples {
  /// The cases of ``ListMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case notInList, customerPrompt, customerPromptEmpty, customerPromptCancelled
    case customerPromptReminder, customerPromptFull, customerNotInLists
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .notInList: .notInList
    case .customerPrompt: .customerPrompt
    case .customerPromptEmpty: .customerPromptEmpty
    case .customerPromptCancelled: .customerPromptCancelled
    case .customerPromptReminder: .customerPromptReminder
    case .customerPromptFull: .customerPromptFull
    case .customerNotInLists: .customerNotInLists
    }
  }

  /// Samples of one kind.
  public static func samples(of kind: Kind) -> [ListMessage] {
    switch kind {
    case .notInList: [.notInList]
    case .customerPrompt: [.customerPrompt]
    case .customerPromptEmpty: [.customerPromptEmpty]
    case .customerPromptCancelled: [.customerPromptCancelled]
    case .customerPromptReminder: [.customerPromptReminder]
    case .customerPromptFull: [.customerPromptFull(digits: "123456789", limit: 9)]
    case .customerNotInLists: [.customerNotInLists(1997)]
    }
  }
}
