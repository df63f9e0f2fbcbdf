import TellerAccessibility

/// The words of long lists: moving by pages and to either end, and the
/// prompt for a customer's number.
extension Catalog {
  /// A message of long lists, in the catalog's language.
  public subscript(_ message: ListMessage) -> String { wording.text(message) }

  /// Said for a list-wise move where focus is in no list.
  public var notInList: String { self[.notInList] }
  /// Said when the prompt for a customer's number opens (`#`).
  public var customerPrompt: String { self[.customerPrompt] }
  /// Said when the prompt's last digit is taken back.
  public var customerPromptEmpty: String { self[.customerPromptEmpty] }
  /// Said when the prompt closes without going anywhere.
  public var customerPromptCancelled: String { self[.customerPromptCancelled] }
  /// Said for a key the prompt does not take.
  public var customerPromptReminder: String { self[.customerPromptReminder] }
  /// Said when neither list holds a customer with the number.
  public func customerNotInLists(_ number: Int) -> String { self[.customerNotInLists(number)] }

  /// The help's entries of long lists, for ``entries``.
  var listEntries: [CatalogEntry] {
    [
      CatalogEntry(
        name: "keysText(list keys)",
        text: keysText(["{", "}", "<", ">", "#"].map { Key.character(Character($0)) }))
    ]
  }
}
