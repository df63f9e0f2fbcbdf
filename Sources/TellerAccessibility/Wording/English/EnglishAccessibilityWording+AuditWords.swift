extension EnglishAccessibilityWording {
  /// The English words the audit looks for; English needs no stems.
  public func auditWords(_ list: AuditWords) -> [String] {
    switch list {
    case .button: ["button"]
    case .link: ["link"]
    case .header: ["heading", "header"]
    case .image: ["image"]
    case .tab: ["tab"]
    case .gestureWords:
      [
        "tap", "taps", "tapped", "tapping", "click", "clicks", "clicked", "clicking", "press",
        "presses", "pressed", "pressing", "swipe", "swipes", "swiped", "swiping", "button",
        "buttons",
      ]
    case .gestureStems: []
    }
  }
}
