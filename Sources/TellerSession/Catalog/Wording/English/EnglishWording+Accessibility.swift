import TellerAccessibility

extension EnglishWording {
  /// The accessibility layer's English words.
  public func text(_ message: AccessibilityMessage) -> String {
    EnglishAccessibilityWording().text(message)
  }

  /// An audit finding's sentence, as the accessibility layer's English words it.
  public func text(_ message: AuditMessage) -> String {
    EnglishAccessibilityWording().text(message)
  }

  /// The words the audit looks for, as the accessibility layer's English lists them.
  public func auditWords(_ list: AuditWords) -> [String] {
    EnglishAccessibilityWording().auditWords(list)
  }
}
