/// One problem the accessibility audit found on one element.
public struct AuditFinding: Hashable, Sendable {
  /// The kinds of problem the audit looks for, in the order it checks each
  /// element.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// An element a user can stop on has no label, and is not a group whose
    /// children give it text.
    case missingLabel
    /// The label names the element's trait, such as "Add button" for a
    /// button; the trait is spoken anyway.
    case labelNamesTrait
    /// The hint describes the gesture or the element type ("Tap to add",
    /// "버튼을 누르세요") instead of the result ("Adds ten customers").
    case hintDescribesGesture
    /// A heading has no level, or a level outside 1...6.
    case headingWithoutLevel
    /// Two buttons in the same container have the same label.
    case duplicateButtonLabel
    /// An adjustable element has no value to speak.
    case adjustableWithoutValue
    /// A modal holds nothing a user can stop on, so focus has nowhere to go.
    case modalWithoutStops
  }

  /// The element at fault.
  public var element: ElementID
  /// What is wrong.
  public var kind: Kind
  /// A sentence saying what is wrong and how to fix it, in English.
  public var message: String
}

extension AuditFinding: CustomStringConvertible {
  /// The finding on one line: `[id] kind: message`.
  public var description: String { "[\(element)] \(kind.rawValue): \(message)" }
}
