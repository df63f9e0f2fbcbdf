/// The accessibility tree: a flat store of nodes keyed by ``ElementID``,
/// each with its element, its parent and its ordered children, as in
/// AccessKit.
///
/// The tree changes in place through ``TreeUpdate``s
/// (``apply(_:)``), in time proportional to each update. It keeps what
/// navigation needs up to date as it goes: each node's place among its
/// siblings, found by binary search, and for each container a tally of the
/// stops below it of every kind the rotor looks for, so searches skip the
/// subtrees that hold nothing to find.
///
/// Vocabulary:
/// - A node is *visible* when neither it nor any ancestor is hidden.
/// - A *stop* is a visible node that is an accessibility element with no
///   accessibility element above it: a group that is an element is one
///   stop, and its children are not stops.
/// - While a visible *modal* is present, the last one in document order is
///   the *scope*: navigation sees only the stops inside it. Otherwise the
///   scope is the whole tree. The stops in scope in document order are the
///   *reading order*.
///
/// Two trees are equal when they hold the same nodes, each with the same
/// element, parent and children, under the same root. The bookkeeping that
/// makes positions and searches fast is not compared: a tree built at once
/// and one reached by many updates are equal when their nodes are.
///
/// Node IDs are unique within a tree. A tree holds up to `Int.max / 2`
/// nodes.
public struct AccessibilityTree: Sendable {
  /// What a container keeps about its children.
  struct ContainerTally: Hashable, Sendable {
    /// The sum of the children's tallies.
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
  /// The slot of each node's ID.
  var slotByID: [ElementID: Int] = [:]
  /// The tallies of the slots that have children.
  var containers: [Int: ContainerTally] = [:]
  /// The root's slot.
  var rootSlot: Int?
  /// The slot of the modal that scopes navigation: the last visible modal
  /// in document order.
  var modalSlot: Int?

  /// Creates an empty tree.
  public init() {}

  /// Builds a tree from nested nodes.
  ///
  /// - Complexity: O(n · d) for n nodes in a tree d deep.
  public init(root: TreeNode) {
    self.init()
    apply(TreeUpdate(root: root))
  }

  // MARK: Nodes

  /// The root's ID, or nil for an empty tree.
  public var rootID: ElementID? { rootSlot.map { elements[$0].id } }

  /// The number of nodes, hidden ones included.
  public var count: Int { slotByID.count }

  /// Whether the tree has no node.
  public var isEmpty: Bool { slotByID.isEmpty }

  /// Whether the tree holds a node with an ID, hidden or not.
  ///
  /// - Complexity: O(1) on average.
  public func contains(_ id: ElementID) -> Bool { slotByID[id] != nil }

  /// The element of the node with an ID, hidden or not.
  ///
  /// - Complexity: O(1) on average.
  public func element(_ id: ElementID) -> Element? { slotByID[id].map { elements[$0] } }

  /// The element of the node with an ID, hidden or not.
  public subscript(id: ElementID) -> Element? { element(id) }

  /// The parent's ID, or nil for the root and unknown IDs.
  ///
  /// - Complexity: O(1) on average.
  public func parent(of id: ElementID) -> ElementID? {
    guard let slot = slotByID[id], parents[slot] >= 0 else { return nil }
    return elements[parents[slot]].id
  }

  /// A node's children, in reading order; empty for a leaf or an unknown
  /// ID.
  ///
  /// The collection shares the tree's storage: keep it only while reading,
  /// or the tree's next change copies its nodes.
  ///
  /// - Complexity: O(1) on average.
  public func children(of id: ElementID) -> Children {
    Children(elements: elements, slots: slotByID[id].map { childSlots[$0] } ?? [])
  }

  /// The IDs of a node's children, in reading order.
  public struct Children: RandomAccessCollection, Sendable {
    let elements: [Element]
    let slots: [Int]

    /// The first position.
    public var startIndex: Int { 0 }
    /// The position past the last child.
    public var endIndex: Int { slots.count }
    /// The child's ID at a position.
    public subscript(position: Int) -> ElementID { elements[slots[position]].id }
  }

  /// How deep a node sits: 0 for the root; nil for an unknown ID.
  ///
  /// - Complexity: O(d) for a node d deep.
  public func depth(of id: ElementID) -> Int? {
    guard var slot = slotByID[id] else { return nil }
    var depth = 0
    while parents[slot] >= 0 {
      slot = parents[slot]
      depth += 1
    }
    return depth
  }

  /// Whether neither the node nor any ancestor is hidden.
  ///
  /// - Complexity: O(d) for a node d deep.
  public func isVisible(_ id: ElementID) -> Bool {
    slotByID[id].map(isVisible(slot:)) ?? false
  }

  /// Whether the node is a stop, inside the scope or not.
  ///
  /// - Complexity: O(d) for a node d deep.
  public func isStop(_ id: ElementID) -> Bool { slotByID[id].map(isStop(slot:)) ?? false }

  /// Whether the node is a stop in scope: in the reading order.
  ///
  /// - Complexity: O(d) for a node d deep.
  public func isInReadingOrder(_ id: ElementID) -> Bool {
    slotByID[id].map(isInScope(slot:)) ?? false
  }

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
    guard let slot = slotByID[id], !elements[slot].isHidden, parents[slot] >= 0 else {
      return nil
    }
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

  /// A position in a list, as in "3 of 10".
  public struct ListPosition: Hashable, Sendable {
    /// The 1-based position.
    public var position: Int
    /// The number of items.
    public var count: Int

    /// Creates a position.
    public init(position: Int, count: Int) {
      self.position = position
      self.count = count
    }
  }

  /// The number of visible children of a node, such as a list's items.
  ///
  /// - Complexity: O(1) on average.
  public func visibleChildCount(of id: ElementID) -> Int {
    guard let slot = slotByID[id] else { return 0 }
    return childSlots[slot].count - (containers[slot]?.hiddenChildren ?? 0)
  }

  /// Every node's ID in document (pre-)order, hidden subtrees included.
  ///
  /// - Complexity: O(n).
  public func documentOrder() -> [ElementID] {
    var ids: [ElementID] = []
    ids.reserveCapacity(count)
    walk(includingHidden: true) { slot, _ in ids.append(elements[slot].id) }
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
    forEachStop { ids.append(elements[$0].id) }
    return ids
  }

  /// The stops in scope, in reading order, as elements.
  ///
  /// - Complexity: O(n).
  public var stops: [Element] {
    var result: [Element] = []
    forEachStop { result.append(elements[$0]) }
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

  // MARK: Internals

  /// The slot that bounds navigation: the modal, or the root; nil when
  /// nothing can be a stop in scope (an empty tree, or a modal inside a
  /// stop).
  var scopeSlot: Int? {
    guard let modal = modalSlot else { return rootSlot }
    return isInsideStop(slot: modal) ? nil : modal
  }

  /// A slot's tally, from its element and its children's.
  func tally(of slot: Int) -> SubtreeTally {
    SubtreeTally(of: elements[slot], children: containers[slot]?.children ?? .zero)
  }

  /// Whether neither the slot nor an ancestor is hidden.
  func isVisible(slot: Int) -> Bool {
    var current = slot
    while current >= 0 {
      if elements[current].isHidden { return false }
      current = parents[current]
    }
    return true
  }

  /// Whether some ancestor is an accessibility element.
  func isInsideStop(slot: Int) -> Bool {
    var current = parents[slot]
    while current >= 0 {
      if elements[current].isAccessibilityElement { return true }
      current = parents[current]
    }
    return false
  }

  /// Whether a slot is a stop, in scope or not.
  func isStop(slot: Int) -> Bool {
    elements[slot].isAccessibilityElement && isVisible(slot: slot) && !isInsideStop(slot: slot)
  }

  /// Whether a slot is the ancestor of another, or the same.
  func isAncestor(_ ancestor: Int, ofOrSame slot: Int) -> Bool {
    var current = slot
    while current >= 0 {
      if current == ancestor { return true }
      current = parents[current]
    }
    return false
  }

  /// Whether a slot is a stop in scope.
  func isInScope(slot: Int) -> Bool {
    guard let scope = scopeSlot, isStop(slot: slot) else { return false }
    return scope == rootSlot || isAncestor(scope, ofOrSame: slot)
  }

  /// The index of a child among its parent's children.
  ///
  /// - Complexity: O(log k) for k children.
  func index(ofChild slot: Int, in parent: Int) -> Int {
    let siblings = childSlots[parent]
    let key = orderKeys[slot]
    var low = 0
    var high = siblings.count
    while low < high {
      let middle = (low + high) / 2
      if orderKeys[siblings[middle]] < key { low = middle + 1 } else { high = middle }
    }
    precondition(low < siblings.count && siblings[low] == slot, "the tree's order keys are broken")
    return low
  }

  /// Calls `body` with each node in document order and its depth, the
  /// subtrees of hidden nodes left out unless asked for (a hidden node
  /// itself is visited).
  func walk(includingHidden: Bool, from start: Int? = nil, _ body: (Int, Int) -> Void) {
    guard let start = start ?? rootSlot else { return }
    var stack: [(slot: Int, depth: Int)] = [(start, 0)]
    while let (slot, depth) = stack.popLast() {
      body(slot, depth)
      if elements[slot].isHidden && !includingHidden { continue }
      for child in childSlots[slot].reversed() { stack.append((child, depth + 1)) }
    }
  }

  /// Calls `body` with each stop in scope, in reading order, skipping
  /// hidden subtrees, the insides of stops and subtrees with no stop.
  func forEachStop(_ body: (Int) -> Void) {
    guard let scope = scopeSlot else { return }
    var stack = [scope]
    while let slot = stack.popLast() {
      if tally(of: slot).stops == 0 { continue }
      if elements[slot].isAccessibilityElement {
        body(slot)
        continue
      }
      for child in childSlots[slot].reversed() { stack.append(child) }
    }
  }
}

extension AccessibilityTree: Equatable {
  /// Whether two trees hold the same nodes (element, parent and children)
  /// under the same root.
  ///
  /// - Complexity: O(n) in the number of nodes.
  public static func == (lhs: AccessibilityTree, rhs: AccessibilityTree) -> Bool {
    guard lhs.count == rhs.count, lhs.rootID == rhs.rootID else { return false }
    for (id, slot) in lhs.slotByID {
      guard let other = rhs.slotByID[id], lhs.elements[slot] == rhs.elements[other],
        lhs.parent(of: id) == rhs.parent(of: id),
        lhs.childSlots[slot].count == rhs.childSlots[other].count
      else { return false }
      for (a, b) in zip(lhs.childSlots[slot], rhs.childSlots[other])
      where lhs.elements[a].id != rhs.elements[b].id {
        return false
      }
    }
    return true
  }
}

extension AccessibilityTree {
  /// The IDs of the visible modals, found by following the tallies that
  /// count them.
  ///
  /// - Complexity: O(m · d) for m modals in a tree d deep, plus the
  ///   children passed on the way.
  func visibleModals() -> [ElementID] {
    guard let root = rootSlot, tally(of: root).modals > 0 else { return [] }
    var found: [ElementID] = []
    var stack = [root]
    while let slot = stack.popLast() {
      if elements[slot].role == .modal { found.append(elements[slot].id) }
      for child in childSlots[slot] where tally(of: child).modals > 0 { stack.append(child) }
    }
    return found
  }
}
