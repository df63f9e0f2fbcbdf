extension KoreanWording {
  /// The Korean words of long lists.
  public func text(_ message: ListMessage) -> String {
    switch message {
    case .notInList: "목록 안이 아닙니다"
    case .customerPrompt: "고객 번호로 이동: 번호를 입력하고 Enter를 누르세요. Escape를 누르면 취소됩니다"
    case .customerPromptEmpty: "고객 번호로 이동"
    case .customerPromptCancelled: "고객 번호로 이동을 취소했습니다"
    case .customerPromptReminder: "고객 번호를 입력하고 Enter를 누르세요. Escape를 누르면 취소됩니다"
    case .customerNotInLists(let number): "목록에 \(number)번 고객이 없습니다"
    }
  }
}
