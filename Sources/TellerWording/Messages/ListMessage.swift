/// The words of long lists: moves by list where there is none, and the
/// prompt for a customer's number.
public enum ListMessage: Hashable, Sendable {
  /// Said for a list-wise move where focus is in no list.
  case notInList
  /// Said when the prompt for a customer's number opens (`#`).
  case customerPrompt
  /// Said when the prompt's last digit is taken back.
  case customerPromptEmpty
  /// Said when the prompt closes without going anywhere.
  case customerPromptCancelled
  /// Said for a key the prompt does not take.
  case customerPromptReminder
  /// Said for a digit past the most the prompt takes, with the digits it
  /// holds.
  case customerPromptFull(digits: String, limit: Int)
  /// Said when neither list holds a customer with the number.
  case customerNotInLists(Int)
}

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
