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
    case .emptyCaption:
      "Table has no caption; give it one that names what it holds, such as \"Clerks\"."
    case .tableWithoutColumnHeaders(let caption):
      (caption.isEmpty ? "Table" : "Table \"\(caption)\"")
        + " has no column headers; make its first row a row of column headers, one per column."
    case .raggedRow(let row, let cells, let columns):
      "Row \(row) has \(Self.count(cells, "cell", "cells")) where the first row has "
        + "\(columns); give every row one cell per column."
    case .cellWithoutHeader(let row, let column):
      "Cell at row \(row), column \(column) has neither a column header nor a row header; "
        + "give its column a header."
    case .tablePartOutside(let part, let label):
      Self.outside(part, label: label)
    case .foreignTableChild(let label, let container):
      (label.isEmpty ? "An element" : "Element \"\(label)\"")
        + (container == .row
          ? " sits directly in a row, which holds only cells; make it a cell."
          : " sits directly in a table, which holds only rows; put it in a cell or outside.")
    }
  }

  /// A row outside a table, or a cell outside a row.
  private static func outside(_ part: TableRole, label: String) -> String {
    let quoted = label.isEmpty ? "" : " \"\(label)\""
    switch part {
    case .row:
      return "Row\(quoted) is not directly in a table; put it in one."
    case .columnHeader, .rowHeader:
      return "Header cell\(quoted) is not directly in a row of a table; put it in one."
    case .none, .table, .cell:
      return "Cell\(quoted) is not directly in a row of a table; put it in one."
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
