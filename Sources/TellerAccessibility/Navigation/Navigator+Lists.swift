/// Moving within a list: to its first or last item, or a page at a time,
/// so the 1,997th customer of a long line is a few keys away.
///
/// The list focus is in is the list that holds the focused item (directly,
/// or the item that holds the focus), the focused list itself (an empty
/// list is a stop of its own), or the list a focused heading introduces:
/// the heading's next sibling, when that is a list. From the heading, the
/// list is entered at its first item (a page forward, or its first item)
/// or its last.
extension Navigator {
  /// A move within the list focus is in.
  public enum ListMove: Hashable, Sendable {
    /// To the list's first item.
    case first
    /// To the list's last item.
    case last
    /// Forward (``Direction/next``) or back by a number of items, stopping
    /// at the list's first or last item.
    case page(Direction, size: Int)
  }

  /// Moves within the list focus is in.
  ///
  /// - Returns: ``NavigationOutcome/moved(_:)``;
  ///   ``NavigationOutcome/boundary(_:)`` for a page beyond the list's first
  ///   or last item, when focus is already there; or
  ///   ``NavigationOutcome/notInList`` when focus is in no list. An empty
  ///   list moves focus to the list itself, when it is a stop.
  /// - Complexity: O(d · log k) for a focus d deep in lists of k items:
  ///   a compact list finds the item at a place at once.
  public mutating func move(inList move: ListMove) -> NavigationOutcome {
    guard tree.stopCount > 0 else { return .nothingToFocus }
    guard let place = listPlace() else { return .notInList }
    let count = tree.visibleChildCount(slot: place.list)
    guard count > 0 else {
      let list = tree.elements[place.list].id
      return tree.isInReadingOrder(list) ? moveFocus(toStop: list) : .notInList
    }
    let target: Int
    switch move {
    case .first:
      target = 0
    case .last:
      target = count - 1
    case .page(let direction, let size):
      let step = max(1, size)
      switch (direction, place.index) {
      case (.next, nil): target = 0
      case (.previous, nil): return .boundary(.start)
      case (.next, let index?):
        guard index < count - 1 else { return .boundary(.end) }
        target = min(index + step, count - 1)
      case (.previous, let index?):
        guard index > 0 else { return .boundary(.start) }
        target = max(index - step, 0)
      }
    }
    guard let stop = tree.listItemStop(in: place.list, at: target) else { return .notInList }
    return moveFocus(toStop: tree.id(at: stop))
  }

  /// The list focus is in and the focus's place among its visible items;
  /// no place when focus is on the list or its heading.
  private func listPlace() -> (list: Int, index: Int?)? {
    guard let focus, let ref = tree.ref(of: focus), tree.isInScope(ref) else { return nil }
    if case .slot(let slot) = ref {
      if tree.elements[slot].role == .list { return (slot, nil) }
      if let list = tree.listIntroduced(by: slot) { return (list, nil) }
    }
    var current = ref
    var parent = tree.parentSlot(of: ref)
    while parent >= 0 {
      if tree.elements[parent].role == .list {
        return (parent, tree.visibleIndex(of: current, in: parent))
      }
      current = .slot(parent)
      parent = tree.parents[parent]
    }
    return nil
  }
}

extension AccessibilityTree {
  /// The list a heading introduces: its next sibling, when that is a list.
  func listIntroduced(by slot: Int) -> Int? { container(.list, introducedBy: slot) }

  /// The container of a kind a heading introduces: its next sibling, when
  /// that is one.
  func container(_ kind: ContainerKind, introducedBy slot: Int) -> Int? {
    let parent = parents[slot]
    guard elements[slot].traits.contains(.header), parent >= 0 else { return nil }
    let siblings = childSlots[parent]
    let next = index(ofChild: slot, in: parent) + 1
    guard next < siblings.count, kind.matches(elements[siblings[next]]) else { return nil }
    return siblings[next]
  }

  /// A node's place among the visible children (or items) of its parent.
  func visibleIndex(of ref: NodeRef, in parent: Int) -> Int {
    switch ref {
    case .item(_, let index):
      return index
    case .slot(let slot):
      let index = index(ofChild: slot, in: parent)
      guard (containers[parent]?.hiddenChildren ?? 0) > 0 else { return index }
      return childSlots[parent][..<index].filter { !elements[$0].isHidden }.count
    }
  }

  /// The stop at a list's visible item at a place: the item, or the first
  /// stop inside it; nil when it is no stop in scope.
  func listItemStop(in list: Int, at index: Int) -> NodeRef? {
    let found: NodeRef?
    if itemLists[list] != nil {
      found = .item(list: list, index: index)
    } else {
      let visible = childSlots[list].lazy.filter { !self.elements[$0].isHidden }
      found = visible.dropFirst(index).first.flatMap {
        isInsideStop(slot: $0) ? nil : firstStop(inside: $0, .stops, .next)
      }
    }
    return found.flatMap { isInScope($0) ? $0 : nil }
  }
}
