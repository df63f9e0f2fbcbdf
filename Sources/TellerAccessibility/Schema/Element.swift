/// A node's own accessibility properties, as a value: like a UIKit view's
/// accessibility properties or an AccessKit node.
///
/// An element knows nothing of its place: the ``AccessibilityTree`` keeps
/// each node's parent and children by ID, and a ``TreeNode`` nests elements
/// to build a tree. Elements keep their ``id`` while the tree changes, so an
/// update can name them and focus can follow them.
///
/// Two elements are equal when every property is equal (the synthesised
/// `Equatable`).
public struct Element: Hashable, Sendable {
  /// The element's stable identity.
  public var id: ElementID
  /// A short name for the element, such as "Reset". It never names the trait.
  public var label: String
  /// The element's current value, such as "00:04:400" or "7 customers".
  public var value: String
  /// What activating the element does, such as "Clears both lines".
  public var hint: String
  /// What the element is and how it behaves.
  public var traits: AccessibilityTraits
  /// Whether navigation stops on this element. Containers usually don't.
  public var isAccessibilityElement: Bool
  /// Whether this element and everything inside it are left out.
  public var isHidden: Bool
  /// The heading level, 1 to 6, for elements with the header trait.
  public var headingLevel: Int?
  /// How urgently a presenter should treat changes to this element. Teller
  /// describes it and the Updates rotor finds it; Teller's own announcements
  /// come from what happened in the app, not from the tree.
  public var liveRegion: LiveRegion
  /// Actions offered besides activation.
  public var customActions: [CustomAction]
  /// What this element is as a container.
  public var role: ContainerRole
  /// How the value is spoken when it differs from how it is shown, such as
  /// "4.4 seconds" for "00:04:400". Empty means speak ``value``.
  public var spokenValue: String
  /// Typed facts the app attaches, such as "a loan customer", that custom
  /// rotors and the app read instead of parsing the label or the ID.
  public var tags: ElementTags
  /// How the label is shown on a screen when it differs from how it is
  /// spoken, such as "4 - Deposit" for "Customer 4, deposit": a
  /// synthesizer reads a dash as "minus". Empty means show ``label``.
  public var shownLabel: String
  /// What the element is in a data table, if it is part of one: the
  /// table, a row, or a cell (``TableRole``).
  public var tableRole: TableRole
  /// A short form of the label, for a header cell named where room is
  /// short, as a braille display names a cell's headers beside the cell:
  /// "Dep1" for "Deposit clerk 1", like HTML's `abbr` on a `<th>`. The app
  /// writes it (a catalog's wording); nothing shortens a label. Empty means
  /// the label has no short form.
  public var shortLabel: String

  /// Creates an element.
  public init(
    id: ElementID,
    label: String = "",
    value: String = "",
    hint: String = "",
    traits: AccessibilityTraits = [],
    isAccessibilityElement: Bool = true,
    isHidden: Bool = false,
    headingLevel: Int? = nil,
    liveRegion: LiveRegion = .off,
    customActions: [CustomAction] = [],
    role: ContainerRole = .none,
    spokenValue: String = "",
    tags: ElementTags = [],
    shownLabel: String = "",
    tableRole: TableRole = .none,
    shortLabel: String = ""
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.isAccessibilityElement = isAccessibilityElement
    self.isHidden = isHidden
    self.headingLevel = headingLevel
    self.liveRegion = liveRegion
    self.customActions = customActions
    self.role = role
    self.spokenValue = spokenValue
    self.tags = tags
    self.shownLabel = shownLabel
    self.tableRole = tableRole
    self.shortLabel = shortLabel
  }

  /// Creates a container that is not itself a navigation stop, unless it is
  /// a group.
  public static func container(
    id: ElementID, label: String = "", role: ContainerRole = .none
  ) -> Element {
    Element(id: id, label: label, isAccessibilityElement: role == .group, role: role)
  }

  /// Whether the element's value can be adjusted.
  public var isAdjustable: Bool { traits.contains(.adjustable) }

  /// The value as it should be spoken.
  public var valueForSpeech: String { spokenValue.isEmpty ? value : spokenValue }

  /// The label as a screen shows it.
  public var labelForDisplay: String { shownLabel.isEmpty ? label : shownLabel }

  /// The label where room is short: its short form, or the label itself
  /// when it has none.
  public var labelInBrief: String { shortLabel.isEmpty ? label : shortLabel }
}
