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

/// The focus to return to when a modal goes away.
struct ModalMemory: Sendable {
  /// The modal's ID.
  var modal: ElementID
  /// The element focused before the modal appeared, or the one that took
  /// its place while the modal was open.
  var focus: ElementID?
}

extension Navigator {
  /// What applying an update did: the tree's changes and how focus moved.
  public struct Applied: Hashable, Sendable {
    /// What the update changed in the tree.
    public var changes: TreeChanges
    /// How focus moved, or nil when it stayed.
    public var focusMove: FocusMove?
  }

  /// Applies an update to the tree and keeps focus on its element.
  ///
  /// Focus follows its ID, so it stays when the element is still a stop,
  /// even in another list; otherwise it moves as ``FocusRetention``
  /// describes. When a modal appears, focus moves to its first stop and the
  /// navigator remembers where it was (kept up to date, by the same rules,
  /// while the modal is open); when the modal goes away, focus goes back
  /// there. Both report ``FocusMove/Reason/modal``. If the rotor's setting
  /// is no longer offered (a heading level disappeared), the rotor falls
  /// back to Headings.
  ///
  /// - Complexity: the update's cost (``AccessibilityTree/apply(_:)``),
  ///   plus O(d) to see whether it touches the focus, plus a search for the
  ///   focus's neighbours when it does.
  @discardableResult
  public mutating func apply(_ update: TreeUpdate) -> Applied {
    let touched = FocusRetention.Touched(update)
    let oldModal = tree.modalID
    let modalsBefore = Set(tree.visibleModals())
    func plan(_ id: ElementID?, scope: Int?) -> FocusRetention.Plan? {
      guard let id, let slot = tree.slotByID[id], touched.mayAffect(slot, in: tree) else {
        return nil
      }
      return FocusRetention.plan(for: id, in: tree, scope: scope, touched: touched)
    }
    let focusPlan = plan(focus, scope: tree.scopeSlot)
    let memoryPlans = modalMemory.map { plan($0.focus, scope: tree.rootSlot) }

    let changes = tree.apply(update)

    // Keep each remembered focus on a stop of the whole tree.
    for (index, memoryPlan) in memoryPlans.enumerated() {
      guard let memoryPlan else { continue }
      modalMemory[index].focus =
        FocusRetention.resolve(
          memoryPlan, in: tree, scope: tree.rootSlot
        ).target
    }
    // Where the old focus stands in the whole tree, to remember it.
    var focusInTree = focus
    if let focusPlan {
      focusInTree = FocusRetention.resolve(focusPlan, in: tree, scope: tree.rootSlot).target
    }

    // Forget modals that went away; the lowest one knows where to return.
    var closed: ModalMemory?
    while let top = modalMemory.last,
      !(tree.isVisible(top.modal) && tree.element(top.modal)?.role == .modal)
    {
      closed = top
      modalMemory.removeLast()
    }

    let newModal = tree.modalID
    let move: FocusMove?
    if let newModal, newModal != oldModal, !modalsBefore.contains(newModal) {
      modalMemory.append(ModalMemory(modal: newModal, focus: closed?.focus ?? focusInTree))
      move = enteringModal()
    } else if let closed {
      move = leavingModal(returningTo: closed.focus)
    } else if oldModal != newModal {
      move = leavingModal(returningTo: focusInTree)
    } else if let focusPlan {
      let (target, reason) = FocusRetention.resolve(focusPlan, in: tree)
      move = reason.map { FocusMove(from: focus, to: target, reason: $0) }
    } else if focus.map(tree.isInReadingOrder) ?? true {
      // Nothing was focused: focus the first stop, if there is one now.
      move =
        focus == nil ? tree.firstStop.map { FocusMove(from: nil, to: $0, reason: .reset) } : nil
    } else {
      move = FocusMove(from: focus, to: tree.firstStop, reason: .reset)
    }
    if let move { focus = move.to }
    keepRotorSettingAvailable()
    return Applied(changes: changes, focusMove: move)
  }

  /// Replaces the tree with another and keeps focus on its element, as
  /// ``apply(_:)`` does with the update between the two trees.
  ///
  /// - Complexity: O(n + m) for trees of n and m nodes.
  @discardableResult
  public mutating func update(to new: AccessibilityTree) -> FocusMove? {
    apply(TreeUpdate(from: tree, to: new)).focusMove
  }

  private func enteringModal() -> FocusMove? {
    if let focus, tree.isInReadingOrder(focus) { return nil }
    guard let first = tree.firstStop else {
      return focus == nil ? nil : FocusMove(from: focus, to: nil, reason: .reset)
    }
    return FocusMove(from: focus, to: first, reason: .modal)
  }

  private func leavingModal(returningTo remembered: ElementID?) -> FocusMove? {
    let target = remembered.flatMap { tree.isInReadingOrder($0) ? $0 : nil } ?? tree.firstStop
    if target == focus { return nil }
    guard let target else { return FocusMove(from: focus, to: nil, reason: .reset) }
    return FocusMove(from: focus, to: target, reason: .modal)
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
