/// Searches through the tree's structure: from a node to the next or
/// previous stop of a kind, through the children arrays, skipping hidden
/// subtrees, the insides of stops, and every subtree whose tally holds
/// nothing to find. Inside a compact list, the list's own counts find the
/// next item, or the next item with a tag, at once.
///
/// A search that starts inside a list of k child nodes may look at the
/// siblings on its side one by one, so it costs O(d · log k) plus the
/// siblings it passes that hold nothing to find; inside a compact list it
/// costs O(d + log k); a search that starts outside a list with nothing to
/// find in it skips the list at once.
extension AccessibilityTree {
  // MARK: Public searches

  /// The first stop in reading order, if any.
  ///
  /// - Complexity: O(d) for a tree d deep, plus the children passed.
  public var firstStop: ElementID? {
    scopeSlot.flatMap { firstStop(inside: $0, .stops, .next) }.map(id(at:))
  }

  /// The last stop in reading order, if any.
  ///
  /// - Complexity: O(d) for a tree d deep, plus the children passed.
  public var lastStop: ElementID? {
    scopeSlot.flatMap { firstStop(inside: $0, .stops, .previous) }.map(id(at:))
  }

  /// The next or previous stop in reading order from a stop, or the first
  /// or last one from nil, that passes a test.
  ///
  /// - Parameters:
  ///   - id: where to start; nil, or an ID that is not in the reading
  ///     order, starts before the first stop (next) or after the last
  ///     (previous).
  ///   - matches: the test; nil accepts every stop.
  /// - Complexity: O(n) at worst with a test, since every stop may need
  ///   testing; without one, as a search through the structure.
  public func stop(
    from id: ElementID?, _ direction: Navigator.Direction,
    where matches: ((Element) -> Bool)? = nil
  ) -> ElementID? {
    search(from: id, direction, .stops, where: matches).map(id(at:))
  }

  /// The next or previous stop in reading order from a stop (or from
  /// either end, for nil) that has any of the tags.
  ///
  /// - Complexity: as a search through the structure: subtrees without
  ///   the tags are skipped.
  public func stop(
    from id: ElementID?, _ direction: Navigator.Direction, tags: ElementTags
  ) -> ElementID? {
    search(from: id, direction, .tags(tags)).map(id(at:))
  }

  /// The first stop of the next or previous list from a stop (or from
  /// either end, for nil), where a list stands at its first stop: Previous
  /// from inside a list goes to its start first. Lists without a stop in
  /// scope are skipped.
  ///
  /// - Complexity: as a search through the structure.
  public func listStart(from id: ElementID?, _ direction: Navigator.Direction) -> ElementID? {
    containerStart(.list, from: id, direction)
  }

  /// The first stop of the next or previous data table from a stop (or
  /// from either end, for nil), as ``listStart(from:_:)`` finds lists:
  /// Previous from inside a table goes to its first cell first.
  ///
  /// - Complexity: as a search through the structure.
  public func tableStart(from id: ElementID?, _ direction: Navigator.Direction) -> ElementID? {
    containerStart(.table, from: id, direction)
  }

  // MARK: Internals

  /// A kind of container quick navigation moves between, as a whole.
  enum ContainerKind: Hashable, Sendable {
    /// Lists (``ContainerRole/list``).
    case list
    /// Data tables (``TableRole/table``).
    case table

    /// How many containers of the kind with a stop inside a tally counts.
    func count(in tally: SubtreeTally) -> Int32 {
      switch self {
      case .list: tally.lists
      case .table: tally.tables
      }
    }

    /// Whether an element is a container of the kind.
    func matches(_ element: Element) -> Bool {
      switch self {
      case .list: element.role == .list
      case .table: element.tableRole == .table
      }
    }
  }

  /// The first stop of the next or previous container of a kind.
  func containerStart(
    _ kind: ContainerKind, from id: ElementID?, _ direction: Navigator.Direction
  ) -> ElementID? {
    guard let scope = scopeSlot else { return nil }
    let start = id.flatMap { ref(of: $0) }.flatMap { isInScope($0) ? $0 : nil }
    let container: Int?
    switch direction {
    case .next: container = nextContainer(kind, after: start, within: scope)
    case .previous: container = previousContainer(kind, before: start, within: scope)
    }
    return container.flatMap { firstStop(inside: $0, .stops, .next) }.map(id(at:))
  }

  /// A search in reading order from a stop in scope, or from an end.
  func search(
    from id: ElementID?, _ direction: Navigator.Direction, _ target: SearchTarget,
    where test: ((Element) -> Bool)? = nil
  ) -> NodeRef? {
    guard let scope = scopeSlot else { return nil }
    if let id, let ref = ref(of: id), isInScope(ref) {
      return stop(after: ref, direction, target, within: scope, where: test)
    }
    return firstStop(inside: scope, target, direction, where: test)
  }

  /// The first (next) or last (previous) stop of a subtree, its root
  /// included, that the target counts and the test passes. The subtree
  /// must not lie inside a stop.
  func firstStop(
    inside slot: Int, _ target: SearchTarget, _ direction: Navigator.Direction,
    where test: ((Element) -> Bool)? = nil
  ) -> NodeRef? {
    guard target.count(in: tally(of: slot)) > 0 else { return nil }
    if elements[slot].isAccessibilityElement {
      guard let test else { return .slot(slot) }
      return test(elements[slot]) ? .slot(slot) : nil
    }
    if itemLists[slot] != nil {
      return item(in: slot, from: nil, direction, target, where: test)
    }
    let children = childSlots[slot]
    switch direction {
    case .next:
      for child in children {
        if let found = firstStop(inside: child, target, .next, where: test) { return found }
      }
    case .previous:
      for child in children.reversed() {
        if let found = firstStop(inside: child, target, .previous, where: test) { return found }
      }
    }
    return nil
  }

  /// The next or previous stop after a stop, within a scope, that the
  /// target counts and the test passes.
  func stop(
    after ref: NodeRef, _ direction: Navigator.Direction, _ target: SearchTarget,
    within scope: Int, where test: ((Element) -> Bool)? = nil
  ) -> NodeRef? {
    let slot: Int
    switch ref {
    case .slot(let own):
      slot = own
    case .item(let list, let index):
      if let found = item(in: list, from: index, direction, target, where: test) { return found }
      slot = list
    }
    return walkOut(from: slot, within: scope, direction, holding: { target.count(in: $0) }) {
      firstStop(inside: $0, target, direction, where: test)
    }
  }

  /// The nearest item of a compact list after or before a place (from
  /// either end, for nil) that the target counts and the test passes.
  private func item(
    in list: Int, from index: Int?, _ direction: Navigator.Direction, _ target: SearchTarget,
    where test: ((Element) -> Bool)?
  ) -> NodeRef? {
    guard let items = itemLists[list], !items.isEmpty else { return nil }
    let step = direction == .next ? 1 : -1
    var candidate: Int?
    switch target {
    case .stops:
      let start = index.map { $0 + step } ?? (direction == .next ? 0 : items.count - 1)
      candidate = (0..<items.count).contains(start) ? start : nil
    case .tags(let tags):
      candidate = items.index(withAnyOf: tags, from: index, direction)
    case .headings, .headingLevel, .buttons, .updates, .adjustable:
      return nil
    }
    guard let test else { return candidate.map { .item(list: list, index: $0) } }
    while let found = candidate {
      if test(items.element(at: found)) { return .item(list: list, index: found) }
      if case .tags(let tags) = target {
        candidate = items.index(withAnyOf: tags, from: found, direction)
      } else {
        candidate = (0..<items.count).contains(found + step) ? found + step : nil
      }
    }
    return nil
  }

  /// Walks out from a node towards a scope: at each ancestor in turn, the
  /// node's later (next) or earlier (previous) siblings, nearest first, then
  /// the ancestor itself, until `visit` or `atParent` finds something. The
  /// siblings are passed over at once when the parent's tally says that no
  /// other child holds anything `holding` counts.
  private func walkOut(
    from slot: Int, within scope: Int, _ direction: Navigator.Direction,
    holding count: (SubtreeTally) -> Int32, atParent: (Int) -> NodeRef? = { _ in nil },
    visit: (Int) -> NodeRef?
  ) -> NodeRef? {
    let step = direction == .next ? 1 : -1
    var current = slot
    while current != scope {
      let parent = parents[current]
      guard parent >= 0 else { return nil }
      if count(containers[parent]?.children ?? .zero) - count(tally(of: current)) > 0 {
        let siblings = childSlots[parent]
        var index = index(ofChild: current, in: parent) + step
        while siblings.indices.contains(index) {
          if let found = visit(siblings[index]) { return found }
          index += step
        }
      }
      if let found = atParent(parent) { return found }
      current = parent
    }
    return nil
  }

  /// The first container of a kind in document order inside a subtree,
  /// its root included, that has a stop inside.
  private func firstContainer(_ kind: ContainerKind, inside slot: Int) -> Int? {
    let tally = tally(of: slot)
    guard kind.count(in: tally) > 0 else { return nil }
    if kind.matches(elements[slot]) && tally.stops > 0 { return slot }
    guard !elements[slot].isAccessibilityElement else { return nil }
    for child in childSlots[slot] {
      if let found = firstContainer(kind, inside: child) { return found }
    }
    return nil
  }

  /// The container of a kind inside a subtree, its root included, whose
  /// first stop comes last; of those starting at the same stop, the last
  /// in document order.
  private func lastContainer(_ kind: ContainerKind, inside slot: Int) -> Int? {
    let tally = tally(of: slot)
    guard kind.count(in: tally) > 0 else { return nil }
    // Only children that hold one are worth a look: a list of 10,000
    // customers holds none, and is passed over at once.
    if !elements[slot].isAccessibilityElement,
      kind.count(in: containers[slot]?.children ?? .zero) > 0
    {
      for child in childSlots[slot].reversed() {
        if let found = lastContainer(kind, inside: child) { return found }
      }
    }
    return kind.matches(elements[slot]) && tally.stops > 0 ? slot : nil
  }

  /// The first container of a kind after a stop (its first stop is after
  /// the stop).
  private func nextContainer(_ kind: ContainerKind, after ref: NodeRef?, within scope: Int)
    -> Int?
  {
    guard let ref else { return firstContainer(kind, inside: scope) }
    return walkOut(from: slotOrList(ref), within: scope, .next, holding: kind.count(in:)) {
      firstContainer(kind, inside: $0).map(NodeRef.slot)
    }.map(slotOrList)
  }

  /// The container of a kind whose first stop is the last one before a
  /// stop: in earlier siblings of the stop and its ancestors, or an
  /// ancestor container itself.
  private func previousContainer(
    _ kind: ContainerKind, before ref: NodeRef?, within scope: Int
  ) -> Int? {
    guard let ref else { return lastContainer(kind, inside: scope) }
    if kind == .list, case .item(let list, let index) = ref, index > 0 { return list }
    return walkOut(
      from: slotOrList(ref), within: scope, .previous, holding: kind.count(in:),
      atParent: { parent in
        kind.matches(elements[parent]) && firstStop(inside: parent, .stops, .next) != ref
          ? .slot(parent) : nil
      },
      visit: { lastContainer(kind, inside: $0).map(NodeRef.slot) }
    ).map(slotOrList)
  }

  /// The outermost stop that holds a node, if the node lies inside one.
  ///
  /// - Complexity: O(d) for a node d deep.
  func enclosingStop(of ref: NodeRef) -> Int? {
    var current = parentSlot(of: ref)
    var found: Int?
    while current >= 0 {
      if elements[current].isAccessibilityElement { found = current }
      current = parents[current]
    }
    return found
  }
}
