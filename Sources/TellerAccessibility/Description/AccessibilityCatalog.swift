/// Every word Teller's accessibility layer speaks, in one language: the
/// language's ``AccessibilityWording``, rendering ``AccessibilityMessage``s.
///
/// Descriptions, the rotor, where-am-I and the tree dump take their wording
/// from here and nowhere else. The words themselves are in
/// `Wording/English` and `Wording/Korean`, one exhaustive switch each, so
/// no English phrase can lack its Korean counterpart. A message is
/// rendered one way, `catalog[.firstItem]`; the named members compose
/// messages (traits in their spoken order, a list and its size).
public struct AccessibilityCatalog: Hashable, Sendable {
  /// The language the catalog speaks.
  public let language: Language
  /// The words of every message.
  public let wording: any AccessibilityWording

  /// Creates a catalog for a language.
  public init(language: Language) {
    self.init(language: language, wording: language.accessibilityWording)
  }

  /// Creates a catalog that words messages with `wording`.
  public init(language: Language, wording: any AccessibilityWording) {
    self.language = language
    self.wording = wording
  }

  /// Two catalogs are equal when they have the same language and the same
  /// type of wording.
  public static func == (lhs: AccessibilityCatalog, rhs: AccessibilityCatalog) -> Bool {
    lhs.language == rhs.language
      && ObjectIdentifier(type(of: lhs.wording)) == ObjectIdentifier(type(of: rhs.wording))
  }

  /// Hashes the language and the type of wording.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(language)
    hasher.combine(ObjectIdentifier(type(of: wording)))
  }

  /// A message of the accessibility layer, in the catalog's language.
  public subscript(_ message: AccessibilityMessage) -> String { wording.text(message) }

  /// An audit finding's sentence, in the catalog's language.
  public subscript(_ message: AuditMessage) -> String { wording.text(message) }

  /// The separator between the parts of a description: ", " in both
  /// languages.
  public var separator: String { ", " }

  // MARK: Traits

  /// The traits a description speaks at normal verbosity; the others are
  /// spoken only at high verbosity.
  ///
  /// Static text, summary, updates-frequently, plays-sound,
  /// starts-media-session, allows-direct-interaction and causes-page-turn
  /// describe behaviour rather than what the element is, so they stay
  /// silent at normal verbosity.
  public static let normallySpokenTraits: AccessibilityTraits = [
    .button, .link, .header, .searchField, .image, .selected, .keyboardKey, .notEnabled,
    .adjustable, .tabBar, .toggleButton,
  ]

  /// The traits a description speaks even at low verbosity: the roles,
  /// which say what a control is and so how to use it ("button",
  /// "heading level 2", "adjustable"), and "dimmed", which says it will
  /// not act. States and behaviour ("selected", "updates frequently")
  /// wait for normal verbosity.
  public static let lowSpokenTraits: AccessibilityTraits = [
    .button, .toggleButton, .link, .header, .searchField, .keyboardKey, .adjustable, .tabBar,
    .notEnabled,
  ]

  /// Whether a description speaks a trait at a verbosity.
  public static func speaks(_ trait: AccessibilityTraits, at verbosity: Verbosity) -> Bool {
    switch verbosity {
    case .low: lowSpokenTraits.isSuperset(of: trait)
    case .normal: normallySpokenTraits.isSuperset(of: trait)
    case .high: true
    }
  }

  /// "heading level 2" for a level from 1 to 6, otherwise "heading".
  public func heading(level: Int?) -> String {
    guard let level, (1...6).contains(level) else { return self[.trait(.header)] }
    return self[.heading(level: level)]
  }

  /// The trait words a description speaks, in the order of
  /// ``AccessibilityTraits/allCases``, except that a toggle button is
  /// spoken where "button" would be, as "toggle button" and never as both.
  ///
  /// The header trait is spoken with its level.
  ///
  /// - Complexity: O(1); there are 18 traits.
  public func words(
    for traits: AccessibilityTraits, headingLevel: Int?, verbosity: Verbosity
  ) -> [String] {
    var result: [String] = []
    for trait in Self.speakingOrder where traits.contains(trait) {
      if trait == .button, traits.contains(.toggleButton) { continue }
      guard Self.speaks(trait, at: verbosity) else { continue }
      result.append(trait == .header ? heading(level: headingLevel) : self[.trait(trait)])
    }
    return result
  }

  private static let speakingOrder: [AccessibilityTraits] = {
    var order = AccessibilityTraits.allCases.filter { $0 != .toggleButton }
    order.insert(.toggleButton, at: 1)
    return order
  }()

  /// "actions available: Serve next, Remove" for custom actions; empty
  /// when there are none.
  public func actionsAvailable(_ names: [String]) -> String {
    let named = names.filter { !$0.isEmpty }
    guard !named.isEmpty else { return "" }
    return self[.actionsAvailable] + named.joined(separator: ", ")
  }

  // MARK: Lists and containers

  /// A list and its size: "list, 7 items", or "empty list".
  public func list(itemCount count: Int) -> String {
    count == 0 ? self[.emptyList] : self[.list] + separator + self[.items(count)]
  }

  // MARK: Tables

  /// A table's role and size: "table, 4 rows, 5 columns", or "empty
  /// table".
  public func table(_ table: TableSummary) -> String {
    guard table.rowCount > 0 else { return self[.emptyTable] }
    return self[.tableRoleName(.table)] + separator
      + self[.tableSize(rows: table.rowCount, columns: table.columnCount)]
  }

  /// A cell's coordinates: "row 2 of 4, column 3 of 5".
  public func position(of cell: TableCell) -> String {
    self[.rowPosition(cell.rowIndex + 1, of: cell.rowCount)] + separator
      + self[.columnPosition(cell.columnIndex + 1, of: cell.columnCount)]
  }

  /// What is said before a cell: the table's caption and size when focus
  /// entered it, then the row's headers and the column's, each as its
  /// label and spoken value.
  public func lead(of context: CellContext) -> [String] {
    var parts: [String] = []
    if let table = context.enteredTable { parts += [table.caption, self.table(table)] }
    for header in context.rowHeaders + context.columnHeaders {
      parts.append(SpokenText.join([header.label, header.valueForSpeech], separator: separator))
    }
    return parts
  }
}
