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

  /// What a line of the help's key table for long lists does, by its ID;
  /// nil for the others.
  func listHelpKeyAction(_ id: String) -> String? {
    switch (language, id) {
    case (.english, "page-next"): "next page of the list, 10 items"
    case (.english, "page-previous"): "previous page of the list"
    case (.english, "list-ends"): "first or last item of the list"
    case (.english, "customer"): "go to a customer by number"
    case (.korean, "page-next"): "목록의 다음 페이지, 10개 항목"
    case (.korean, "page-previous"): "목록의 이전 페이지"
    case (.korean, "list-ends"): "목록의 처음 또는 마지막 항목"
    case (.korean, "customer"): "번호로 고객 찾아가기"
    default: nil
    }
  }

  /// The help's name for a key of long lists: none of its own, since the
  /// list keys are named as symbols (``symbolName(_:)``).
  func listKeyName(_ key: Key) -> String? { nil }
}
