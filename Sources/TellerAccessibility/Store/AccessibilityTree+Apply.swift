extension AccessibilityTree {
  /// The distance between the order keys of siblings placed one after
  /// another: room for about twenty insertions at one spot before the
  /// parent's keys are spread out again.
  static let orderKeyGap = 1 << 20

  /// The element a free slot holds, so it keeps no strings alive.
  private static let vacant = Element(id: "")

  /// Applies an update in place.
  ///
  /// Removals come first, each taking its subtree except for the nodes an
  /// entry places again; then the entries, in order; then the item
  /// changes, in order. See ``TreeUpdate`` for what makes an update well
  /// formed; a malformed one stops the program. Nothing is recorded of
  /// what changed: ``applyReportingChanges(_:)`` says.
  ///
  /// - Complexity: O(u · (d + log k)) for an update of u entries and items,
  ///   a tree d deep and parents or lists of k children, plus the nodes
  ///   removed, plus O(k) for each insertion that shifts k siblings in
  ///   memory or, rarely, spreads a parent's order keys out again. A
  ///   compact list emptied or given new items costs O(1), plus freeing
  ///   its storage.
  public mutating func apply(_ update: TreeUpdate) {
    var changes: TreeChanges?
    apply(update, recording: &changes)
  }

  /// Applies an update in place, as ``apply(_:)`` does, and returns what
  /// it changed.
  ///
  /// - Complexity: as ``apply(_:)``, plus the nodes and items added,
  ///   removed, moved or changed, and every item of a compact list emptied
  ///   or given new items.
  public mutating func applyReportingChanges(_ update: TreeUpdate) -> TreeChanges {
    var changes: TreeChanges? = TreeChanges()
    apply(update, recording: &changes)
    return changes ?? TreeChanges()
  }

  private mutating func apply(_ update: TreeUpdate, recording changes: inout TreeChanges?) {
    // Nodes that an entry places again are spared by removals.
    let placed: Set<ElementID> =
      update.removed.isEmpty ? [] : Set(update.entries.lazy.map(\.element.id))
    var orphans: Set<Int> = []
    for id in update.removed {
      precondition(!placed.contains(id), "tree update both removes and places \(id)")
      // Gone already, with a removed ancestor.
      guard let slot = slotByID[id] else { continue }
      orphans.remove(slot)
      detach(slot)
      if slot == rootSlot { rootSlot = nil }
      free(subtree: slot, sparing: placed, orphans: &orphans, recording: &changes)
    }
    for entry in update.entries {
      let slot: Int
      if let existing = slotByID[entry.element.id] {
        slot = existing
        let wasOrphan = orphans.remove(slot) != nil
        apply(entry, toExisting: slot, orphan: wasOrphan, recording: &changes)
      } else {
        slot = insertNew(entry)
        changes?.added.append(entry.element.id)
      }
      if let items = entry.items, itemLists[slot] != items {
        setItems(items, of: slot, recording: &changes)
      }
    }
    precondition(
      orphans.isEmpty,
      "tree update removes the parent of \(orphans.map { elements[$0].id }) without placing them")
    for change in update.itemChanges { apply(change, recording: &changes) }
    updateModal()
    if var recorded = changes {
      recorded.noteItemsThatMoved()
      changes = recorded
    }
  }

  // MARK: Entries

  private mutating func insertNew(_ entry: TreeUpdate.Entry) -> Int {
    let slot = allocate(entry.element)
    switch entry.placement {
    case .unchanged:
      preconditionFailure("tree update gives new node \(entry.element.id) no place")
    case .root:
      precondition(rootSlot == nil, "tree update adds a second root, \(entry.element.id)")
      rootSlot = slot
    default:
      let (parent, index) = target(of: entry.placement, for: slot)
      attach(slot, to: parent, at: index)
    }
    return slot
  }

  private mutating func apply(
    _ entry: TreeUpdate.Entry, toExisting slot: Int, orphan: Bool,
    recording changes: inout TreeChanges?
  ) {
    let old = elements[slot]
    let new = entry.element
    let moves: Bool
    switch entry.placement {
    case .unchanged:
      precondition(!orphan, "tree update gives \(new.id) no place after removing its parent")
      moves = false
    case .root:
      moves = rootSlot != slot
    default:
      moves = orphan || !isInPlace(slot, entry.placement)
    }
    if moves {
      detach(slot)
      if rootSlot == slot { rootSlot = nil }
      elements[slot] = new
      if entry.placement == .root {
        precondition(rootSlot == nil, "tree update adds a second root, \(new.id)")
        rootSlot = slot
      } else {
        let (parent, index) = target(of: entry.placement, for: slot)
        precondition(
          !isAncestor(slot, ofOrSame: parent), "tree update puts \(new.id) inside itself")
        attach(slot, to: parent, at: index)
      }
      changes?.moved.append(new.id)
    } else if old != new {
      let before = tally(of: slot)
      elements[slot] = new
      let parent = parents[slot]
      if parent >= 0 {
        if old.isHidden != new.isHidden {
          containers[parent, default: ContainerTally()].hiddenChildren += new.isHidden ? 1 : -1
        }
        propagate(tally(of: slot).minus(before), from: parent)
      }
    }
    if old != new, changes != nil {
      changes?.changed.append(
        ElementChange(id: new.id, fields: .init(between: old, and: new), old: old, new: new))
    }
  }

  /// Whether a node already stands where a placement puts it.
  private func isInPlace(_ slot: Int, _ placement: TreeUpdate.Placement) -> Bool {
    let parent = parents[slot]
    guard parent >= 0 else { return false }
    switch placement {
    case .unchanged: return true
    case .root: return false
    case .first(let id): return slotByID[id] == parent && childSlots[parent].first == slot
    case .last(let id): return slotByID[id] == parent && childSlots[parent].last == slot
    case .before(let id), .after(let id):
      guard let sibling = slotByID[id], sibling != slot, parents[sibling] == parent else {
        return false
      }
      let distance = index(ofChild: slot, in: parent) - index(ofChild: sibling, in: parent)
      if case .before = placement { return distance == -1 }
      return distance == 1
    }
  }

  /// The parent and child index a placement names, for a node not yet
  /// attached.
  private func target(of placement: TreeUpdate.Placement, for slot: Int) -> (Int, Int) {
    func slotOf(_ id: ElementID) -> Int {
      guard let found = slotByID[id] else {
        preconditionFailure("tree update places \(elements[slot].id) beside unknown node \(id)")
      }
      return found
    }
    switch placement {
    case .first(let parent):
      return (slotOf(parent), 0)
    case .last(let parent):
      let parentSlot = slotOf(parent)
      return (parentSlot, childSlots[parentSlot].count)
    case .before(let sibling), .after(let sibling):
      let siblingSlot = slotOf(sibling)
      let parent = parents[siblingSlot]
      precondition(
        parent >= 0,
        "tree update places \(elements[slot].id) beside \(sibling), which has no parent")
      let index = index(ofChild: siblingSlot, in: parent)
      if case .before = placement { return (parent, index) }
      return (parent, index + 1)
    case .unchanged, .root:
      preconditionFailure("no parent for placement \(placement)")
    }
  }

  // MARK: Structure

  /// Takes a slot for a new node.
  private mutating func allocate(_ element: Element) -> Int {
    precondition(element.id.key == nil, "tree update places item \(element.id) as a node")
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      elements[slot] = element
    } else {
      slot = elements.count
      elements.append(element)
      parents.append(-1)
      orderKeys.append(0)
      childSlots.append([])
    }
    slotByID[element.id] = slot
    return slot
  }

  /// Puts a detached node among a parent's children at an index, keeping
  /// the parent's tallies.
  private mutating func attach(_ slot: Int, to parent: Int, at index: Int) {
    precondition(
      itemLists[parent] == nil,
      "tree update puts \(elements[slot].id) in compact list \(elements[parent].id)")
    orderKeys[slot] = orderKey(at: index, in: parent)
    parents[slot] = parent
    childSlots[parent].insert(slot, at: index)
    if elements[slot].isHidden { containers[parent, default: ContainerTally()].hiddenChildren += 1 }
    propagate(tally(of: slot), from: parent)
  }

  /// Takes a node out of its parent's children, keeping the parent's
  /// tallies; the node keeps its own subtree.
  private mutating func detach(_ slot: Int) {
    let parent = parents[slot]
    guard parent >= 0 else { return }
    let index = index(ofChild: slot, in: parent)
    childSlots[parent].remove(at: index)
    parents[slot] = -1
    if elements[slot].isHidden { containers[parent, default: ContainerTally()].hiddenChildren -= 1 }
    propagate(SubtreeTally.zero.minus(tally(of: slot)), from: parent)
    if childSlots[parent].isEmpty && itemLists[parent] == nil { containers[parent] = nil }
  }

  /// Frees the slots of a detached subtree, except for nodes to spare,
  /// which are left detached with their own subtrees, as orphans.
  private mutating func free(
    subtree root: Int, sparing placed: Set<ElementID>, orphans: inout Set<Int>,
    recording changes: inout TreeChanges?
  ) {
    var stack = [root]
    while let slot = stack.popLast() {
      let id = elements[slot].id
      if slot != root && placed.contains(id) {
        parents[slot] = -1
        orphans.insert(slot)
        continue
      }
      changes?.removed.append(id)
      if let items = itemLists[slot] {
        if changes != nil { changes?.removed += items.ids }
        forgetItems(of: slot, propagating: false)
      }
      stack.append(contentsOf: childSlots[slot].reversed())
      slotByID[id] = nil
      containers[slot] = nil
      childSlots[slot] = []
      parents[slot] = -1
      elements[slot] = Self.vacant
      freeSlots.append(slot)
    }
  }

  /// Adds a change of a child's tally to its parent and on up, while it
  /// changes anything.
  mutating func propagate(_ delta: SubtreeTally, from parent: Int) {
    var delta = delta
    var current = parent
    while current >= 0 && !delta.isZero {
      let before = tally(of: current)
      containers[current, default: ContainerTally()].children.add(delta)
      delta = tally(of: current).minus(before)
      current = parents[current]
    }
  }

  /// An order key for a child about to be inserted at an index.
  private mutating func orderKey(at index: Int, in parent: Int) -> Int {
    let siblings = childSlots[parent]
    let gap = Self.orderKeyGap
    if siblings.isEmpty { return 0 }
    if index == siblings.count {
      let (key, overflow) = orderKeys[siblings[index - 1]].addingReportingOverflow(gap)
      if !overflow { return key }
    } else if index == 0 {
      let (key, overflow) = orderKeys[siblings[0]].subtractingReportingOverflow(gap)
      if !overflow { return key }
    } else {
      let low = orderKeys[siblings[index - 1]]
      let high = orderKeys[siblings[index]]
      let (span, overflow) = high.subtractingReportingOverflow(low)
      if !overflow && span >= 2 { return low + span / 2 }
    }
    // No room at this spot: spread the parent's keys out again.
    for (position, child) in siblings.enumerated() { orderKeys[child] = position * gap }
    return orderKey(at: index, in: parent)
  }

  /// Finds the modal that scopes navigation: the last visible modal in
  /// document order, reached by following the tallies that count modals.
  private mutating func updateModal() {
    guard let root = rootSlot, tally(of: root).modals > 0 else {
      modalSlot = nil
      return
    }
    var current = root
    while let next = childSlots[current].last(where: { tally(of: $0).modals > 0 }) {
      current = next
    }
    modalSlot = elements[current].role == .modal ? current : nil
  }
}

extension TreeChanges {
  /// Reports an item that left one compact list and joined another in the
  /// same update as moved, not as removed and added.
  fileprivate mutating func noteItemsThatMoved() {
    let addedItems = Set(added.lazy.filter { $0.key != nil })
    guard !addedItems.isEmpty else { return }
    let movedItems = addedItems.intersection(removed.lazy.filter { $0.key != nil })
    guard !movedItems.isEmpty else { return }
    moved += added.filter { movedItems.contains($0) }
    added.removeAll { movedItems.contains($0) }
    removed.removeAll { movedItems.contains($0) }
  }
}
