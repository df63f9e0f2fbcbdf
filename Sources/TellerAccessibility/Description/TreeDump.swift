import TellerText

/// A plain-text picture of an element tree, one line per element, for
/// snapshot tests and `teller inspect`.
///
/// Each line is indented two spaces per depth and ends with the element's
/// ID in brackets. Navigation stops start with "- " and read like their
/// description at high verbosity, with the shown value, the spoken value
/// when it differs, and the hint in quotes. An excerpt:
///
///     container "Teller" [screen]
///       - Work time, 00:04:400, spoken "4.4 seconds", updates frequently (outside dialog) [time]
///       - Reset, button, "Clears both lists" (outside dialog) [reset]
///       list "Waiting" (2 items) [list.waiting]
///         - 1 - Deposit, 1 of 2 (outside dialog) [customer.1]
///         9 - Loan (hidden) [customer.9]
///       - group (outside dialog) [summary]
///         Served, 10 [summary.served]
///       Numbers restart after a reset (not an element) [note]
///       dialog "Reset everything?" [confirm]
///         - Reset, button [confirm.yes]
///
/// Containers show their role ("list", "group", "dialog", "container") and
/// their label in quotes; a list shows its item count. A data table shows
/// its caption and size (`table "Clerks" (4 rows, 5 columns)`), each row
/// its place (`row 2 of 4`), and each cell its text, a header cell its
/// role ("column header", "row header") and a cell with no text
/// "(blank)". Lines without "- "
/// are not stops: containers, and the children of a group read as one.
/// Flags in parentheses say what is unusual: "hidden" (shown as one line,
/// its subtree left out), "not an element" (text outside any stop) and
/// "outside dialog" (a stop the modal keeps out of the reading order).
/// Text is shown as it is, untrimmed. The same tree always gives the same
/// text.
///
/// The dump never holds escape or control characters: ESC becomes `\e`,
/// tab `\t`, newline `\n`, carriage return `\r`, other C0 and C1 controls,
/// DEL, line and paragraph separators and bidirectional controls become
/// `\u{XX}`. So every element takes exactly one line.
public struct TreeDump: Hashable, Sendable, CustomStringConvertible {
  /// The lines of the dump, without line ends.
  public let lines: [String]

  /// Dumps a tree, in the words of a language.
  ///
  /// - Complexity: O(n · d) in the number of elements, hidden ones
  ///   included, and the depth of the tree.
  public init(_ tree: AccessibilityTree, language: Language = .english) {
    var writer = Writer(tree: tree, catalog: AccessibilityCatalog(language: language))
    if let root = tree.rootSlot { writer.write(.slot(root), depth: 0, insideStop: false) }
    lines = writer.lines
  }

  /// Dumps the tree of nested nodes, in the words of a language.
  ///
  /// - Complexity: O(n · d) in the number of elements and the depth.
  public init(_ root: TreeNode, language: Language = .english) {
    self.init(AccessibilityTree(root: root), language: language)
  }

  /// The dump as text: the lines, each ended by a newline.
  public var text: String { lines.map { $0 + "\n" }.joined() }

  /// The dump as text; the same as ``text``.
  public var description: String { text }
}

/// Walks the nodes in document order, writing a line for each.
private struct Writer {
  let tree: AccessibilityTree
  let catalog: AccessibilityCatalog
  var lines: [String] = []

  init(tree: AccessibilityTree, catalog: AccessibilityCatalog) {
    self.tree = tree
    self.catalog = catalog
  }

  mutating func write(_ ref: NodeRef, depth: Int, insideStop: Bool) {
    let element = tree.element(at: ref)
    let children = self.children(of: ref)
    let indent = String(repeating: "  ", count: depth)
    guard !element.isHidden else {
      lines.append(
        visibleText(
          indent + head(of: element, itemCount: nil, hasChildren: !children.isEmpty)
            + " (\(catalog[.hiddenFlag])) [\(element.id)]"))
      return
    }
    let isStop = element.isAccessibilityElement && !insideStop
    let visibleChildren = tree.visibleChildCount(of: element.id)
    var line = indent + (isStop ? "- " : "")
    let head = head(
      of: element, itemCount: element.role == .list ? visibleChildren : nil,
      hasChildren: visibleChildren > 0)
    line += SpokenText.join(
      [head] + details(of: element), separator: catalog.separator, trimming: false)
    var flags: [String] = []
    if element.role == .none, !element.isAccessibilityElement, visibleChildren == 0,
      !insideStop, !(element.label.isEmpty && element.value.isEmpty)
    {
      flags.append(catalog[.notAnElementFlag])
    }
    if isStop, tree.modalSlot != nil, !tree.isInScope(ref) {
      flags.append(catalog[.outsideModalFlag])
    }
    for flag in flags { line += " (\(flag))" }
    line += " [\(element.id)]"
    lines.append(visibleText(line))
    for child in children {
      write(child, depth: depth + 1, insideStop: insideStop || isStop)
    }
  }

  /// A node's children, or a compact list's items.
  func children(of ref: NodeRef) -> [NodeRef] {
    guard case .slot(let slot) = ref else { return [] }
    if let items = tree.itemLists[slot] {
      return (0..<items.count).map { NodeRef.item(list: slot, index: $0) }
    }
    return tree.childSlots[slot].map(NodeRef.slot)
  }

  /// The role and label of a container, or the label of anything else; a
  /// table with its size, a row with its place, a cell's text.
  func head(of element: Element, itemCount: Int?, hasChildren: Bool = false) -> String {
    switch element.tableRole {
    case .table:
      let size = tree.tableSummary(element.id).map {
        " (\(catalog[.tableSize(rows: $0.rowCount, columns: $0.columnCount)]))"
      }
      let label = element.label.isEmpty ? "" : " \"\(element.label)\""
      return catalog[.tableRoleName(.table)] + label + (size ?? "")
    case .row:
      guard let place = tree.rowPlace(of: element.id) else { break }
      return catalog[.rowPosition(place.index + 1, of: place.count)]
    case .cell, .columnHeader, .rowHeader:
      guard element.label.isEmpty else { return element.label }
      return element.value.isEmpty ? "(\(catalog[.blankCell]))" : ""
    case .none:
      break
    }
    let label = element.label
    var role = catalog[.roleName(element.role)]
    if role.isEmpty, !element.isAccessibilityElement, hasChildren || label.isEmpty {
      role = catalog[.container]
    }
    guard !role.isEmpty else {
      return label.isEmpty && element.isAccessibilityElement ? catalog[.noLabel] : label
    }
    var head = role
    if !label.isEmpty { head += " \"\(label)\"" }
    if let itemCount { head += " (\(catalog[.items(itemCount)]))" }
    return head
  }

  /// Value, the shown label and spoken value where they differ, the short
  /// label, every trait, live region, list position, hint and actions.
  func details(of element: Element) -> [String] {
    var parts = [element.value]
    if !element.shownLabel.isEmpty, element.shownLabel != element.label {
      parts.append(catalog[.shownAs(element.shownLabel)])
    }
    if !element.spokenValue.isEmpty, element.spokenValue != element.value {
      parts.append(catalog[.spokenAs(element.spokenValue)])
    }
    if !element.shortLabel.isEmpty, element.shortLabel != element.label {
      parts.append(catalog[.shortAs(element.shortLabel)])
    }
    if element.tableRole == .columnHeader || element.tableRole == .rowHeader {
      parts.append(catalog[.tableRoleName(element.tableRole)])
    }
    parts += catalog.words(
      for: element.traits, headingLevel: element.headingLevel, verbosity: .high)
    parts.append(catalog[.liveRegion(element.liveRegion)])
    if let position = tree.listPosition(of: element.id) {
      parts.append(catalog[.listPosition(position.position, of: position.count)])
    }
    if !element.hint.isEmpty { parts.append("\"\(element.hint)\"") }
    parts.append(catalog.actionsAvailable(element.customActions.map(\.name)))
    return parts
  }
}
