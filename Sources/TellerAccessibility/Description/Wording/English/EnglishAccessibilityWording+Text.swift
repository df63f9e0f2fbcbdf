extension EnglishAccessibilityWording {
  /// The English words of the accessibility layer.
  public func text(_ message: AccessibilityMessage) -> String {
    switch message {
    case .trait(let trait): Self.word(trait)
    case .heading(let level): "heading level \(level)"
    case .liveRegion(.off): ""
    case .liveRegion(.polite): "announces changes"
    case .liveRegion(.assertive): "announces changes at once"
    case .actionsAvailable: "actions available: "
    case .listPosition(let position, let count): "\(position) of \(count)"
    case .items(let count): count == 1 ? "1 item" : "\(count) items"
    case .list: "list"
    case .emptyList: "empty list"
    case .roleName(.none): ""
    case .roleName(.list): "list"
    case .roleName(.group): "group"
    case .roleName(.modal): "dialog"
    case .container: "container"
    case .hiddenFlag: "hidden"
    case .notAnElementFlag: "not an element"
    case .outsideModalFlag: "outside dialog"
    case .noLabel: "(no label)"
    case .spokenAs(let value): "spoken \"\(value)\""
    case .shownAs(let label): "shown \"\(label)\""
    case .shortAs(let label): "short \"\(label)\""
    case .rotorName(let setting): Self.rotorName(setting)
    case .noMore(.custom(let name)): "No more \(name.lowercased())"
    case .noMore(.headingLevel(let level)): "No more heading level \(level)"
    case .noMore(.adjustValue): "No more adjustable items"
    case .noMore(let setting): "No more " + Self.rotorName(setting).lowercased()
    case .firstItem: "First item"
    case .lastItem: "Last item"
    case .nothingToFocus: "Nothing to focus"
    case .notAvailable: "Not available"
    case .notAdjustable: "Not adjustable"
    case .noActions: "No actions"
    case .inList(let label): label.isEmpty ? "in a list" : "in list \(label)"
    case .inGroup(let label): label.isEmpty ? "in a group" : "in group \(label)"
    case .inDialog(let label): label.isEmpty ? "in a dialog" : "in dialog \(label)"
    case .underHeading(let label): label.isEmpty ? "under a heading" : "under heading \(label)"
    case .tableRoleName(let role): Self.tableRoleName(role)
    case .tableSize(let rows, let columns):
      Self.count(rows, "row", "rows") + ", " + Self.count(columns, "column", "columns")
    case .emptyTable: "empty table"
    case .rowPosition(let row, let count): "row \(row) of \(count)"
    case .columnPosition(let column, let count): "column \(column) of \(count)"
    case .blankCell: "blank"
    case .tableEdge(.startOfRow): "Start of row"
    case .tableEdge(.endOfRow): "End of row"
    case .tableEdge(.topOfColumn): "Top of column"
    case .tableEdge(.bottomOfColumn): "Bottom of column"
    case .notInTable: "Not in a table"
    case .inTable(let caption): caption.isEmpty ? "in a table" : "in table \(caption)"
    }
  }

  /// "1 row" or "4 rows".
  static func count(_ count: Int, _ one: String, _ many: String) -> String {
    count == 1 ? "1 \(one)" : "\(count) \(many)"
  }

  private static func tableRoleName(_ role: TableRole) -> String {
    switch role {
    case .none: ""
    case .table: "table"
    case .row: "row"
    case .cell: "cell"
    case .columnHeader: "column header"
    case .rowHeader: "row header"
    }
  }

  private static func rotorName(_ setting: RotorSetting) -> String {
    switch setting {
    case .headings: "Headings"
    case .headingLevel(let level): "Heading level \(level)"
    case .buttons: "Buttons"
    case .lists: "Lists"
    case .tables: "Tables"
    case .updates: "Updates"
    case .adjustValue: "Adjust value"
    case .custom(let name): name
    }
  }

  private static func word(_ trait: AccessibilityTraits) -> String {
    switch trait {
    case .button: "button"
    case .link: "link"
    case .header: "heading"
    case .searchField: "search field"
    case .image: "image"
    case .selected: "selected"
    case .playsSound: "plays sound"
    case .keyboardKey: "keyboard key"
    case .staticText: "static text"
    case .summaryElement: "summary"
    case .notEnabled: "dimmed"
    case .updatesFrequently: "updates frequently"
    case .startsMediaSession: "starts media session"
    case .adjustable: "adjustable"
    case .allowsDirectInteraction: "allows direct interaction"
    case .causesPageTurn: "causes page turn"
    case .tabBar: "tab bar"
    case .toggleButton: "toggle button"
    default: ""
    }
  }
}
