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
