import TellerAccessibility

/// The words of long lists: moving by pages and to either end, and the
/// prompt for a customer's number.
extension Catalog {
  /// Said for a list-wise move where focus is in no list.
  public var notInList: String {
    switch language {
    case .english: "Not in a list"
    case .korean: "목록 안이 아닙니다"
    }
  }

  /// Said when the prompt for a customer's number opens (`#`).
  public var customerPrompt: String {
    switch language {
    case .english: "Go to customer: type the number, then Enter. Escape cancels"
    case .korean: "고객 번호로 이동: 번호를 입력하고 Enter를 누르세요. Escape를 누르면 취소됩니다"
    }
  }

  /// Said when the prompt's last digit is taken back.
  public var customerPromptEmpty: String {
    switch language {
    case .english: "Go to customer"
    case .korean: "고객 번호로 이동"
    }
  }

  /// Said when the prompt closes without going anywhere.
  public var customerPromptCancelled: String {
    switch language {
    case .english: "Go to customer cancelled"
    case .korean: "고객 번호로 이동을 취소했습니다"
    }
  }

  /// Said for a key the prompt does not take.
  public var customerPromptReminder: String {
    switch language {
    case .english: "Type a customer's number, then Enter. Escape cancels"
    case .korean: "고객 번호를 입력하고 Enter를 누르세요. Escape를 누르면 취소됩니다"
    }
  }

  /// Said when neither list holds a customer with the number.
  public func customerNotInLists(_ number: Int) -> String {
    switch language {
    case .english: "No customer \(number) in the lists"
    case .korean: "목록에 \(number)번 고객이 없습니다"
    }
  }

  /// The strings of long lists, for ``entries``.
  var listEntries: [CatalogEntry] {
    [
      CatalogEntry(name: "notInList", text: notInList),
      CatalogEntry(name: "customerPrompt", text: customerPrompt),
      CatalogEntry(name: "customerPromptEmpty", text: customerPromptEmpty),
      CatalogEntry(name: "customerPromptCancelled", text: customerPromptCancelled),
      CatalogEntry(name: "customerPromptReminder", text: customerPromptReminder),
      CatalogEntry(name: "customerNotInLists(1997)", text: customerNotInLists(1997)),
      CatalogEntry(
        name: "keysText(list keys)",
        text: keysText(["{", "}", "<", ">", "#"].map { Key.character(Character($0)) })),
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

  /// The help's name for a key of long lists; nil for the others.
  func listKeyName(_ key: Key) -> String? {
    guard case .character(let character) = key else { return nil }
    switch (language, character) {
    case (.english, "{"): return "left brace"
    case (.english, "}"): return "right brace"
    case (.english, "<"): return "less-than sign"
    case (.english, ">"): return "greater-than sign"
    case (.english, "#"): return "number sign"
    case (.korean, "{"): return "왼쪽 중괄호"
    case (.korean, "}"): return "오른쪽 중괄호"
    case (.korean, "<"): return "왼쪽 꺾쇠"
    case (.korean, ">"): return "오른쪽 꺾쇠"
    case (.korean, "#"): return "샵"
    default: return nil
    }
  }
}
