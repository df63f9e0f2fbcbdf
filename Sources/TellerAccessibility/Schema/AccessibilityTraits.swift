/// The characteristics of an element, as UIAccessibilityTraits names them.
///
/// Traits describe what an element is and how it behaves; a description
/// speaks them after the label and value ("button", "heading level 2").
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt32

  /// Creates a set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The element performs an action when activated.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// The element opens a location when activated.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// The element heads a section; pair it with a heading level.
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is a search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is a picture.
  public static let image = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is selected.
  public static let selected = AccessibilityTraits(rawValue: 1 << 5)
  /// The element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// The element acts as a keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// The element is text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
  /// The element sums up the state of the screen.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// The element is dimmed and does not respond.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
  /// The element's value changes often; it is not announced on every change.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
  /// Activating the element starts a media session.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
  /// The element's value can be incremented and decremented.
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
  /// The element takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
  /// The element turns the page when reading reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
  /// The element is a tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
  /// The element toggles between two states.
  public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)

  /// Every trait, in the order a description speaks them.
  public static let allCases: [AccessibilityTraits] = [
    .button, .link, .header, .searchField, .image, .selected, .playsSound,
    .keyboardKey, .staticText, .summaryElement, .notEnabled, .updatesFrequently,
    .startsMediaSession, .adjustable, .allowsDirectInteraction, .causesPageTurn,
    .tabBar, .toggleButton,
  ]
}
