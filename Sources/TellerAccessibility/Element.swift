/// A node of the accessibility tree: a value snapshot, like a UIKit view's
/// accessibility properties or an AccessKit node.
///
/// Trees are rebuilt from app state whenever it changes and compared with
/// ``TreeDiff``; elements keep their ``id`` across rebuilds.
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
  /// The elements inside this one, in reading order.
  public var children: [Element]
  /// Whether navigation stops on this element. Containers usually don't.
  public var isAccessibilityElement: Bool
  /// Whether this element and everything inside it are left out.
  public var isHidden: Bool
  /// The heading level, 1 to 6, for elements with the header trait.
  public var headingLevel: Int?
  /// How changes to this element are announced.
  public var liveRegion: LiveRegion
  /// Actions offered besides activation.
  public var customActions: [CustomAction]
  /// What this element is as a container.
  public var role: ContainerRole
  /// How the value is spoken when it differs from how it is shown, such as
  /// "4.4 seconds" for "00:04:400". Empty means speak ``value``.
  public var spokenValue: String

  /// Creates an element.
  public init(
    id: ElementID,
    label: String = "",
    value: String = "",
    hint: String = "",
    traits: AccessibilityTraits = [],
    children: [Element] = [],
    isAccessibilityElement: Bool = true,
    isHidden: Bool = false,
    headingLevel: Int? = nil,
    liveRegion: LiveRegion = .off,
    customActions: [CustomAction] = [],
    role: ContainerRole = .none,
    spokenValue: String = ""
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.children = children
    self.isAccessibilityElement = isAccessibilityElement
    self.isHidden = isHidden
    self.headingLevel = headingLevel
    self.liveRegion = liveRegion
    self.customActions = customActions
    self.role = role
    self.spokenValue = spokenValue
  }

  /// Creates a container that is not itself a navigation stop.
  public static func container(
    id: ElementID, label: String = "", role: ContainerRole = .none, children: [Element]
  ) -> Element {
    Element(
      id: id, label: label, children: children,
      isAccessibilityElement: role == .group, role: role)
  }

  /// Whether the element's value can be adjusted.
  public var isAdjustable: Bool { traits.contains(.adjustable) }

  /// The value as it should be spoken.
  public var valueForSpeech: String { spokenValue.isEmpty ? value : spokenValue }
}
