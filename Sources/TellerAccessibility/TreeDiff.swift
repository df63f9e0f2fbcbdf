/// The changes between two trees: elements added, removed and changed, and
/// where focus moved because of them.
///
/// Announcements are built from diffs, never from ad-hoc messages.
public struct TreeDiff: Hashable, Sendable {
  /// The IDs of visible elements new in the second tree, in its document order.
  public var added: [ElementID]
  /// The IDs of visible elements gone from the second tree, in the first
  /// tree's document order.
  public var removed: [ElementID]
  /// Elements in both trees whose own properties differ.
  public var changed: [ElementChange]
  /// How focus moved because of the change, filled in by the navigator.
  public var focusMove: FocusMove?

  /// Creates a diff from its parts.
  public init(
    added: [ElementID] = [], removed: [ElementID] = [], changed: [ElementChange] = [],
    focusMove: FocusMove? = nil
  ) {
    self.added = added
    self.removed = removed
    self.changed = changed
    self.focusMove = focusMove
  }

  /// Compares two trees by element ID.
  ///
  /// - Complexity: O(n + m) for trees of n and m nodes.
  public init(from old: AccessibilityTree, to new: AccessibilityTree) {
    var added: [ElementID] = []
    var changed: [ElementChange] = []
    for node in new.nodes {
      let element = node.element
      guard let before = old.element(element.id) else {
        added.append(element.id)
        continue
      }
      let fields = ElementChange.Fields(between: before, and: element)
      if !fields.isEmpty {
        changed.append(ElementChange(id: element.id, fields: fields, old: before, new: element))
      }
    }
    var removed: [ElementID] = []
    for node in old.nodes where new.index(of: node.element.id) == nil {
      removed.append(node.element.id)
    }
    self.init(added: added, removed: removed, changed: changed)
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    added.isEmpty && removed.isEmpty && changed.isEmpty && focusMove == nil
  }
}

/// How one element differs between two trees.
public struct ElementChange: Hashable, Sendable {
  /// The properties that can change.
  public struct Fields: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt16
    /// Creates a set from its bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The label changed.
    public static let label = Fields(rawValue: 1 << 0)
    /// The value changed.
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
    /// The IDs or order of the children changed.
    public static let children = Fields(rawValue: 1 << 8)

    /// The fields that differ between two versions of an element.
    public init(between a: TellerAccessibility.Element, and b: TellerAccessibility.Element) {
      var f: Fields = []
      if a.label != b.label { f.insert(.label) }
      if a.value != b.value || a.spokenValue != b.spokenValue { f.insert(.value) }
      if a.hint != b.hint { f.insert(.hint) }
      if a.traits != b.traits { f.insert(.traits) }
      if a.headingLevel != b.headingLevel { f.insert(.headingLevel) }
      if a.liveRegion != b.liveRegion { f.insert(.liveRegion) }
      if a.customActions != b.customActions { f.insert(.customActions) }
      if a.role != b.role || a.isAccessibilityElement != b.isAccessibilityElement {
        f.insert(.role)
      }
      if !a.children.lazy.filter({ !$0.isHidden }).map(\.id)
        .elementsEqual(b.children.lazy.filter { !$0.isHidden }.map(\.id))
      {
        f.insert(.children)
      }
      self = f
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

  /// Creates a change record.
  public init(id: ElementID, fields: Fields, old: Element, new: Element) {
    self.id = id
    self.fields = fields
    self.old = old
    self.new = new
  }
}

/// Focus moving because the element under it changed or went away.
public struct FocusMove: Hashable, Sendable {
  /// Why focus moved.
  public enum Reason: String, Hashable, Sendable {
    /// The focused element was removed and another took its place.
    case replaced
    /// The focused element was removed; focus went to the next element.
    case next
    /// The focused element was removed; focus went to the previous element.
    case previous
    /// The focused element was removed; focus went to its container.
    case container
    /// A modal appeared or went away and focus moved in or out of it.
    case modal
    /// Nothing was focused, or nothing is left to focus.
    case reset
  }

  /// The element focus left, if any.
  public var from: ElementID?
  /// The element focus went to, or nil when the tree has nothing to focus.
  public var to: ElementID?
  /// Why it moved.
  public var reason: Reason

  /// Creates a focus move.
  public init(from: ElementID?, to: ElementID?, reason: Reason) {
    self.from = from
    self.to = to
    self.reason = reason
  }
}
