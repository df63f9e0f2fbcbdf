extension EnglishWording {
  /// The English words of long lists.
  public func text(_ message: ListMessage) -> String {
    switch message {
    case .notInList: "Not in a list"
    case .customerPrompt: "Go to customer: type the number, then Enter. Escape cancels"
    case .customerPromptEmpty: "Go to customer"
    case .customerPromptCancelled: "Go to customer cancelled"
    case .customerPromptReminder: "Type a customer's number, then Enter. Escape cancels"
    case .customerNotInLists(let number): "No customer \(number) in the lists"
    }
  }
}
