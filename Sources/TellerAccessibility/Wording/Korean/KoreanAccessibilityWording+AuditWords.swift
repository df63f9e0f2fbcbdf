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
