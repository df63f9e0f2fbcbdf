extension Navigator {
  /// What applying an update did: how focus moved and, when asked for,
  /// the tree's changes.
  public struct Applied: Hashable, Sendable {
    /// What the update changed in the tree, when asked for; otherwise nil.
    public var changes: TreeChanges?
    /// How focus moved, or nil when it stayed.
    public var focusMove: FocusMove?
  }

  /// Applies an update to the tree and keeps focus on its element.
  ///
  /// Focus follows its ID, so it stays when the element is still a stop in
  /// its place (an item of a list, in that list); otherwise it stays where
  /// the user left it, as ``FocusRetention`` describes. When a modal appears, focus moves to its first stop and the
  /// navigator remembers where it was (kept up to date, by the same rules,
  /// while the modal is open); when the modal goes away, focus goes back
  /// there. Both report ``FocusMove/Reason/modal``. If the rotor's setting
  /// is no longer offered (a heading level disappeared), the rotor falls
  /// back to Headings.
  ///
  /// - Parameters:
  ///   - update: the change to the tree.
  ///   - reportingChanges: whether to work out the tree's changes
  ///     (``AccessibilityTree/applyReportingChanges(_:)``), which costs
  ///     time in proportion to them; nobody else pays for them.
  /// - Complexity: the update's cost (``AccessibilityTree/apply(_:)``),
  ///   plus O(d) to see whether it touches the focus, plus a search for the
  ///   focus's neighbours when it does.
  @discardableResult
  public mutating func apply(_ update: TreeUpdate, reportingChanges: Bool = false) -> Applied {
    let touched = FocusRetention.Touched(update)
    let oldModal = tree.modalID
    let modalsBefore = Set(tree.visibleModals())
    func plan(_ id: ElementID?, scope: Int?) -> FocusRetention.Plan? {
      guard let id, let ref = tree.ref(of: id), touched.mayAffect(ref, in: tree) else {
        return nil
      }
      return FocusRetention.plan(for: id, in: tree, scope: scope, touched: touched)
    }
    let focusPlan = plan(focus, scope: tree.scopeSlot)
    let memoryPlans = modalMemory.map { plan($0.focus, scope: tree.rootSlot) }

    var changes: TreeChanges?
    if reportingChanges {
      changes = tree.applyReportingChanges(update)
    } else {
      tree.apply(update)
    }

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

    let move = focusMove(
      plan: focusPlan, focusInTree: focusInTree, oldModal: oldModal, modalsBefore: modalsBefore)
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

  /// Where focus goes after an update: into a modal that appeared, back
  /// from one that went away, or where ``FocusRetention`` keeps it.
  private mutating func focusMove(
    plan focusPlan: FocusRetention.Plan?, focusInTree: ElementID?, oldModal: ElementID?,
    modalsBefore: Set<ElementID>
  ) -> FocusMove? {
    // Forget modals that went away; the lowest one knows where to return.
    var closed: ModalMemory?
    while let top = modalMemory.last,
      !(tree.isVisible(top.modal) && tree.element(top.modal)?.role == .modal)
    {
      closed = top
      modalMemory.removeLast()
    }

    let newModal = tree.modalID
    if let newModal, newModal != oldModal, !modalsBefore.contains(newModal) {
      modalMemory.append(ModalMemory(modal: newModal, focus: closed?.focus ?? focusInTree))
      return enteringModal()
    } else if let closed {
      return leavingModal(returningTo: closed.focus)
    } else if oldModal != newModal {
      return leavingModal(returningTo: focusInTree)
    } else if let focusPlan {
      let (target, reason) = FocusRetention.resolve(focusPlan, in: tree)
      return reason.map { FocusMove(from: focus, to: target, reason: $0) }
    } else if focus.map(tree.isInReadingOrder) ?? true {
      // Nothing was focused: focus the first stop, if there is one now.
      return focus == nil
        ? tree.firstStop.map { FocusMove(from: nil, to: $0, reason: .reset) } : nil
    } else {
      return FocusMove(from: focus, to: tree.firstStop, reason: .reset)
    }
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
