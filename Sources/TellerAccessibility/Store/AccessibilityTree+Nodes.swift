/// A node of the tree as the internals see it: a slot of the flat store,
/// or an item of a compact list, by the list's slot and the item's place.
///
/// An item's place changes as items before it come and go, so a reference
/// is good only until the tree next changes.
enum NodeRef: Hashable, Sendable {
  /// A node of the store.
  case slot(Int)
  /// The item at a place in a compact list.
  case item(list: Int, index: Int)
}

extension AccessibilityTree {
  // MARK: Finding nodes

  /// The node with an ID: an item of a compact list with its prefix, or a
  /// node of the store.
  ///
  /// - Complexity: O(1) on average; O(l · log k) for an item, over the l
  ///   compact lists with its prefix.
  func ref(of id: ElementID) -> NodeRef? {
    guard let key = id.key else { return slotByID[id].map(NodeRef.slot) }
    for list in listsByPrefix[id.name] ?? [] {
      if let index = itemLists[list]?.index(ofKey: key) { return .item(list: list, index: index) }
    }
    return nil
  }

  /// A node's element; an item's is made now.
  func element(at ref: NodeRef) -> Element {
    switch ref {
    case .slot(let slot): elements[slot]
    case .item(let list, let index): itemLists[list]!.element(at: index)
    }
  }

  /// A node's ID.
  func id(at ref: NodeRef) -> ElementID {
    switch ref {
    case .slot(let slot): elements[slot].id
    case .item(let list, let index): itemLists[list]!.id(at: index)
    }
  }

  /// A node's parent slot, or -1 for the root.
  func parentSlot(of ref: NodeRef) -> Int {
    switch ref {
    case .slot(let slot): parents[slot]
    case .item(let list, _): list
    }
  }

  /// The number of a slot's visible children, or its items.
  func visibleChildCount(slot: Int) -> Int {
    if let items = itemLists[slot] { return items.count }
    return childSlots[slot].count - (containers[slot]?.hiddenChildren ?? 0)
  }

  // MARK: Stops and scope

  /// The slot that bounds navigation: the modal, or the root; nil when
  /// nothing can be a stop in scope (an empty tree, or a modal inside a
  /// stop).
  var scopeSlot: Int? {
    guard let modal = modalSlot else { return rootSlot }
    return isInsideStop(slot: modal) ? nil : modal
  }

  /// A slot's tally, from its element and its children's (or its items').
  func tally(of slot: Int) -> SubtreeTally {
    SubtreeTally(of: elements[slot], children: containers[slot]?.children ?? .zero)
  }

  /// A node's tally: an item counts as a stop with its tags.
  func tally(of ref: NodeRef) -> SubtreeTally {
    switch ref {
    case .slot(let slot): return tally(of: slot)
    case .item(let list, let index): return SubtreeTally(item: itemLists[list]![index])
    }
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

  /// Whether neither the node nor an ancestor is hidden; items never are.
  func isVisible(_ ref: NodeRef) -> Bool { isVisible(slot: slotOrList(ref)) }

  /// Whether some ancestor is an accessibility element.
  func isInsideStop(slot: Int) -> Bool {
    var current = parents[slot]
    while current >= 0 {
      if elements[current].isAccessibilityElement { return true }
      current = parents[current]
    }
    return false
  }

  /// Whether some ancestor of a node is an accessibility element.
  func isInsideStop(_ ref: NodeRef) -> Bool {
    switch ref {
    case .slot(let slot): return isInsideStop(slot: slot)
    case .item(let list, _):
      return elements[list].isAccessibilityElement || isInsideStop(slot: list)
    }
  }

  /// Whether a slot is a stop, in scope or not.
  func isStop(slot: Int) -> Bool {
    elements[slot].isAccessibilityElement && isVisible(slot: slot) && !isInsideStop(slot: slot)
  }

  /// Whether a node is a stop, in scope or not: an item is, unless its
  /// list is hidden, is an element or lies inside one.
  func isStop(_ ref: NodeRef) -> Bool {
    switch ref {
    case .slot(let slot): return isStop(slot: slot)
    case .item: return isVisible(ref) && !isInsideStop(ref)
    }
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

  /// Whether a slot is an ancestor of a node, or the node itself.
  func isAncestor(_ ancestor: Int, ofOrSame ref: NodeRef) -> Bool {
    isAncestor(ancestor, ofOrSame: slotOrList(ref))
  }

  /// A slot's own slot, or an item's list.
  func slotOrList(_ ref: NodeRef) -> Int {
    switch ref {
    case .slot(let slot): slot
    case .item(let list, _): list
    }
  }

  /// Whether a slot is a stop in scope.
  func isInScope(slot: Int) -> Bool { isInScope(.slot(slot)) }

  /// Whether a node is a stop in scope.
  func isInScope(_ ref: NodeRef) -> Bool {
    guard let scope = scopeSlot, isStop(ref) else { return false }
    return scope == rootSlot || isAncestor(scope, ofOrSame: ref)
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

  // MARK: Walks

  /// Calls `body` with each node in document order and its depth, the
  /// subtrees of hidden nodes left out unless asked for (a hidden node
  /// itself is visited); a compact list's items follow the list.
  func walk(includingHidden: Bool, from start: Int? = nil, _ body: (NodeRef, Int) -> Void) {
    guard let start = start ?? rootSlot else { return }
    var stack: [(slot: Int, depth: Int)] = [(start, 0)]
    while let (slot, depth) = stack.popLast() {
      body(.slot(slot), depth)
      if elements[slot].isHidden && !includingHidden { continue }
      if let items = itemLists[slot] {
        for index in 0..<items.count { body(.item(list: slot, index: index), depth + 1) }
      }
      for child in childSlots[slot].reversed() { stack.append((child, depth + 1)) }
    }
  }

  /// Calls `body` with each stop in scope, in reading order, skipping
  /// hidden subtrees, the insides of stops and subtrees with no stop.
  func forEachStop(_ body: (NodeRef) -> Void) {
    guard let scope = scopeSlot else { return }
    var stack = [scope]
    while let slot = stack.popLast() {
      if tally(of: slot).stops == 0 { continue }
      if elements[slot].isAccessibilityElement {
        body(.slot(slot))
        continue
      }
      if let items = itemLists[slot] {
        for index in 0..<items.count { body(.item(list: slot, index: index)) }
      }
      for child in childSlots[slot].reversed() { stack.append(child) }
    }
  }

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
