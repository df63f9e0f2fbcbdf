/// What a description says and in which language.
public struct DescriptionOptions: Hashable, Sendable {
  /// How much is said: low says label, value, the roles ("button",
  /// "heading level 2", "dialog", and "dimmed"), a list's size and list
  /// position; normal adds states such as "selected" and the hint; high
  /// adds every trait, live-region politeness and custom actions.
  public var verbosity: Verbosity
  /// Whether hints are read, like VoiceOver's "Speak hints" setting.
  public var hintsEnabled: Bool
  /// The language of the words Teller adds.
  public var language: Language

  /// Creates options; the defaults are normal verbosity, hints on, English.
  public init(
    verbosity: Verbosity = .normal, hintsEnabled: Bool = true, language: Language = .english
  ) {
    self.verbosity = verbosity
    self.hintsEnabled = hintsEnabled
    self.language = language
  }
}

/// What a screen reader says on landing on the node with an ID, or nil when
/// the tree holds no such node.
///
/// The parts come in VoiceOver's order: label, value (as spoken), the
/// container's role ("list, 7 items", "dialog", "table, 4 rows, 5
/// columns"), trait words ("button", "heading level 2", "selected",
/// "dimmed", "adjustable"), live-region politeness, list position ("3 of
/// 10"), the hint, then the custom actions. Empty parts are skipped and
/// the rest joined with ", ".
///
/// A group that is an element and has no label is read as the labels and
/// values of its visible descendants, in document order.
///
/// A cell of a data table (``TableRole``) is read with what changed since
/// `previous`, where focus was (``AccessibilityTree/cellContext(of:comingFrom:withPosition:)``):
/// the table's caption and size when focus came from outside it, then the
/// row's headers if the row changed and the column's if the column did,
/// then the cell; a cell with no text is "blank". Its coordinates ("row 2
/// of 4, column 3 of 5") and the header cells' role words come only at
/// high verbosity. Without `previous`, focus is taken to come from
/// outside the table.
///
/// - Complexity: O(log k) for an item of a list of k items, O(g) for a
///   group of g descendants, that of ``AccessibilityTree/tableCell(_:)``
///   for a cell.
public func describe(
  _ id: ElementID, in tree: AccessibilityTree, options: DescriptionOptions = .init(),
  comingFrom previous: ElementID? = nil
) -> String? {
  guard let ref = tree.ref(of: id) else { return nil }
  let element = tree.element(at: ref)
  var groupText: [String]?
  if case .slot(let slot) = ref, element.role == .group, SpokenText.isBlank(element.label) {
    groupText = SpokenText.ofDescendants(of: slot, in: tree)
  }
  let cell = tree.cellContext(
    of: id, comingFrom: previous, withPosition: options.verbosity == .high)
  return describe(
    element, in: tree, groupText: groupText, cellContext: cell, options: options)
}

/// What a screen reader says on landing on a cell of a data table, with
/// the context a caller worked out: a where-am-I gives the whole context
/// (``AccessibilityTree/cellContext(of:comingFrom:withPosition:)`` from
/// nil, with the position). Nil when the tree holds no such node.
///
/// - Complexity: O(1) besides the context, for a cell.
public func describe(
  _ id: ElementID, in tree: AccessibilityTree, cellContext: CellContext?,
  options: DescriptionOptions = .init()
) -> String? {
  guard let ref = tree.ref(of: id) else { return nil }
  return describe(
    tree.element(at: ref), in: tree, groupText: nil, cellContext: cellContext, options: options)
}

private func describe(
  _ element: Element, in tree: AccessibilityTree, groupText: [String]?,
  cellContext: CellContext?, options: DescriptionOptions
) -> String {
  let position = tree.listPosition(of: element.id)
  var description = Description(
    listPosition: position?.position, listCount: position?.count,
    itemCount: tree.visibleChildCount(of: element.id), groupText: groupText,
    cellContext: cellContext)
  if element.tableRole == .table { description.table = tree.tableSummary(element.id) }
  return description.text(of: element, options: options)
}

/// What a screen reader says about an element outside a tree, with its
/// list position and, for a list, its number of items when the caller
/// knows them. A group without a label says nothing of its children here.
///
/// - Complexity: O(1).
public func describe(
  _ element: Element, listPosition: Int? = nil, listCount: Int? = nil, itemCount: Int = 0,
  options: DescriptionOptions = .init()
) -> String {
  Description(listPosition: listPosition, listCount: listCount, itemCount: itemCount)
    .text(of: element, options: options)
}

/// What a description knows of an element's place besides the element.
private struct Description {
  var listPosition: Int?
  var listCount: Int?
  var itemCount: Int
  var groupText: [String]?
  var cellContext: CellContext?
  /// The element's own size, for a table.
  var table: TableSummary?

  func text(of element: Element, options: DescriptionOptions) -> String {
    let catalog = AccessibilityCatalog(language: options.language)
    let verbosity = options.verbosity
    var parts: [String] = []
    if let cellContext { parts += catalog.lead(of: cellContext) }
    if let groupText {
      parts.append(contentsOf: groupText)
    } else {
      parts.append(element.label)
    }
    parts.append(element.valueForSpeech)
    if cellContext != nil, element.tableRole == .cell, groupText == nil,
      SpokenText.isBlank(element.label), SpokenText.isBlank(element.valueForSpeech)
    {
      parts.append(catalog[.blankCell])
    }
    switch element.role {
    case .list:
      parts.append(catalog.list(itemCount: itemCount))
    case .modal:
      parts.append(catalog[.roleName(.modal)])
    case .none, .group:
      break
    }
    if let table {
      parts.append(catalog.table(table))
    } else if verbosity == .high, element.tableRole != .cell {
      parts.append(catalog[.tableRoleName(element.tableRole)])
    }
    parts.append(
      contentsOf: catalog.words(
        for: element.traits, headingLevel: element.headingLevel, verbosity: verbosity))
    if verbosity == .high {
      parts.append(catalog[.liveRegion(element.liveRegion)])
    }
    if let position = listPosition, let count = listCount {
      parts.append(catalog[.listPosition(position, of: count)])
    }
    if let cell = cellContext?.position { parts.append(catalog.position(of: cell)) }
    if verbosity >= .normal && options.hintsEnabled {
      parts.append(element.hint)
    }
    if verbosity == .high {
      parts.append(catalog.actionsAvailable(element.customActions.map(\.name)))
    }
    return SpokenText.join(parts, separator: catalog.separator)
  }
}

/// Helpers for spoken and shown text shared by descriptions, the audit, the
/// dump and braille.
public enum SpokenText {
  /// Joins parts with a separator after trimming each one, skipping the
  /// blank ones, so the result never holds an empty part or a doubled
  /// separator. Without trimming, only empty parts are skipped.
  static func join(_ parts: [String], separator: String, trimming: Bool = true) -> String {
    var result = ""
    for part in parts {
      let part = trimming ? trimmed(part) : part
      if part.isEmpty { continue }
      if !result.isEmpty { result += separator }
      result += part
    }
    return result
  }

  /// The labels and spoken values of a node's visible descendants, in
  /// document order.
  static func ofDescendants(of slot: Int, in tree: AccessibilityTree) -> [String] {
    var result: [String] = []
    tree.walk(includingHidden: false, from: slot) { descendant, _ in
      guard descendant != .slot(slot) else { return }
      let element = tree.element(at: descendant)
      guard !element.isHidden else { return }
      result.append(element.label)
      result.append(element.valueForSpeech)
    }
    return result
  }

  /// Whether text is empty or only white space.
  static func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }

  /// Text without white space at either end.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }
}
