/// A change to an ``AccessibilityTree``: the nodes that are new or changed,
/// each with where it goes, and the nodes that go away, as AccessKit's tree
/// updates are.
///
/// Applying one (``AccessibilityTree/apply(_:)``) costs time in proportion
/// to the update, not to the tree: a list of 100,000 customers is never
/// resent to add one, since each node names its own place (at the start or
/// end of a parent, or before or after a sibling).
///
/// Removals come first, and each takes its subtree with it, except for the
/// nodes an entry of the same update places again: those are kept, with
/// their own subtrees, and moved. Then the entries are applied in order, so
/// an entry may name a node placed by an earlier one. An ID must not be both
/// removed and placed by one update.
///
/// A parent's children are kept in one array, so placing or removing a
/// child shifts the siblings after it in memory; removing many siblings
/// costs least from the last.
///
/// A malformed update is a programming error and stops the program: a new
/// node without a place, a place that names a node the tree does not hold,
/// a node placed inside itself, a second root, or a node left without a
/// place by the removal of its parent.
public struct TreeUpdate: Hashable, Sendable {
  /// Where a node goes.
  public enum Placement: Hashable, Sendable {
    /// Where it is now: only its properties change. A new node needs
    /// another placement.
    case unchanged
    /// At the top of the tree, which must have no other root.
    case root
    /// The first child of a parent.
    case first(in: ElementID)
    /// The last child of a parent.
    case last(in: ElementID)
    /// Right before a sibling, under the sibling's parent.
    case before(ElementID)
    /// Right after a sibling, under the sibling's parent.
    case after(ElementID)
  }

  /// One node that is new, changed or moved.
  public struct Entry: Hashable, Sendable {
    /// The node's properties after the update.
    public var element: Element
    /// Where the node goes.
    public var placement: Placement

    /// Creates an entry.
    public init(_ element: Element, _ placement: Placement) {
      self.element = element
      self.placement = placement
    }
  }

  /// The IDs of the nodes removed, each with its subtree.
  public var removed: [ElementID]
  /// The nodes new, changed or moved, in the order they are applied.
  public var entries: [Entry]

  /// Creates an update from its parts.
  public init(removed: [ElementID] = [], entries: [Entry] = []) {
    self.removed = removed
    self.entries = entries
  }

  /// An update that builds a whole tree into an empty one: the root, then
  /// every node after it in document order, each the last child of its
  /// parent so far.
  ///
  /// - Complexity: O(n) in the nodes of the tree.
  public init(root: TreeNode) {
    self.init()
    insert(root, at: .root)
  }

  /// Whether the update changes nothing.
  public var isEmpty: Bool { removed.isEmpty && entries.isEmpty }

  /// The number of removals and entries.
  public var count: Int { removed.count + entries.count }

  /// Removes a node and its subtree.
  public mutating func remove(_ id: ElementID) { removed.append(id) }

  /// Places a node, new or already in the tree, with these properties.
  public mutating func insert(_ element: Element, at placement: Placement) {
    entries.append(Entry(element, placement))
  }

  /// Places a subtree: its root where asked, each node after it the last
  /// child of its parent so far, in document order.
  ///
  /// - Complexity: O(n) in the nodes of the subtree.
  public mutating func insert(_ node: TreeNode, at placement: Placement) {
    node.forEachNode { node, parent in
      entries.append(Entry(node.element, parent.map { .last(in: $0) } ?? placement))
    }
  }

  /// Changes a node's properties where it stands.
  public mutating func change(_ element: Element) {
    entries.append(Entry(element, .unchanged))
  }

  /// Appends another update's removals and entries after this one's.
  ///
  /// The result is one update, so the other update's removals come before
  /// this one's entries: combine updates only when that order does not
  /// matter.
  public mutating func append(contentsOf other: TreeUpdate) {
    removed += other.removed
    entries += other.entries
  }
}

extension TreeUpdate {
  /// The update that turns one tree into another: every node of the new
  /// tree in document order, each placed after its previous sibling (or
  /// first in its parent), and the removal of every node the new tree lacks.
  ///
  /// Applying it to `old` gives a tree equal to `new`; nodes already in
  /// place with equal properties are left alone and reported as nothing.
  /// Meant for small screens and tests: a running screen sends what
  /// changed instead.
  ///
  /// - Complexity: O(n + m) for trees of n and m nodes.
  public init(from old: AccessibilityTree, to new: AccessibilityTree) {
    self.init()
    // Last first, as removing many siblings costs least that way.
    for id in old.documentOrder().reversed() where !new.contains(id) {
      // A removal takes the subtree; a node whose parent goes too needs none.
      if let parent = old.parent(of: id), !new.contains(parent) { continue }
      removed.append(id)
    }
    var previous: [ElementID: ElementID] = [:]
    for id in new.documentOrder() {
      guard let element = new.element(id) else { continue }
      guard let parent = new.parent(of: id) else {
        entries.append(Entry(element, id == old.rootID ? .unchanged : .root))
        continue
      }
      let placement: Placement = previous[parent].map { .after($0) } ?? .first(in: parent)
      previous[parent] = id
      entries.append(Entry(element, placement))
    }
  }
}
