/// Where focus goes when the tree changes under it.
///
/// IDs are stable, so focus stays on its element as long as that element is
/// still a stop, wherever it moved. When it is gone, focus goes, in this
/// order, to:
/// 1. the element that took its place: the stop now at the same child index
///    under the same parent, or the first stop inside that node
///    (``FocusMove/Reason/replaced``);
/// 2. the next element: the first stop after it in the old reading order
///    that is still a stop (``FocusMove/Reason/next``);
/// 3. the previous one, likewise (``FocusMove/Reason/previous``);
/// 4. its container: the nearest surviving ancestor that is a stop or holds
///    one, and its first stop (``FocusMove/Reason/container``);
/// 5. the first stop of the tree (``FocusMove/Reason/reset``).
///
/// Focus is nil only when the new tree has no stop, with reason
/// ``FocusMove/Reason/reset``. An element that is still in the tree but is
/// no longer a stop hands focus to the stop that now contains it or to the
/// first stop inside it.
public enum FocusRetention {
  /// How focus moves when the tree changes, ignoring modals appearing or
  /// going away (``Navigator/update(to:)`` handles those).
  ///
  /// - Parameters:
  ///   - focus: The focused element in the old tree, if any.
  ///   - old: The tree before the change.
  ///   - new: The tree after the change.
  /// - Returns: nil when focus stays: it is still a stop, or nothing was and
  ///   nothing is focusable. Otherwise the move, with its reason.
  /// - Complexity: O(n + m) for trees of n and m nodes.
  public static func move(
    from focus: ElementID?, in old: AccessibilityTree, to new: AccessibilityTree
  ) -> FocusMove? {
    guard let focus else {
      guard let first = new.readingOrder.first else { return nil }
      return FocusMove(from: nil, to: new.nodes[first].element.id, reason: .reset)
    }
    if new.readingPosition(of: focus) != nil { return nil }
    let (to, reason) = target(replacing: focus, in: old, to: new)
    return FocusMove(from: focus, to: to, reason: reason)
  }

  /// Where focus goes when an element is no longer a stop, and why.
  ///
  /// - Complexity: O(n + m).
  static func target(
    replacing focus: ElementID, in old: AccessibilityTree, to new: AccessibilityTree
  ) -> (ElementID?, FocusMove.Reason) {
    func id(_ position: Int) -> ElementID { new.nodes[new.readingOrder[position]].element.id }

    guard let oldNode = old.index(of: focus) else { return firstStop(of: new) }

    // Still there but no longer a stop, such as when it joined a group.
    if let newNode = new.index(of: focus) {
      if let position = new.enclosingStopPosition(of: newNode) { return (id(position), .container) }
      if let position = new.firstStopPosition(inside: newNode) { return (id(position), .replaced) }
    }

    // 1. The element that took its place.
    if let parent = old.nodes[oldNode].parent,
      let newParent = new.index(of: old.nodes[parent].element.id),
      let offset = old.nodes[parent].element.children.lazy.filter({ !$0.isHidden })
        .map(\.id).enumerated().first(where: { $0.element == focus })?.offset
    {
      let children = new.nodes[newParent].element.children.lazy.filter { !$0.isHidden }
        .map(\.id).dropFirst(offset)
      if let child = children.first, let node = new.index(of: child),
        let position = new.firstStopPosition(inside: node)
      {
        return (id(position), .replaced)
      }
    }

    // 2. and 3. The next stop that survives, then the previous one.
    let start = old.firstReadingPosition(atOrAfter: oldNode)
    let isStop = start < old.readingOrder.count && old.readingOrder[start] == oldNode
    var q = isStop ? start + 1 : start
    while q < old.readingOrder.count {
      let candidate = old.nodes[old.readingOrder[q]].element.id
      if new.readingPosition(of: candidate) != nil { return (candidate, .next) }
      q += 1
    }
    q = start - 1
    while q >= 0 {
      let candidate = old.nodes[old.readingOrder[q]].element.id
      if new.readingPosition(of: candidate) != nil { return (candidate, .previous) }
      q -= 1
    }

    // 4. The nearest surviving container with a stop.
    var ancestor = old.nodes[oldNode].parent
    while let a = ancestor {
      if let node = new.index(of: old.nodes[a].element.id) {
        if let position = new.firstStopPosition(inside: node) { return (id(position), .container) }
        if let position = new.enclosingStopPosition(of: node) {
          return (id(position), .container)
        }
      }
      ancestor = old.nodes[a].parent
    }

    // 5. The first stop, or nothing.
    return firstStop(of: new)
  }

  private static func firstStop(of tree: AccessibilityTree) -> (ElementID?, FocusMove.Reason) {
    (tree.readingOrder.first.map { tree.nodes[$0].element.id }, .reset)
  }
}

/// The focus to return to when a modal goes away.
struct ModalMemory: Sendable {
  /// The modal's ID.
  var modal: ElementID
  /// The element focused before the modal appeared.
  var focus: ElementID?
  /// The tree before the modal appeared, to find a neighbour if that
  /// element is gone by the time the modal closes.
  var tree: AccessibilityTree
}

extension Navigator {
  /// Replaces the tree with a new one and keeps focus on its element.
  ///
  /// Focus follows its ID, so it stays when the element is still a stop,
  /// even in another list; otherwise it moves as ``FocusRetention``
  /// describes. When a modal appears, focus moves to its first stop and the
  /// navigator remembers where it was; when the modal goes away, focus goes
  /// back there, or next to it if that element is gone. Both report
  /// ``FocusMove/Reason/modal``. If the rotor's setting is no longer offered
  /// (a heading level disappeared), the rotor falls back to Headings.
  ///
  /// - Returns: How focus moved, or nil when it stayed.
  /// - Complexity: O(n + m) for trees of n and m nodes.
  public mutating func update(to new: AccessibilityTree) -> FocusMove? {
    let old = tree
    let oldModal = old.modal.map { old.nodes[$0].element.id }
    let newModal = new.modal.map { new.nodes[$0].element.id }

    // Forget modals that went away; the lowest one knows where to return.
    var closed: ModalMemory?
    while let top = modalMemory.last, new.element(top.modal)?.role != .modal {
      closed = top
      modalMemory.removeLast()
    }

    let move: FocusMove?
    if let newModal, newModal != oldModal, old.element(newModal)?.role != .modal {
      modalMemory.append(
        ModalMemory(modal: newModal, focus: closed?.focus ?? focus, tree: closed?.tree ?? old))
      move = enteringModal(new)
    } else if let closed {
      move = leavingModal(to: new, returningTo: closed.focus, in: closed.tree)
    } else if oldModal != newModal {
      move = leavingModal(to: new, returningTo: focus, in: old)
    } else {
      move = FocusRetention.move(from: focus, in: old, to: new)
    }

    tree = new
    if let move { focus = move.to }
    keepRotorSettingAvailable()
    return move
  }

  private func enteringModal(_ new: AccessibilityTree) -> FocusMove? {
    if let focus, new.readingPosition(of: focus) != nil { return nil }
    guard let first = new.readingOrder.first else {
      return focus == nil ? nil : FocusMove(from: focus, to: nil, reason: .reset)
    }
    return FocusMove(from: focus, to: new.nodes[first].element.id, reason: .modal)
  }

  private func leavingModal(
    to new: AccessibilityTree, returningTo remembered: ElementID?, in before: AccessibilityTree
  ) -> FocusMove? {
    let target: ElementID?
    if let remembered {
      target =
        new.readingPosition(of: remembered) != nil
        ? remembered : FocusRetention.target(replacing: remembered, in: before, to: new).0
    } else {
      target = new.readingOrder.first.map { new.nodes[$0].element.id }
    }
    if target == focus { return nil }
    guard let target else { return FocusMove(from: focus, to: nil, reason: .reset) }
    return FocusMove(from: focus, to: target, reason: .modal)
  }
}
