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
    /// A data table has no caption: a user entering it hears no name.
    case emptyCaption
    /// A data table has no column headers: moving along a row says nothing
    /// of what each cell is.
    case tableWithoutColumnHeaders
    /// A row of a data table has more or fewer cells than its first row.
    case raggedRow
    /// A data cell has neither a column header nor a row header.
    case cellWithoutHeader
    /// A row outside a table, a cell outside a row, or something else
    /// directly in a table or a row.
    case misplacedTablePart
  }

  /// The element at fault.
  public var element: ElementID
  /// What is wrong and how to fix it, with the data it names; worded by
  /// the place that prints it (``line(in:)``).
  public var problem: AuditMessage

  /// Creates a finding on `element`.
  public init(element: ElementID, problem: AuditMessage) {
    self.element = element
    self.problem = problem
  }

  /// What is wrong.
  public var kind: Kind { problem.kind }

  /// The sentence of ``problem`` in English, for logs and tests; print a
  /// finding with ``line(in:)``.
  public var message: String { EnglishAccessibilityWording().text(problem) }

  /// The finding on one line in a catalog's language: `[id] kind: message`.
  /// The kind is the rule's name, the same in every language.
  public func line(in catalog: AccessibilityCatalog) -> String {
    "[\(element)] \(kind.rawValue): \(catalog[problem])"
  }
}

extension AuditFinding: CustomStringConvertible {
  /// The finding on one line, in English: `[id] kind: message`.
  public var description: String { line(in: AccessibilityCatalog(language: .english)) }
}
