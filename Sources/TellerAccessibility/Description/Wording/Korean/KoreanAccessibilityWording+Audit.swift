extension KoreanAccessibilityWording {
  /// The Korean sentence of an audit finding: what is wrong and how to fix
  /// it.
  public func text(_ message: AuditMessage) -> String {
    switch message {
    case .missingLabel: "요소에 레이블이 없습니다. \"초기화\"처럼 짧은 이름을 붙이세요."
    case .groupWithoutText:
      "그룹에 레이블이 없고 안의 요소에도 텍스트가 없습니다. 레이블을 붙이세요."
    case .labelNamesTrait(let label, let trait, let rest):
      "레이블 \"\(label)\"에 특성 이름 \"\(trait)\"이 들어 있습니다. 특성은 따로 읽힙니다. "
        + (rest.isEmpty ? "무엇을 하는지 이름을 붙이세요." : "\"\(rest)\"(으)로 쓰세요.")
    case .hintDescribesGesture(let hint, let word):
      "힌트 \"\(hint)\"가 동작이나 요소 종류(\"\(word)\")를 설명합니다. "
        + "\"고객 10명 추가\"처럼 무엇이 일어나는지 쓰세요."
    case .headingWithoutLevel(let label):
      "제목 \"\(label)\"에 수준이 없습니다. 1에서 6 사이의 수준을 주세요."
    case .headingLevelOutOfRange(let label, let level):
      "제목 \"\(label)\"의 수준이 \(level)입니다. 1에서 6 사이의 수준을 쓰세요."
    case .duplicateButtonLabel(let label, let first):
      "버튼 \"\(label)\"의 레이블이 같은 컨테이너의 버튼 [\(first)]과 같습니다. "
        + "서로 구별되는 레이블을 붙이세요."
    case .adjustableWithoutValue(let label):
      "조절 가능한 요소 \"\(label)\"에 값이 없습니다. 조절하는 값을 주세요."
    case .modalWithoutStops(let label):
      "대화상자 \"\(label)\"에 초점을 둘 곳이 없습니다. 요소를 하나 이상 넣으세요."
    }
  }
}

extension KoreanAccessibilityWording {
  /// The Korean words the audit looks for. Gestures are stems, matched
  /// anywhere because particles and endings attach to them ("탭하세요",
  /// "누르면", "버튼을").
  public func auditWords(_ list: AuditWords) -> [String] {
    switch list {
    case .button: ["버튼"]
    case .link: ["링크"]
    case .header: ["제목"]
    case .image: ["이미지"]
    case .tab: ["탭"]
    case .gestureWords: []
    case .gestureStems: ["탭", "클릭", "누르", "눌러", "스와이프", "버튼"]
    }
  }
}
