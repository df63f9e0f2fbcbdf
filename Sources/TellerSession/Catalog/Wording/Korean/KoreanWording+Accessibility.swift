import TellerAccessibility

extension KoreanWording {
  /// The accessibility layer's Korean words.
  public func text(_ message: AccessibilityMessage) -> String {
    KoreanAccessibilityWording().text(message)
  }
}
