import TellerAccessibility

extension KoreanWording {
  /// The accessibility layer's Korean words.
  public func text(_ message: AccessibilityMessage) -> String {
    KoreanAccessibilityWording().text(message)
  }

  /// An audit finding's sentence, as the accessibility layer's Korean words it.
  public func text(_ message: AuditMessage) -> String {
    KoreanAccessibilityWording().text(message)
  }

  /// The words the audit looks for, as the accessibility layer's Korean lists them.
  public func auditWords(_ list: AuditWords) -> [String] {
    KoreanAccessibilityWording().auditWords(list)
  }
}
