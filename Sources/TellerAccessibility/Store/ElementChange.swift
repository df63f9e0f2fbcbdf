/// How one element kept by an update differs from before.
public struct ElementChange: Hashable, Sendable {
  /// The properties that can change, as a set.
  public struct Fields: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt16

    /// Creates a set from its bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The label, the shown label or the short label changed.
    public static let label = Fields(rawValue: 1 << 0)
    /// The value or the spoken value changed.
    public static let value = Fields(rawValue: 1 << 1)
    /// The hint changed.
    public static let hint = Fields(rawValue: 1 << 2)
    /// The traits changed.
    public static let traits = Fields(rawValue: 1 << 3)
    /// The heading level changed.
    public static let headingLevel = Fields(rawValue: 1 << 4)
    /// The live-region politeness changed.
    public static let liveRegion = Fields(rawValue: 1 << 5)
    /// The custom actions changed.
    public static let customActions = Fields(rawValue: 1 << 6)
    /// The container role or whether it is an element changed.
    public static let role = Fields(rawValue: 1 << 7)
    /// Whether it is hidden changed.
    public static let hidden = Fields(rawValue: 1 << 8)
    /// The app's tags changed.
    public static let tags = Fields(rawValue: 1 << 9)

    /// The fields that differ between two versions of an element.
    ///
    /// - Complexity: O(1), plus comparing the strings and arrays that
    ///   differ in identity.
    public init(between a: TellerAccessibility.Element, and b: TellerAccessibility.Element) {
      var fields: Fields = []
      if a.label != b.label || a.shownLabel != b.shownLabel || a.shortLabel != b.shortLabel {
        fields.insert(.label)
      }
      if a.value != b.value || a.spokenValue != b.spokenValue { fields.insert(.value) }
      if a.hint != b.hint { fields.insert(.hint) }
      if a.traits != b.traits { fields.insert(.traits) }
      if a.headingLevel != b.headingLevel { fields.insert(.headingLevel) }
      if a.liveRegion != b.liveRegion { fields.insert(.liveRegion) }
      if a.customActions != b.customActions { fields.insert(.customActions) }
      if a.role != b.role || a.isAccessibilityElement != b.isAccessibilityElement {
        fields.insert(.role)
      }
      if a.isHidden != b.isHidden { fields.insert(.hidden) }
      if a.tags != b.tags { fields.insert(.tags) }
      self = fields
    }
  }

  /// The element's ID.
  public var id: ElementID
  /// What changed.
  public var fields: Fields
  /// The element before.
  public var old: Element
  /// The element after.
  public var new: Element
}
