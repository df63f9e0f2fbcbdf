/// Where the focus is, as data for a "where am I" command: the element, its
/// container, its place in a list or a table, the heading it sits under and
/// the rotor setting.
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
  /// For a cell of a data table, all a where-am-I says of the table: the
  /// table, both headers and the cell's coordinates.
  public var table: CellContext?

  /// Creates a where-am-I record from its parts.
  public init(
    element: Element, stopCount: Int, container: Landmark?, listPosition: Int?,
    listCount: Int?, heading: Landmark?, rotor: RotorSetting, table: CellContext? = nil
  ) {
    self.element = element
    self.stopCount = stopCount
    self.container = container
    self.listPosition = listPosition
    self.listCount = listCount
    self.heading = heading
    self.rotor = rotor
    self.table = table
  }
}

extension Navigator {
  /// Where the focus is, or nil when nothing is focused.
  ///
  /// The list position is the focused element's own when it is a list item,
  /// otherwise that of its nearest ancestor that is one. A cell of a data
  /// table comes with its whole context: the table, both headers and its
  /// coordinates.
  ///
  /// - Complexity: O(d · log k) for a tree d deep with lists of k items,
  ///   plus the search for the heading before the focus.
  public func whereAmI() -> WhereAmI? {
    guard let focus, tree.isInReadingOrder(focus), let element = tree.element(focus) else {
      return nil
    }
    var container: WhereAmI.Landmark?
    var position: AccessibilityTree.ListPosition?
    var current: ElementID? = focus
    while let id = current, container == nil || position == nil {
      if position == nil { position = tree.listPosition(of: id) }
      if container == nil, id != focus, let candidate = tree.element(id), !candidate.label.isEmpty {
        container = WhereAmI.Landmark(id: id, label: candidate.label, role: candidate.role)
      }
      current = tree.parent(of: id)
    }

    let heading = tree.search(from: focus, .previous, .headings).map { ref in
      let element = tree.element(at: ref)
      return WhereAmI.Landmark(
        id: element.id, label: element.label, role: element.role,
        headingLevel: element.headingLevel)
    }

    return WhereAmI(
      element: element, stopCount: tree.stopCount, container: container,
      listPosition: position?.position, listCount: position?.count, heading: heading,
      rotor: rotor.setting, table: tree.cellContext(of: focus, comingFrom: nil, withPosition: true))
  }
}
