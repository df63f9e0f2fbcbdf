import TellerAccessibility
import TellerText

/// What a braille line shows of one element, taken as plain values: the
/// label, the value as shown, the traits, the heading level, the container
/// role and the list position.
///
/// The compact form follows VoiceOver's braille: the label, the value, then
/// short marks from the ``Catalog``: "Add 10 customers btn", "Waiting 7
/// customers h2", "Customer 7, loan 2/5". A braille reader pays for every
/// cell, so nothing is spelled out that a mark can say, and the hint is
/// left out.
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

  /// Creates an item.
  public init(
    label: String, value: String = "", traits: AccessibilityTraits = [],
    headingLevel: Int? = nil, role: ContainerRole = .none, listPosition: Int? = nil,
    listCount: Int? = nil
  ) {
    self.label = label
    self.value = value
    self.traits = traits
    self.headingLevel = headingLevel
    self.role = role
    self.listPosition = listPosition
    self.listCount = listCount
  }

  /// The item of an element as a tree holds it: its label, its value as
  /// shown, its traits, heading level and role, and its place in the list
  /// that directly holds it, if any.
  ///
  /// - Complexity: O(log k) for an item of a list of k items.
  public init(_ element: Element, in tree: AccessibilityTree) {
    let position = tree.listPosition(of: element.id)
    self.init(
      label: element.label, value: element.value, traits: element.traits,
      headingLevel: element.headingLevel, role: element.role, listPosition: position?.position,
      listCount: position?.count)
  }

  /// The traits that get a mark, in the order the marks are shown.
  ///
  /// A toggle button shows "tgl" where "btn" would be, never both.
  static let markedTraits: [AccessibilityTraits] = [
    .toggleButton, .button, .link, .header, .searchField, .image, .keyboardKey, .tabBar,
    .adjustable, .selected, .notEnabled,
  ]

  /// The marks, in order: the role's, each trait's, then the list position.
  public func marks(_ catalog: Catalog) -> [String] {
    var marks = [catalog.brailleRoleMark(role)]
    for trait in Self.markedTraits where traits.contains(trait) {
      if trait == .button, traits.contains(.toggleButton) { continue }
      marks.append(
        trait == .header
          ? catalog.brailleHeadingMark(level: headingLevel) : catalog.brailleMark(for: trait))
    }
    if let position = listPosition, let count = listCount {
      marks.append(catalog.braillePosition(position, of: count))
    }
    return marks
  }

  /// The compact text: label, value and marks, each made visible (control
  /// characters become notation) and trimmed, blank parts left out, the
  /// rest joined by single spaces.
  ///
  /// - Complexity: O(n) in the length of the label and value.
  public func text(_ catalog: Catalog) -> String {
    var text = ""
    for part in [label, value] + marks(catalog) {
      let part = trimmed(visibleText(part))
      if part.isEmpty { continue }
      if !text.isEmpty { text += " " }
      text += part
    }
    return text
  }
}

/// Text without white space at either end.
private func trimmed(_ text: String) -> Substring {
  guard let first = text.firstIndex(where: { !$0.isWhitespace }),
    let last = text.lastIndex(where: { !$0.isWhitespace })
  else { return "" }
  return text[first...last]
}
