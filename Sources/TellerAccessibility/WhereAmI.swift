/// Where the focus is, as data for a "where am I" command: the element, its
/// container, its place in a list, the heading it sits under and the rotor
/// setting.
public struct WhereAmI: Hashable, Sendable {
  /// An element around the focus, named by its label.
  public struct Landmark: Hashable, Sendable {
    /// The element's ID.
    public var id: ElementID
    /// The element's label.
    public var label: String
    /// The element's container role.
    public var role: ContainerRole
    /// The heading level, for a heading that has one.
    public var headingLevel: Int?

    /// Creates a landmark.
    public init(id: ElementID, label: String, role: ContainerRole, headingLevel: Int? = nil) {
      self.id = id
      self.label = label
      self.role = role
      self.headingLevel = headingLevel
    }
  }

  /// The focused element.
  public var element: Element
  /// Its index in ``AccessibilityTree/nodes``.
  public var node: Int
  /// Its 0-based position in the reading order.
  public var readingPosition: Int
  /// The number of stops in the reading order.
  public var stopCount: Int
  /// The nearest ancestor with a label, such as the list "Waiting", if any.
  public var container: Landmark?
  /// The 1-based position in the nearest list that holds the element, such
  /// as 3 in "3 of 10".
  public var listPosition: Int?
  /// The number of items in that list, such as 10 in "3 of 10".
  public var listCount: Int?
  /// The heading the element sits under: the nearest heading stop before
  /// it in reading order, if any.
  public var heading: Landmark?
  /// The rotor's current setting.
  public var rotor: RotorSetting

  /// Creates a where-am-I record from its parts.
  public init(
    element: Element, node: Int, readingPosition: Int, stopCount: Int, container: Landmark?,
    listPosition: Int?, listCount: Int?, heading: Landmark?, rotor: RotorSetting
  ) {
    self.element = element
    self.node = node
    self.readingPosition = readingPosition
    self.stopCount = stopCount
    self.container = container
    self.listPosition = listPosition
    self.listCount = listCount
    self.heading = heading
    self.rotor = rotor
  }
}

extension Navigator {
  /// Where the focus is, or nil when nothing is focused.
  ///
  /// The list position is the focused element's own when it is a list item,
  /// otherwise that of its nearest ancestor that is one.
  ///
  /// - Complexity: O(n).
  public func whereAmI() -> WhereAmI? {
    guard let focus, let position = tree.readingPosition(of: focus) else { return nil }
    let node = tree.readingOrder[position]
    let element = tree.nodes[node].element

    var container: WhereAmI.Landmark?
    var listPosition: Int?
    var listCount: Int?
    var current: Int? = node
    while let c = current, container == nil || listPosition == nil {
      let candidate = tree.nodes[c]
      if listPosition == nil, let itemPosition = candidate.listPosition {
        listPosition = itemPosition
        listCount = candidate.listCount
      }
      if container == nil, c != node, !candidate.element.label.isEmpty {
        container = WhereAmI.Landmark(
          id: candidate.element.id, label: candidate.element.label, role: candidate.element.role)
      }
      current = candidate.parent
    }

    let headingPosition = tree.stopPosition(from: position, .previous) {
      $0.traits.contains(.header)
    }
    let heading = headingPosition.map { q -> WhereAmI.Landmark in
      let headingElement = tree.nodes[tree.readingOrder[q]].element
      return WhereAmI.Landmark(
        id: headingElement.id, label: headingElement.label, role: headingElement.role,
        headingLevel: headingElement.headingLevel)
    }

    return WhereAmI(
      element: element, node: node, readingPosition: position,
      stopCount: tree.readingOrder.count, container: container, listPosition: listPosition,
      listCount: listCount, heading: heading, rotor: rotor.setting)
  }
}
