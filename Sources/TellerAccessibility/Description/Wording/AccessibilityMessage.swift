/// The words of the accessibility layer: traits, lists and containers, the
/// tree dump's flags, the rotor, the ends of navigation, where am I, and
/// data tables.
///
/// Korean is written for the ear, the way a Korean screen reader speaks
/// ("버튼", "제목 수준 2", "10개 중 3번째").
public enum AccessibilityMessage: Hashable, Sendable {
  /// The word for one trait, such as "button"; empty for an empty set or a
  /// set of more than one trait. The header trait is "heading".
  case trait(AccessibilityTraits)
  /// "heading level 2"; used for a level from 1 to 6.
  case heading(level: Int)
  /// How changes to an element are announced; empty when off.
  case liveRegion(LiveRegion)
  /// "actions available: " before the names of custom actions.
  case actionsAvailable
  /// A position in a list: "3 of 10", Korean "10개 중 3번째".
  case listPosition(Int, of: Int)
  /// A number of items: "7 items", Korean "항목 7개".
  case items(Int)
  /// The word for a list before its size: "list".
  case list
  /// A list with no items: "empty list".
  case emptyList
  /// The spoken name of a container role; empty for none.
  case roleName(ContainerRole)
  /// The word for a plain container that is not an element.
  case container
  /// A dump's flag for a hidden element.
  case hiddenFlag
  /// A dump's flag for text that is neither a stop nor part of one.
  case notAnElementFlag
  /// A dump's flag for a stop the reading order skips because of a modal.
  case outsideModalFlag
  /// A dump's stand-in for a missing label.
  case noLabel
  /// A dump's note of a spoken value that differs from the shown one.
  case spokenAs(String)
  /// A dump's note of a shown label that differs from the spoken one.
  case shownAs(String)
  /// A dump's note of a label's short form, where room is short.
  case shortAs(String)
  /// The rotor's name for a setting; a custom rotor's own name.
  case rotorName(RotorSetting)
  /// What the rotor says when Up or Down finds nothing further.
  case noMore(RotorSetting)
  /// Said when moving back from the first stop.
  case firstItem
  /// Said when moving on from the last stop.
  case lastItem
  /// Said when the screen has no stop at all.
  case nothingToFocus
  /// Said when activating a dimmed element.
  case notAvailable
  /// Said when adjusting an element that is not adjustable.
  case notAdjustable
  /// Said when asking for custom actions on an element that has none.
  case noActions
  /// Where-am-I for a list, by its label; empty for none.
  case inList(String)
  /// Where-am-I for a group, by its label; empty for none.
  case inGroup(String)
  /// Where-am-I for a modal, by its label; empty for none.
  case inDialog(String)
  /// Where-am-I for the nearest heading before the element; empty for none.
  case underHeading(String)

  // MARK: Tables

  /// The spoken name of a part of a data table: "table", "column header";
  /// empty for none.
  case tableRoleName(TableRole)
  /// A table's size: "4 rows, 5 columns", Korean "4행 5열".
  case tableSize(rows: Int, columns: Int)
  /// A table with no rows: "empty table".
  case emptyTable
  /// A cell's row: "row 2 of 4", Korean "4행 중 2행".
  case rowPosition(Int, of: Int)
  /// A cell's column: "column 3 of 5", Korean "5열 중 3열".
  case columnPosition(Int, of: Int)
  /// A cell with no text: "blank".
  case blankCell
  /// Said when a move within a table would cross its edge.
  case tableEdge(NavigationOutcome.TableEdge)
  /// Said when a move within a table is asked for outside any table.
  case notInTable
  /// Where-am-I for a table, by its caption; empty for none.
  case inTable(String)
}

/// A language's words for ``AccessibilityMessage``: one exhaustive switch
/// per language, in `Wording/English` and `Wording/Korean`.
public protocol AccessibilityWording: Sendable {
  /// The words of a message of the accessibility layer.
  func text(_ message: AccessibilityMessage) -> String
  /// The sentence of an audit finding: what is wrong and how to fix it.
  func text(_ message: AuditMessage) -> String
  /// A list of words the audit looks for, lower-cased.
  func auditWords(_ list: AuditWords) -> [String]
}

/// The accessibility layer's English.
public struct EnglishAccessibilityWording: AccessibilityWording {
  /// Creates the English wording.
  public init() {}
}

/// The accessibility layer's Korean.
public struct KoreanAccessibilityWording: AccessibilityWording {
  /// Creates the Korean wording.
  public init() {}
}

extension Language {
  /// The accessibility layer's wording of the language.
  public var accessibilityWording: any AccessibilityWording {
    switch self {
    case .english: EnglishAccessibilityWording()
    case .korean: KoreanAccessibilityWording()
    }
  }
}
