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
  /// A data table has no caption.
  case emptyCaption
  /// A data table has no column headers.
  case tableWithoutColumnHeaders(caption: String)
  /// The row at `row` (from 1) has `cells` cells where the table's first
  /// row has `columns`.
  case raggedRow(row: Int, cells: Int, columns: Int)
  /// The data cell at `row` and `column` (from 1) has no header.
  case cellWithoutHeader(row: Int, column: Int)
  /// A row (`part` ``TableRole/row``) is not directly in a table, or a
  /// cell is not directly in a row of one.
  case tablePartOutside(part: TableRole, label: String)
  /// An element that is no row sits directly in a table (`container`
  /// ``TableRole/table``), or one that is no cell directly in a row.
  case foreignTableChild(label: String, container: TableRole)

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
    case .emptyCaption: .emptyCaption
    case .tableWithoutColumnHeaders: .tableWithoutColumnHeaders
    case .raggedRow: .raggedRow
    case .cellWithoutHeader: .cellWithoutHeader
    case .tablePartOutside, .foreignTableChild: .misplacedTablePart
    }
  }
}
