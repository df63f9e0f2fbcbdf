import TellerAccessibility

extension EnglishWording {
  /// The accessibility layer's English words.
  public func text(_ message: AccessibilityMessage) -> String {
    EnglishAccessibilityWording().text(message)
  }
}
