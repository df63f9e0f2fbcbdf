/// Where focus goes when an update takes its element away.
///
/// IDs are stable, so focus stays on its element as long as that element is
/// still a stop in scope, wherever it moved. When it is not, focus goes, in
/// this order, to:
/// 1. the element that took its place: the node now at the same index among
///    the same parent's visible children, or the first stop inside it
///    (``FocusMove/Reason/replaced``);
/// 2. the next element: the first stop after it before the update that the
///    update did not remove, if it is still a stop (``FocusMove/Reason/next``);
/// 3. the previous one, likewise (``FocusMove/Reason/previous``);
/// 4. its container: the nearest surviving ancestor that holds a stop, and
///    its first stop (``FocusMove/Reason/container``);
/// 5. the first stop of the tree (``FocusMove/Reason/reset``).
///
/// An element that is still in the tree but no longer a stop hands focus to
/// the stop that now holds it (container) or to the first stop inside it
/// (replaced). Focus is nil only when the tree has no stop.
///
/// The neighbours are worked out before the update is applied, in time
/// proportional to the depth of the tree and the nodes the update removes
/// next to the focus, and checked after it.
public enum FocusRetention {
  /// What is known about a focused element before an update that may take
  /// it away.
  struct Plan: Sendable {
    /// The focused element.
    var focus: ElementID
    /// Its parent, and its index among the parent's visible children.
    var parent: ElementID?
    var index: Int?
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

    init(_ update: TreeUpdate) {
      removed = Set(update.removed)
      placed = Set(update.entries.lazy.map(\.element.id))
    }

    /// Whether the update changes the node or an ancestor of it, so it may
    /// no longer be a stop.
    func mayAffect(_ slot: Int, in tree: AccessibilityTree) -> Bool {
      var current = slot
      while current >= 0 {
        let id = tree.elements[current].id
        if removed.contains(id) || placed.contains(id) { return true }
        current = tree.parents[current]
      }
      return false
    }

    /// Whether the update removes the node: it lies in a removed subtree
    /// and neither it nor an ancestor below the removed one is placed
    /// again.
    func removes(_ slot: Int, in tree: AccessibilityTree) -> Bool {
      var current = slot
      while current >= 0 {
        let id = tree.elements[current].id
        if placed.contains(id) { return false }
        if removed.contains(id) { return true }
        current = tree.parents[current]
      }
      return false
    }
  }

  /// The plan for a focused stop before an update, searching for
  /// neighbours within a scope.
  static func plan(
    for focus: ElementID, in tree: AccessibilityTree, scope: Int?, touched: Touched
  ) -> Plan? {
    guard let slot = tree.slotByID[focus] else { return nil }
    var plan = Plan(focus: focus, ancestors: [])
    let parent = tree.parents[slot]
    if parent >= 0 {
      plan.parent = tree.elements[parent].id
      let index = tree.index(ofChild: slot, in: parent)
      let siblings = tree.childSlots[parent]
      let hidden = tree.containers[parent]?.hiddenChildren ?? 0
      plan.index =
        hidden == 0 ? index : siblings[..<index].filter { !tree.elements[$0].isHidden }.count
    }
    var ancestor = parent
    while ancestor >= 0 {
      plan.ancestors.append(tree.elements[ancestor].id)
      ancestor = tree.parents[ancestor]
    }
    if let scope, tree.isStop(slot: slot) {
      for direction in [Navigator.Direction.next, .previous] {
        var candidate = tree.stop(after: slot, direction, .stops, within: scope)
        while let found = candidate, touched.removes(found, in: tree) {
          candidate = tree.stop(after: found, direction, .stops, within: scope)
        }
        let id = candidate.map { tree.elements[$0].id }
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
    let scope = scope ?? tree.scopeSlot
    func acceptable(_ slot: Int) -> Bool {
      guard let scope, tree.isStop(slot: slot) else { return false }
      return scope == tree.rootSlot || tree.isAncestor(scope, ofOrSame: slot)
    }
    func acceptable(_ id: ElementID?) -> ElementID? {
      guard let id, let slot = tree.slotByID[id], acceptable(slot) else { return nil }
      return id
    }
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
      return tree.firstStop(inside: within, .stops, .next).map { tree.elements[$0].id }
    }

    if acceptable(plan.focus) != nil { return (plan.focus, nil) }

    // Still there but no longer a stop, such as when it joined a group.
    if let slot = tree.slotByID[plan.focus] {
      if let holder = tree.enclosingStop(of: slot), acceptable(holder) {
        return (tree.elements[holder].id, .container)
      }
      if let inside = firstStop(inside: slot) { return (inside, .replaced) }
    }

    // 1. The element that took its place.
    if let parent = plan.parent, let index = plan.index, let parentSlot = tree.slotByID[parent] {
      let visible = tree.childSlots[parentSlot].lazy.filter { !tree.elements[$0].isHidden }
      if let child = visible.dropFirst(index).first, let inside = firstStop(inside: child) {
        return (inside, .replaced)
      }
    }

    // 2. and 3. The next stop that survives, then the previous one.
    if let next = acceptable(plan.next) { return (next, .next) }
    if let previous = acceptable(plan.previous) { return (previous, .previous) }

    // 4. The nearest surviving container with a stop.
    for ancestor in plan.ancestors {
      guard let slot = tree.slotByID[ancestor] else { continue }
      if let inside = firstStop(inside: slot) { return (inside, .container) }
      if let holder = tree.enclosingStop(of: slot), acceptable(holder) {
        return (tree.elements[holder].id, .container)
      }
    }

    // 5. The first stop, or nothing.
    return (
      scope.flatMap { tree.firstStop(inside: $0, .stops, .next) }.map {
        tree.elements[$0].id
      }, .reset
    )
  }
}
