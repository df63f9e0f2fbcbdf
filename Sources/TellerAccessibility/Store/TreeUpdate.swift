/// A change to an ``AccessibilityTree``: the nodes that are new or changed,
/// each with where it goes, and the nodes that go away, like AccessKit's
/// tree updates; and the items that come and go in compact lists. Unlike
/// AccessKit's, an entry does not resend its parent's list of children: it
/// names its own place, so the entries' order matters, and focus is no
/// part of an update.
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
/// removed and placed by one update. Last come the item changes, in order:
/// items appended to, or removed from, compact lists (``ListItems``). An
/// item that leaves one list and joins another with the same prefix keeps
/// its ID; it may be in one of them at a time.
///
/// A parent's children are kept in one array, so placing or removing a
/// child shifts the siblings after it in memory; removing many siblings
/// costs least from the last.
///
/// A malformed update is a programming error and stops the program: a new
/// node without a place, a place that names a node the tree does not hold,
/// a node placed inside itself, a second root, a node left without a
/// place by the removal of its parent, children for a compact list, an item
/// in two lists at once, or an item removed from a list that lacks it.
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
    /// The items the node holds from now on, as a compact list; nil leaves
    /// its items, if it has any, as they are.
    public var items: ListItems?

    /// Creates an entry.
    public init(_ element: Element, _ placement: Placement, items: ListItems? = nil) {
      self.element = element
      self.placement = placement
      self.items = items
    }
  }

  /// Items that come or go in one compact list.
  public struct ItemChange: Hashable, Sendable {
    /// What happens to the list's items.
    public enum Kind: Hashable, Sendable {
      /// These items join the end of the list, in order.
      case append([ListItem])
      /// The items with these keys leave the list.
      case remove(keys: [Int])
      /// Every item leaves the list.
      case removeAll
    }

    /// The compact list.
    public var list: ElementID
    /// What happens to its items.
    public var kind: Kind
  }

  /// The IDs of the nodes removed, each with its subtree.
  public var removed: [ElementID]
  /// The nodes new, changed or moved, in the order they are applied.
  public var entries: [Entry]
  /// The items that come and go in compact lists, in the order they are
  /// applied, after the entries.
  public var itemChanges: [ItemChange]

  /// Creates an update from its parts.
  public init(
    removed: [ElementID] = [], entries: [Entry] = [], itemChanges: [ItemChange] = []
  ) {
    self.removed = removed
    self.entries = entries
    self.itemChanges = itemChanges
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
  public var isEmpty: Bool { removed.isEmpty && entries.isEmpty && itemChanges.isEmpty }

  /// The number of removals, entries and items appended or removed (a
  /// list emptied counts once).
  public var count: Int {
    var items = 0
    for change in itemChanges {
      switch change.kind {
      case .append(let appended): items += appended.count
      case .remove(let keys): items += keys.count
      case .removeAll: items += 1
      }
    }
    return removed.count + entries.count + items
  }

  /// Removes a node and its subtree.
  public mutating func remove(_ id: ElementID) { removed.append(id) }

  /// Places a node, new or already in the tree, with these properties.
  public mutating func insert(_ element: Element, at placement: Placement) {
    entries.append(Entry(element, placement))
  }

  /// Places a subtree: its root where asked, each node after it the last
  /// child of its parent so far, in document order; compact lists with
  /// their items.
  ///
  /// - Complexity: O(n) in the nodes of the subtree, a compact list's items
  ///   taken as they are.
  public mutating func insert(_ node: TreeNode, at placement: Placement) {
    node.forEachNode { node, parent in
      entries.append(
        Entry(node.element, parent.map { .last(in: $0) } ?? placement, items: node.items))
    }
  }

  /// Adds items at the end of a compact list, in order.
  public mutating func appendItems(_ items: some Sequence<ListItem>, to list: ElementID) {
    let items = Array(items)
    guard !items.isEmpty else { return }
    itemChanges.append(ItemChange(list: list, kind: .append(items)))
  }

  /// Removes the items with some keys from a compact list.
  public mutating func removeItems(keys: some Sequence<Int>, from list: ElementID) {
    let keys = Array(keys)
    guard !keys.isEmpty else { return }
    itemChanges.append(ItemChange(list: list, kind: .remove(keys: keys)))
  }

  /// Removes every item of a compact list.
  public mutating func removeAllItems(from list: ElementID) {
    itemChanges.append(ItemChange(list: list, kind: .removeAll))
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
    itemChanges += other.itemChanges
  }
}

extension TreeUpdate {
  /// The update that turns one tree into another: every node of the new
  /// tree in document order, each placed after its previous sibling (or
  /// first in its parent), and the removal of every node the new tree lacks;
  /// a compact list comes with all its items.
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
    for id in old.documentOrder().reversed() where id.key == nil && !new.contains(id) {
      // A removal takes the subtree; a node whose parent goes too needs none.
      if let parent = old.parent(of: id), !new.contains(parent) { continue }
      removed.append(id)
    }
    var previous: [ElementID: ElementID] = [:]
    for id in new.documentOrder() where id.key == nil {
      guard let element = new.element(id) else { continue }
      let items = new.items(of: id)
      guard let parent = new.parent(of: id) else {
        entries.append(Entry(element, id == old.rootID ? .unchanged : .root, items: items))
        continue
      }
      let placement: Placement = previous[parent].map { .after($0) } ?? .first(in: parent)
      previous[parent] = id
      entries.append(Entry(element, placement, items: items))
    }
  }
}
