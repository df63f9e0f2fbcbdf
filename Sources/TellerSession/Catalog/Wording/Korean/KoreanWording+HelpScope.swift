extension KoreanWording {
  /// The Korean words of the help's scope and the rotor's settings.
  public func text(_ message: HelpScopeMessage) -> String {
    switch message {
    case .refusedKeysAction: "도움말이 열려 있을 때는 쓸 수 없고, 다른 키는 모두 쓸 수 있습니다"
    case .rotorHeading: "로터 설정"
    case .rotorOfferedKeys: "r 또는 대문자 R"
    case .rotorLevelsKeys: "제목 수준 1부터 6까지"
    case .rotorAction(.offered): "VoiceOver처럼 화면에 있는 설정만 차례로 고르기"
    case .rotorAction(.headings): "모든 제목"
    case .rotorAction(.levels): "한 수준의 제목"
    case .rotorAction(.buttons): "버튼"
    case .rotorAction(.lists): "대기중과 업무중 목록"
    case .rotorAction(.updates): "은행이 일하며 바뀌는 항목"
    case .rotorAction(.adjust): "조절할 수 있는 항목, 위와 아래 화살표로 바꾸기"
    case .rotorAction(.loan): "대출 업무 고객"
    case .rotorAction(.deposit): "예금 업무 고객"
    }
  }
}
