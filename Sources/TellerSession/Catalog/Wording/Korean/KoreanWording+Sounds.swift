extension KoreanWording {
  /// The Korean words of `teller sounds`.
  public func text(_ message: SoundMessage) -> String {
    switch message {
    case .meaning(.depositStarted): "예금 고객 업무 시작"
    case .meaning(.loanStarted): "대출 고객 업무 시작"
    case .meaning(.finished): "고객 업무 완료"
    case .meaning(.added): "고객 추가"
    case .meaning(.allServed): "모든 고객 업무 완료"
    case .meaning(.edge): "그쪽으로 더 이상 항목 없음"
    case .meaning(.error): "오류"
    case .description(.depositStarted): "밝게 올라가는 짧은 소리, 왼쪽에서 오른쪽으로 움직임"
    case .description(.loanStarted): "같은 소리를 5도 낮고 속이 빈 듯하게, 왼쪽에서 오른쪽으로 움직임"
    case .description(.finished): "딸깍 소리와 함께 짧게 내려가는 톡 소리, 오른쪽"
    case .description(.added): "빠르게 올라가는 세 번의 삑 소리, 왼쪽"
    case .description(.allServed): "한 옥타브 올라가는 두 음의 차임, 가운데"
    case .description(.edge): "둔하고 낮은 쿵 소리, 가운데"
    case .description(.error): "낮게 두 번 웅 하는 소리, 가운데"
    case .heading: "Teller의 소리 아이콘입니다. 이름을 말한 뒤 소리를 들려줍니다:"
    case .withoutNames: "소리만 이름 없이 들려줍니다."
    }
  }
}
