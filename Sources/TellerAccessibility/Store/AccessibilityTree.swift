/// The accessibility tree: a flat store of nodes keyed by ``ElementID``,
/// each with its element, its parent and its ordered children, changed by
/// incremental updates as AccessKit's tree is (though each node is placed
/// relative to a parent or a sibling, and focus is kept apart, by the
/// ``Navigator``); and compact lists, whose items are small
/// values made into elements on demand, as a UIAccessibility container
/// answers `accessibilityElementCount()` and `accessibilityElement(at:)`.
///
/// The tree changes in place through ``TreeUpdate``s
/// (``apply(_:)``), in time proportional to each update. It keeps what
/// navigation needs up to date as it goes: each node's place among its
/// siblings, found by binary search, and for each container a tally of the
/// stops below it of every kind the rotor looks for, so searches skip the
/// subtrees that hold nothing to find. A compact list (``ListItems``)
/// counts its own items: its place of an item, the item at a place and the
/// next item with a tag each take O(log n).
///
/// Vocabulary:
/// - A node is *visible* when neither it nor any ancestor is hidden.
/// - A *stop* is a visible node that is an accessibility element with no
///   accessibility element above it: a group that is an element is one
///   stop, and its children are not stops. Every item of a compact list is
///   an element, so the items are stops unless the list itself is an
///   element or lies inside one.
/// - While a visible *modal* is present, the last one in document order is
///   the *scope*: navigation sees only the stops inside it. Otherwise the
///   scope is the whole tree. The stops in scope in document order are the
///   *reading order*.
///
/// Two trees are equal when they hold the same nodes, each with the same
/// element, parent and children (or items), under the same root. The
/// bookkeeping that makes positions and searches fast is not compared: a
/// tree built at once and one reached by many updates are equal when their
/// nodes are.
///
/// Node IDs are unique within a tree. A tree holds up to `Int.max / 2`
/// nodes.
public struct AccessibilityTree: Sendable {
  /// What a container keeps about its children.
  struct ContainerTally: Hashable, Sendable {
    /// The sum of the children's tallies, or of a compact list's items.
    var children = SubtreeTally()
    /// How many children are hidden.
    var hiddenChildren = 0
  }

  // The nodes, by slot: parallel arrays indexed by a slot number that
  // stays with a node while it is in the tree. Freed slots are reused.

  /// Each slot's element.
  var elements: [Element] = []
  /// Each slot's parent slot, or -1 for the root and free slots.
  var parents: [Int] = []
  /// Each slot's order key: siblings' keys increase in reading order, with
  /// gaps, so a node's place is found by binary search.
  var orderKeys: [Int] = []
  /// Each slot's children, in reading order.
  var childSlots: [[Int]] = []
  /// Slots free for reuse.
  var freeSlots: [Int] = []
  /// The slot of each node's ID; items of compact lists are not here.
  var slotByID: [ElementID: Int] = [:]
  /// The tallies of the slots that have children or items.
  var containers: [Int: ContainerTally] = [:]
  /// The items of each compact list, by the list's slot.
  var itemLists: [Int: ListItems] = [:]
  /// The slots of the compact lists whose items' IDs have each prefix.
  var listsByPrefix: [String: [Int]] = [:]
  /// The number of items in all compact lists.
  var itemCount = 0
  /// The root's slot.
  var rootSlot: Int?
  /// The slot of the modal that scopes navigation: the last visible modal
  /// in document order.
  var modalSlot: Int?

  /// Creates an empty tree.
  public init() {}

  /// Builds a tree from nested nodes.
  ///
  /// - Complexity: O(n · d) for n nodes in a tree d deep; a compact list's
  ///   items are taken as they are.
  public init(root: TreeNode) {
    self.init()
    apply(TreeUpdate(root: root))
  }

  // MARK: Nodes

  /// The root's ID, or nil for an empty tree.
  public var rootID: ElementID? { rootSlot.map { elements[$0].id } }

  /// The number of nodes, hidden ones and compact lists' items included.
  public var count: Int { slotByID.count + itemCount }

  /// Whether the tree has no node.
  public var isEmpty: Bool { slotByID.isEmpty }

  /// Whether the tree holds a node with an ID, hidden or not.
  ///
  /// - Complexity: O(1) on average; O(log k) for an item of a compact list
  ///   of k items.
  public func contains(_ id: ElementID) -> Bool { ref(of: id) != nil }

  /// The element of the node with an ID, hidden or not; an item's is made
  /// now.
  ///
  /// - Complexity: O(1) on average; O(log k) for an item of a compact list
  ///   of k items, plus its template's work.
  public func element(_ id: ElementID) -> Element? { ref(of: id).map(element(at:)) }

  /// Whether the node with an ID shows this value and speaks this spoken
  /// value, without copying its element: for an update that changes a
  /// value only where it moved. False for an unknown ID.
  ///
  /// - Complexity: as ``element(_:)``.
  public func holds(_ id: ElementID, value: String, spokenValue: String) -> Bool {
    guard let ref = ref(of: id) else { return false }
    if case .slot(let slot) = ref {
      return elements[slot].value == value && elements[slot].spokenValue == spokenValue
    }
    let element = element(at: ref)
    return element.value == value && element.spokenValue == spokenValue
  }

  /// The element of the node with an ID, hidden or not.
  public subscript(id: ElementID) -> Element? { element(id) }

  /// The parent's ID, or nil for the root and unknown IDs.
  ///
  /// - Complexity: as ``element(_:)``.
  public func parent(of id: ElementID) -> ElementID? {
    guard let ref = ref(of: id) else { return nil }
    let parent = parentSlot(of: ref)
    return parent >= 0 ? elements[parent].id : nil
  }

  /// A node's children, in reading order: a compact list's items, or the
  /// child nodes; empty for a leaf or an unknown ID.
  ///
  /// The collection shares the tree's storage: keep it only while reading,
  /// or the tree's next change copies its nodes.
  ///
  /// - Complexity: O(1) on average.
  public func children(of id: ElementID) -> Children {
    guard let slot = slotByID[id] else { return Children(source: .nodes([], [])) }
    if let items = itemLists[slot] { return Children(source: .items(items)) }
    return Children(source: .nodes(elements, childSlots[slot]))
  }

  /// The IDs of a node's children, in reading order, and their elements.
  public struct Children: RandomAccessCollection, Sendable {
    enum Source: Sendable {
      case nodes([Element], [Int])
      case items(ListItems)
    }
    let source: Source

    /// The first position.
    public var startIndex: Int { 0 }
    /// The position past the last child.
    public var endIndex: Int {
      switch source {
      case .nodes(_, let slots): slots.count
      case .items(let items): items.count
      }
    }
    /// The child's ID at a position.
    ///
    /// - Complexity: O(1); O(log k) for a compact list of k items.
    public subscript(position: Int) -> ElementID {
      switch source {
      case .nodes(let elements, let slots): elements[slots[position]].id
      case .items(let items): items.id(at: position)
      }
    }
    /// The child's element at a position; an item's is made now.
    ///
    /// - Complexity: O(1); O(log k) for a compact list of k items, plus
    ///   its template's work.
    public func element(at position: Int) -> Element {
      switch source {
      case .nodes(let elements, let slots): elements[slots[position]]
      case .items(let items): items.element(at: position)
      }
    }
  }

  /// The items of a compact list, or nil when the node is not one.
  ///
  /// - Complexity: O(1) on average.
  public func items(of list: ElementID) -> ListItems? {
    slotByID[list].flatMap { itemLists[$0] }
  }

  /// How deep a node sits: 0 for the root; nil for an unknown ID.
  ///
  /// - Complexity: O(d) for a node d deep.
  public func depth(of id: ElementID) -> Int? {
    guard let ref = ref(of: id) else { return nil }
    var depth = 0
    var slot = parentSlot(of: ref)
    while slot >= 0 {
      slot = parents[slot]
      depth += 1
    }
    return depth
  }

  /// Whether neither the node nor any ancestor is hidden.
  ///
  /// - Complexity: O(d) for a node d deep.
  public func isVisible(_ id: ElementID) -> Bool { ref(of: id).map(isVisible) ?? false }

  /// Whether the node is a stop, inside the scope or not.
  ///
  /// - Complexity: O(d) for a node d deep.
  public func isStop(_ id: ElementID) -> Bool { ref(of: id).map(isStop) ?? false }

  /// Whether the node is a stop in scope: in the reading order.
  ///
  /// - Complexity: O(d) for a node d deep.
  public func isInReadingOrder(_ id: ElementID) -> Bool { ref(of: id).map(isInScope) ?? false }

  /// The modal that scopes navigation: the last visible modal in document
  /// order, if any.
  public var modalID: ElementID? { modalSlot.map { elements[$0].id } }

  /// A node's place among the items of the list that directly holds it:
  /// its 1-based position among the list's visible children and their
  /// number, as in "3 of 10"; nil outside lists and for hidden nodes.
  ///
  /// - Complexity: O(log k) for a list of k items, O(k) when some item is
  ///   hidden.
  public func listPosition(of id: ElementID) -> ListPosition? {
    guard let ref = ref(of: id) else { return nil }
    switch ref {
    case .item(let list, let index):
      guard elements[list].role == .list, let items = itemLists[list] else { return nil }
      return ListPosition(position: index + 1, count: items.count)
    case .slot(let slot):
      guard !elements[slot].isHidden, parents[slot] >= 0 else { return nil }
      let list = parents[slot]
      guard elements[list].role == .list else { return nil }
      let index = index(ofChild: slot, in: list)
      let hidden = containers[list]?.hiddenChildren ?? 0
      let siblings = childSlots[list]
      if hidden == 0 { return ListPosition(position: index + 1, count: siblings.count) }
      var before = 0
      for i in 0..<index where !elements[siblings[i]].isHidden { before += 1 }
      return ListPosition(position: before + 1, count: siblings.count - hidden)
    }
  }

  /// A position in a list, as in "3 of 10".
  public struct ListPosition: Hashable, Sendable {
    /// The 1-based position.
    public var position: Int
    /// The number of items.
    public var count: Int
  }

  /// The number of visible children of a node, such as a list's items.
  ///
  /// - Complexity: O(1) on average.
  public func visibleChildCount(of id: ElementID) -> Int {
    guard let slot = slotByID[id] else { return 0 }
    return visibleChildCount(slot: slot)
  }

  /// Every node's ID in document (pre-)order, hidden subtrees included.
  ///
  /// - Complexity: O(n).
  public func documentOrder() -> [ElementID] {
    var ids: [ElementID] = []
    ids.reserveCapacity(count)
    walk(includingHidden: true) { ref, _ in ids.append(id(at: ref)) }
    return ids
  }

  // MARK: Reading order

  /// The number of stops in scope.
  ///
  /// - Complexity: O(1).
  public var stopCount: Int { scopeSlot.map { Int(tally(of: $0).stops) } ?? 0 }

  /// The stops in scope, in reading order.
  ///
  /// - Complexity: O(n): it visits every node in scope that is not inside a
  ///   stop.
  public var readingOrder: [ElementID] {
    var ids: [ElementID] = []
    forEachStop { ids.append(id(at: $0)) }
    return ids
  }

  /// The stops in scope, in reading order, as elements.
  ///
  /// - Complexity: O(n).
  public var stops: [Element] {
    var result: [Element] = []
    forEachStop { result.append(element(at: $0)) }
    return result
  }

  /// The heading levels, 1 to 6, of the heading stops in scope, in order.
  ///
  /// - Complexity: O(1).
  public var headingLevels: [Int] {
    guard let scope = scopeSlot else { return [] }
    let levels = tally(of: scope).levels
    return (1...6).filter { levels[$0 - 1] > 0 }
  }
}

extension AccessibilityTree: Equatable {
  /// Whether two trees hold the same nodes (element, parent, and children
  /// or items) under the same root.
  ///
  /// - Complexity: O(n) in the number of nodes.
  public static func == (lhs: AccessibilityTree, rhs: AccessibilityTree) -> Bool {
    guard lhs.count == rhs.count, lhs.rootID == rhs.rootID else { return false }
    for (id, slot) in lhs.slotByID {
      guard let other = rhs.slotByID[id], lhs.elements[slot] == rhs.elements[other],
        lhs.parent(of: id) == rhs.parent(of: id),
        lhs.childSlots[slot].count == rhs.childSlots[other].count,
        lhs.itemLists[slot] == rhs.itemLists[other]
      else { return false }
      for (a, b) in zip(lhs.childSlots[slot], rhs.childSlots[other])
      where lhs.elements[a].id != rhs.elements[b].id {
        return false
      }
    }
    return true
  }
}
