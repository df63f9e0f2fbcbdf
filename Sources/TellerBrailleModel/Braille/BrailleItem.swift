import TellerAccessibility
import TellerSession
import TellerText
import TellerWording

/// What a braille line shows of one element, taken as plain values: the
/// label, the value as shown, the traits, the heading level, the container
/// role, a list's item count and the list position.
///
/// The compact form follows VoiceOver's braille: the label, the value, then
/// short marks from the ``Catalog``: "Add 10 customers btn", "Waiting 7
/// customers h2", "Customer 7, loan 2/5", "Waiting lst 0". A braille reader
/// pays for every cell, so nothing is spelled out that a mark can say, and
/// the hint is left out.
///
/// A list item's value is set off from its label by the catalog's
/// ``Catalog/brailleItemValueSeparator`` (", "): "Customer 1, loan, clerk 3
/// 1/3", never "Customer 1, loan clerk 3", which reads as a loan clerk.
/// An item's label and value are two phrases about it, and on a line of
/// items one after another the comma keeps them apart. Elsewhere the value
/// completes the label and follows a space: "Waiting 7 customers h2",
/// "Work time 00:04:400".
///
/// A data cell of a table, named by its headers rather than a label of its
/// own, shows its value first and then the short forms of its row's and
/// its column's headers (``Element/shortLabel``) after the same comma:
/// "customer 10, Dep1 Now" for Deposit clerk 1's Serving cell. The
/// headers in full, "Deposit clerk 1, Serving", are ``headersText(_:)``,
/// which the focus line shows in a window of its own, so panning reaches
/// them.
public struct BrailleItem: Hashable, Sendable {
  /// The element's label.
  public var label: String
  /// The element's value as the screen shows it (not as it is spoken).
  public var value: String
  /// The element's traits.
  public var traits: AccessibilityTraits
  /// The heading level, for an element with the header trait.
  public var headingLevel: Int?
  /// What the element is as a container.
  public var role: ContainerRole
  /// The element's position in its list, from 1, when it is a list item.
  public var listPosition: Int?
  /// The number of items in the element's list, when it is a list item.
  public var listCount: Int?
  /// For a list shown as an element of its own (an empty list is a
  /// stop), the number of items it holds.
  public var itemCount: Int?
  /// For a data cell named by its headers, the short forms of its row's
  /// and then its column's headers, shown after its value: "Dep1", "Now".
  /// Empty for any other element.
  public var shortHeaders: [String]
  /// The same headers in full, in the same order: "Deposit clerk 1",
  /// "Serving".
  public var headers: [String]

  /// Creates an item.
  public init(
    label: String, value: String = "", traits: AccessibilityTraits = [],
    headingLevel: Int? = nil, role: ContainerRole = .none, listPosition: Int? = nil,
    listCount: Int? = nil, itemCount: Int? = nil, shortHeaders: [String] = [],
    headers: [String] = []
  ) {
    self.label = label
    self.value = value
    self.traits = traits
    self.headingLevel = headingLevel
    self.role = role
    self.listPosition = listPosition
    self.listCount = listCount
    self.itemCount = itemCount
    self.shortHeaders = shortHeaders
    self.headers = headers
  }

  /// The item of an element as a tree holds it: its label, its value as
  /// shown, its traits, heading level and role, its place in the list that
  /// directly holds it, if any, and, for a list, its number of items. A
  /// data cell of a table without a label of its own is named by its
  /// row's and its column's headers, short after its value and in full in
  /// ``headers``.
  ///
  /// - Complexity: O(log k) for an item of a list of k items, O(d + log r)
  ///   for a cell d deep in a table of r rows.
  public init(_ element: Element, in tree: AccessibilityTree) {
    let position = tree.listPosition(of: element.id)
    var named: [Element] = []
    if element.tableRole == .cell, element.label.isEmpty, let cell = tree.tableCell(element.id) {
      named = (cell.rowHeaders + cell.columnHeaders).filter { !$0.label.isEmpty }
    }
    self.init(
      label: element.label, value: element.value, traits: element.traits,
      headingLevel: element.headingLevel, role: element.role, listPosition: position?.position,
      listCount: position?.count,
      itemCount: element.role == .list ? tree.visibleChildCount(of: element.id) : nil,
      shortHeaders: named.map(\.labelInBrief), headers: named.map(\.label))
  }

  /// The traits that get a mark, in the order the marks are shown.
  ///
  /// A toggle button shows "tgl" where "btn" would be, never both.
  static let markedTraits: [AccessibilityTraits] = [
    .toggleButton, .button, .link, .header, .searchField, .image, .keyboardKey, .tabBar,
    .adjustable, .selected, .notEnabled,
  ]

  /// The marks, in order: the role's (a list's with its item count, when
  /// known), each trait's, then the list position.
  public func marks(_ catalog: Catalog) -> [String] {
    var marks = [catalog[.roleMark(role)]]
    if role == .list, let itemCount { marks.append(catalog.brailleItemCount(itemCount)) }
    for trait in Self.markedTraits where traits.contains(trait) {
      if trait == .button, traits.contains(.toggleButton) { continue }
      marks.append(
        trait == .header
          ? catalog[BrailleMessage.heading(level: headingLevel)] : catalog[.traitMark(trait)])
    }
    if let position = listPosition, let count = listCount {
      marks.append(catalog.braillePosition(position, of: count))
    }
    return marks
  }

  /// The compact text: label, value, a cell's short headers and marks,
  /// each made visible (control characters become notation) and trimmed,
  /// blank parts left out, the rest joined by single spaces, except that a
  /// list item's value follows its label, and a cell's short headers its
  /// value, after ``Catalog/brailleItemValueSeparator``.
  ///
  /// - Complexity: O(n) in the length of the label, value and headers.
  public func text(_ catalog: Catalog) -> String {
    var text = SpokenText.trimmed(visibleText(label))
    let value = SpokenText.trimmed(visibleText(value))
    if !value.isEmpty {
      if !text.isEmpty {
        text += listPosition == nil ? " " : catalog.brailleItemValueSeparator
      }
      text += value
    }
    let brief = Self.shown(shortHeaders).joined(separator: " ")
    if !brief.isEmpty {
      if !text.isEmpty { text += catalog.brailleItemValueSeparator }
      text += brief
    }
    for mark in marks(catalog) {
      let mark = SpokenText.trimmed(visibleText(mark))
      if mark.isEmpty { continue }
      if !text.isEmpty { text += " " }
      text += mark
    }
    return text
  }

  /// A cell's headers in full, after ``Catalog/brailleItemValueSeparator``:
  /// "Deposit clerk 1, Serving"; empty for an element that is no data cell
  /// named by its headers.
  ///
  /// - Complexity: O(n) in the length of the headers.
  public func headersText(_ catalog: Catalog) -> String {
    Self.shown(headers).joined(separator: catalog.brailleItemValueSeparator)
  }

  /// Texts made visible and trimmed, blank ones left out.
  private static func shown(_ texts: [String]) -> [String] {
    texts.map { SpokenText.trimmed(visibleText($0)) }.filter { !$0.isEmpty }
  }
}
