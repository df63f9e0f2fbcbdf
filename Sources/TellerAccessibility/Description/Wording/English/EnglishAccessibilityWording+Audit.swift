extension EnglishAccessibilityWording {
  /// The English sentence of an audit finding: what is wrong and how to
  /// fix it.
  public func text(_ message: AuditMessage) -> String {
    switch message {
    case .missingLabel: "Element has no label; give it a short name such as \"Reset\"."
    case .groupWithoutText:
      "Group has no label and its children give it no text; give it a label."
    case .labelNamesTrait(let label, let trait, let rest):
      "Label \"\(label)\" names its trait \"\(trait)\", which is spoken anyway; "
        + (rest.isEmpty ? "name what it does instead." : "use \"\(rest)\".")
    case .hintDescribesGesture(let hint, let word):
      "Hint \"\(hint)\" describes the gesture or element type (\"\(word)\"); "
        + "say what happens instead, such as \"Adds ten customers\"."
    case .headingWithoutLevel(let label):
      "Heading \"\(label)\" has no level; give it a level from 1 to 6."
    case .headingLevelOutOfRange(let label, let level):
      "Heading \"\(label)\" has level \(level); use a level from 1 to 6."
    case .duplicateButtonLabel(let label, let first):
      "Button \"\(label)\" has the same label as button [\(first)] in the same "
        + "container; give each a label that tells them apart."
    case .adjustableWithoutValue(let label):
      "Adjustable element \"\(label)\" has no value; give it the value it adjusts."
    case .modalWithoutStops(let label):
      "Modal \"\(label)\" holds nothing to focus; give it at least one element."
    }
  }
}

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
