/// Where focus goes when an update takes its element away: it stays where
/// the user left it.
///
/// IDs are stable, so focus stays on its element as long as that element is
/// still a stop in scope in the same place: an item of a list stays only
/// while it is in that list, since a user reading a list is in the list (a
/// customer who moves from Waiting to Processing leaves focus in Waiting).
/// When it does not stay, focus goes, in this order, to:
/// 1. for an item of a list, the item now at its place in the list, or the
///    last item when the list got shorter (``FocusMove/Reason/replaced``,
///    ``FocusMove/Reason/previous``), or the list itself when it is empty
///    and a stop (``FocusMove/Reason/container``);
/// 2. the element that took its place: the node now at the same index among
///    the same parent's visible children, or the first stop inside it
///    (``FocusMove/Reason/replaced``);
/// 3. the next element: the first stop after it before the update that the
///    update did not remove, if it is still a stop (``FocusMove/Reason/next``);
/// 4. the previous one, likewise (``FocusMove/Reason/previous``);
/// 5. its container: the nearest surviving ancestor that holds a stop, and
///    its first stop (``FocusMove/Reason/container``);
/// 6. the first stop of the tree (``FocusMove/Reason/reset``).
///
/// An element that is still in the tree, in its place, but no longer a
/// stop hands focus to the stop that now holds it (container) or to the
/// first stop inside it (replaced). Focus is nil only when the tree has no
/// stop.
///
/// The neighbours are worked out before the update is applied, in time
/// proportional to the depth of the tree and the nodes the update removes
/// next to the focus (a compact list emptied counts as one), and checked
/// after it.
public enum FocusRetention {
  /// What is known about a focused element before an update that may take
  /// it away.
  struct Plan: Sendable {
    /// The focused element.
    var focus: ElementID
    /// Its parent, and its index among the parent's visible children (or
    /// items).
    var parent: ElementID?
    var index: Int?
    /// Whether its parent is a list, which keeps the focus in it.
    var inList = false
    /// The nearest stops after and before it that the update does not
    /// remove.
    var next: ElementID?
    var previous: ElementID?
    /// Its ancestors, nearest first.
    var ancestors: [ElementID]
  }

  /// What an update touches, to tell whether it may take a node away.
  struct Touched: Sendable {
    /// The IDs the update removes, each with its subtree.
    var removed: Set<ElementID>
    /// The IDs the update places or changes.
    var placed: Set<ElementID>
    /// The compact lists whose items change.
    var lists: Set<ElementID>
    /// The keys removed from each compact list.
    var removedKeys: [ElementID: Set<Int>] = [:]
    /// The compact lists emptied.
    var emptied: Set<ElementID> = []

    init(_ update: TreeUpdate) {
      removed = Set(update.removed)
      placed = Set(update.entries.lazy.map(\.element.id))
      lists = Set(update.itemChanges.lazy.map(\.list))
      for change in update.itemChanges {
        switch change.kind {
        case .append: break
        case .remove(let keys): removedKeys[change.list, default: []].formUnion(keys)
        case .removeAll: emptied.insert(change.list)
        }
      }
      // An entry that gives a list new items empties it of its old ones.
      for entry in update.entries where entry.items != nil {
        lists.insert(entry.element.id)
        emptied.insert(entry.element.id)
      }
    }

    /// Whether the update changes the node or an ancestor of it, so it may
    /// no longer be a stop there.
    func mayAffect(_ ref: NodeRef, in tree: AccessibilityTree) -> Bool {
      if case .item(let list, _) = ref, lists.contains(tree.elements[list].id) { return true }
      var current = tree.slotOrList(ref)
      while current >= 0 {
        let id = tree.elements[current].id
        if removed.contains(id) || placed.contains(id) { return true }
        current = tree.parents[current]
      }
      return false
    }

    /// Whether the update removes the node: it lies in a removed subtree
    /// and neither it nor an ancestor below the removed one is placed
    /// again, or it is an item its list loses.
    func removes(_ ref: NodeRef, in tree: AccessibilityTree) -> Bool {
      if case .item(let list, let index) = ref {
        let id = tree.elements[list].id
        if emptied.contains(id) { return true }
        if let keys = removedKeys[id], let items = tree.itemLists[list],
          keys.contains(items[index].key)
        {
          return true
        }
      }
      var current = tree.slotOrList(ref)
      while current >= 0 {
        let id = tree.elements[current].id
        if placed.contains(id) { return false }
        if removed.contains(id) { return true }
        current = tree.parents[current]
      }
      return false
    }

    /// Where a search for survivors goes on from a removed node: past the
    /// rest of a compact list that loses every item.
    func skip(_ ref: NodeRef, _ direction: Navigator.Direction, in tree: AccessibilityTree)
      -> NodeRef
    {
      guard case .item(let list, _) = ref, let items = tree.itemLists[list],
        emptied.contains(tree.elements[list].id) || removes(.slot(list), in: tree)
      else { return ref }
      return .item(list: list, index: direction == .next ? items.count - 1 : 0)
    }
  }

  /// The plan for a focused stop before an update, searching for
  /// neighbours within a scope.
  static func plan(
    for focus: ElementID, in tree: AccessibilityTree, scope: Int?, touched: Touched
  ) -> Plan? {
    guard let ref = tree.ref(of: focus) else { return nil }
    var plan = Plan(focus: focus, ancestors: [])
    let parent = tree.parentSlot(of: ref)
    if parent >= 0 {
      plan.parent = tree.elements[parent].id
      plan.inList = tree.elements[parent].role == .list
      switch ref {
      case .item(_, let index):
        plan.index = index
      case .slot(let slot):
        let index = tree.index(ofChild: slot, in: parent)
        let siblings = tree.childSlots[parent]
        let hidden = tree.containers[parent]?.hiddenChildren ?? 0
        plan.index =
          hidden == 0 ? index : siblings[..<index].filter { !tree.elements[$0].isHidden }.count
      }
    }
    var ancestor = parent
    while ancestor >= 0 {
      plan.ancestors.append(tree.elements[ancestor].id)
      ancestor = tree.parents[ancestor]
    }
    if let scope, tree.isStop(ref) {
      for direction in [Navigator.Direction.next, .previous] {
        var candidate = tree.stop(after: ref, direction, .stops, within: scope)
        while let found = candidate, touched.removes(found, in: tree) {
          let from = touched.skip(found, direction, in: tree)
          candidate = tree.stop(after: from, direction, .stops, within: scope)
        }
        let id = candidate.map(tree.id(at:))
        if direction == .next { plan.next = id } else { plan.previous = id }
      }
    }
    return plan
  }

  /// Where focus goes after the update, by the rules above, within a scope
  /// (nil for the tree's own scope); nil reason when focus stays.
  static func resolve(
    _ plan: Plan, in tree: AccessibilityTree, scope: Int? = nil
  ) -> (target: ElementID?, reason: FocusMove.Reason?) {
    let finder = Finder(tree: tree, scope: scope ?? tree.scopeSlot)
    let parentSlot = plan.parent.flatMap { tree.slotByID[$0] }

    if let ref = tree.ref(of: plan.focus), !plan.inList || tree.parentSlot(of: ref) == parentSlot {
      if finder.acceptable(ref) { return (plan.focus, nil) }
      // Still there but no longer a stop, such as when it joined a group.
      if let holder = tree.enclosingStop(of: ref), finder.acceptable(.slot(holder)) {
        return (tree.elements[holder].id, .container)
      }
      if case .slot(let slot) = ref, let inside = finder.firstStop(inside: slot) {
        return (inside, .replaced)
      }
    }

    // 1. and 2. What now stands at its place.
    if let parentSlot, let index = plan.index {
      if let found = finder.child(at: index, of: parentSlot, clamped: plan.inList) {
        return found
      }
      if plan.inList, finder.acceptable(.slot(parentSlot)),
        tree.visibleChildCount(slot: parentSlot) == 0
      {
        return (tree.elements[parentSlot].id, .container)
      }
    }

    // 3. and 4. The next stop that survives, then the previous one.
    if let next = finder.acceptable(plan.next) { return (next, .next) }
    if let previous = finder.acceptable(plan.previous) { return (previous, .previous) }

    // 5. The nearest surviving container with a stop.
    for ancestor in plan.ancestors {
      guard let slot = tree.slotByID[ancestor] else { continue }
      if let inside = finder.firstStop(inside: slot) { return (inside, .container) }
      if let holder = tree.enclosingStop(of: .slot(slot)), finder.acceptable(.slot(holder)) {
        return (tree.elements[holder].id, .container)
      }
    }

    // 6. The first stop, or nothing.
    return (
      finder.scope.flatMap { tree.firstStop(inside: $0, .stops, .next) }.map(tree.id(at:)), .reset
    )
  }

  /// The checks of ``resolve(_:in:scope:)``, within one scope.
  private struct Finder {
    let tree: AccessibilityTree
    let scope: Int?

    /// Whether a node is a stop within the scope.
    func acceptable(_ ref: NodeRef) -> Bool {
      guard let scope, tree.isStop(ref) else { return false }
      return scope == tree.rootSlot || tree.isAncestor(scope, ofOrSame: ref)
    }

    /// The ID, if it names a stop within the scope.
    func acceptable(_ id: ElementID?) -> ElementID? {
      guard let id, let ref = tree.ref(of: id), acceptable(ref) else { return nil }
      return id
    }

    /// The first stop inside a visible slot not inside a stop, within the
    /// scope.
    func firstStop(inside slot: Int) -> ElementID? {
      guard let scope, tree.isVisible(slot: slot), !tree.isInsideStop(slot: slot) else {
        return nil
      }
      let within: Int
      if tree.isAncestor(scope, ofOrSame: slot) {
        within = slot
      } else if tree.isAncestor(slot, ofOrSame: scope) {
        within = scope
      } else {
        return nil
      }
      return tree.firstStop(inside: within, .stops, .next).map(tree.id(at:))
    }

    /// The stop at or inside a parent's visible child at an index; with
    /// `clamped`, the last child when the index is past the end.
    func child(at index: Int, of parent: Int, clamped: Bool)
      -> (target: ElementID?, reason: FocusMove.Reason?)?
    {
      let count = tree.visibleChildCount(slot: parent)
      guard count > 0, index < count || clamped else { return nil }
      let place = min(index, count - 1)
      let reason: FocusMove.Reason = place == index ? .replaced : .previous
      if tree.itemLists[parent] != nil {
        let ref = NodeRef.item(list: parent, index: place)
        return acceptable(ref) ? (tree.id(at: ref), reason) : nil
      }
      let visible = tree.childSlots[parent].lazy.filter { !tree.elements[$0].isHidden }
      guard let child = visible.dropFirst(place).first, let inside = firstStop(inside: child)
      else { return nil }
      return (inside, reason)
    }
  }
}
