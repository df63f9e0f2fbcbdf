/// What applying a ``TreeUpdate`` changed: the nodes added, removed and
/// moved, and the kept nodes whose own properties changed.
///
/// It is worked out only when asked for
/// (``AccessibilityTree/applyReportingChanges(_:)``), for the tests and
/// tools that ask what an update did: the full screen diffs its cells
/// instead, and nothing is announced from it, since Teller's
/// announcements come from what happened in the bank.
public struct TreeChanges: Hashable, Sendable {
  /// The nodes new in the tree, in the order they were placed.
  public var added: [ElementID]
  /// The nodes gone from the tree, each removed node's subtree included.
  public var removed: [ElementID]
  /// Nodes kept whose parent or place among their siblings changed.
  public var moved: [ElementID]
  /// Nodes kept whose own properties changed.
  public var changed: [ElementChange]

  /// Creates a record from its parts.
  public init(
    added: [ElementID] = [], removed: [ElementID] = [], moved: [ElementID] = [],
    changed: [ElementChange] = []
  ) {
    self.added = added
    self.removed = removed
    self.moved = moved
    self.changed = changed
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    added.isEmpty && removed.isEmpty && moved.isEmpty && changed.isEmpty
  }

  /// Appends the changes of a later update, so one record tells what a
  /// series of updates did; an ID may then appear more than once.
  public mutating func append(_ later: TreeChanges) {
    added += later.added
    removed += later.removed
    moved += later.moved
    changed += later.changed
  }
}
