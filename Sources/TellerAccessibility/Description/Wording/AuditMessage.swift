/// What one audit finding says is wrong and how to fix it, with the data
/// it names: labels and hints as they are, element IDs, the word found.
///
/// The audit returns these; the place that prints a finding words it with
/// the language it has (``AccessibilityWording``).
public enum AuditMessage: Hashable, Sendable {
  /// An element a user can stop on has no label.
  case missingLabel
  /// A group has no label and its children give it no text.
  case groupWithoutText
  /// The label names the element's trait `trait`; `rest` is the label
  /// without that word, empty when nothing is left.
  case labelNamesTrait(label: String, trait: String, rest: String)
  /// The hint names a gesture or the element type, `word`.
  case hintDescribesGesture(hint: String, word: String)
  /// A heading has no level.
  case headingWithoutLevel(label: String)
  /// A heading has a level outside 1...6.
  case headingLevelOutOfRange(label: String, level: Int)
  /// A button has the same label as the button `first` in its container.
  case duplicateButtonLabel(label: String, first: ElementID)
  /// An adjustable element has no value.
  case adjustableWithoutValue(label: String)
  /// A modal holds nothing a user can stop on.
  case modalWithoutStops(label: String)

  /// The kind of finding the message belongs to.
  public var kind: AuditFinding.Kind {
    switch self {
    case .missingLabel, .groupWithoutText: .missingLabel
    case .labelNamesTrait: .labelNamesTrait
    case .hintDescribesGesture: .hintDescribesGesture
    case .headingWithoutLevel, .headingLevelOutOfRange: .headingWithoutLevel
    case .duplicateButtonLabel: .duplicateButtonLabel
    case .adjustableWithoutValue: .adjustableWithoutValue
    case .modalWithoutStops: .modalWithoutStops
    }
  }
}
