/// The changes between two trees: elements added, removed and changed, and
/// where focus moved because of them.
///
/// Announcements are built from diffs, never from ad-hoc messages.
public struct TreeDiff: Hashable, Sendable {
  /// The IDs of visible elements new in the second tree, in its document order.
  public var added: [ElementID]
  /// The IDs of visible elements gone from the second tree, in the first
  /// tree's document order.
  public var removed: [ElementID]
  /// Elements in both trees whose own properties differ.
  public var changed: [ElementChange]
  /// How focus moved because of the change, filled in by the navigator.
  public var focusMove: FocusMove?

  /// Creates a diff from its parts.
  public init(
    added: [ElementID] = [], removed: [ElementID] = [], changed: [ElementChange] = [],
    focusMove: FocusMove? = nil
  ) {
    self.added = added
    self.removed = removed
    self.changed = changed
    self.focusMove = focusMove
  }

  /// Compares two trees by element ID.
  ///
  /// Nodes are matched by a walk through both trees in document order:
  /// while the next node of each has the same ID, no lookup is needed, so
  /// a screen that changed in a few places costs little more than one pass
  /// over its nodes.
  ///
  /// - Complexity: O(n + m) for trees of n and m nodes.
  public init(from old: AccessibilityTree, to new: AccessibilityTree) {
    var added: [ElementID] = []
    var changed: [ElementChange] = []
    var removed: [ElementID] = []
    // Nodes are read through pointers: passing an element held in an array
    // to a function copies it, retaining its strings and arrays.
    old.nodes.withUnsafeBufferPointer { oldNodes in
      new.nodes.withUnsafeBufferPointer { newNodes in
        var matched = [Bool](repeating: false, count: oldNodes.count)
        // With unique IDs in the old tree, any old node with the ID is its
        // first node, which is the one a lookup by ID finds.
        let aligned = !old.hasDuplicateIDs
        var cursor = 0
        var i = 0
        while i < newNodes.count {
          let newNode = newNodes.baseAddress! + i
          let j: Int?
          let id = AccessibilityTree.Node.id(of: newNode)
          if aligned && cursor < oldNodes.count
            && AccessibilityTree.Node.id(of: oldNodes.baseAddress! + cursor) == id
          {
            j = cursor
          } else {
            j = old.index(of: id)
          }
          guard let j else {
            added.append(id)
            i += 1
            continue
          }
          cursor = j + 1
          matched[j] = true
          let oldNode = oldNodes.baseAddress! + j
          let same = AccessibilityTree.Node.withElement(of: oldNode) { a in
            AccessibilityTree.Node.withElement(of: newNode) { b in
              ElementChange.Fields.sameSubtree(a, b)
            }
          }
          if aligned && same {
            // The same element with the same children: the whole subtree
            // is unchanged, node for node, so skip it.
            let oldEnd = old.subtreeEnd[j]
            for k in j..<oldEnd { matched[k] = true }
            (cursor, i) = Self.skipSameSiblings(
              after: (oldNode, newNode), next: (oldEnd, new.subtreeEnd[i]), in: (old, new),
              matched: &matched)
            continue
          }
          i += 1
          let fields = AccessibilityTree.Node.withElement(of: oldNode) { a in
            AccessibilityTree.Node.withElement(of: newNode) { b in ElementChange.Fields(a, b) }
          }
          if !fields.isEmpty {
            changed.append(
              ElementChange(
                id: newNode.pointee.element.id, fields: fields, old: oldNode.pointee.element,
                new: newNode.pointee.element))
          }
        }
        for j in oldNodes.indices where !matched[j] {
          // Unmatched old nodes are gone, unless their ID is a duplicate
          // whose first node was matched.
          let id = AccessibilityTree.Node.id(of: oldNodes.baseAddress! + j)
          if aligned || new.index(of: id) == nil { removed.append(id) }
        }
      }
    }
    self.init(added: added, removed: removed, changed: changed)
  }

  /// Skips the siblings that follow two identical nodes while they are
  /// identical too, such as the items of a long list that were kept, reading
  /// them straight from the two child arrays.
  ///
  /// - Parameters:
  ///   - nodes: The identical old and new nodes.
  ///   - next: The node indices just past their subtrees.
  ///   - trees: The old and new trees.
  ///   - matched: Marks the old nodes skipped as matched.
  /// - Returns: The old and new node indices past the skipped siblings.
  private static func skipSameSiblings(
    after nodes: (UnsafePointer<AccessibilityTree.Node>, UnsafePointer<AccessibilityTree.Node>),
    next: (Int, Int), in trees: (AccessibilityTree, AccessibilityTree), matched: inout [Bool]
  ) -> (Int, Int) {
    var (oldNext, newNext) = next
    let (old, new) = trees
    nodes.0.pointee.siblings.withUnsafeBufferPointer { a in
      nodes.1.pointee.siblings.withUnsafeBufferPointer { b in
        var x = nodes.0.pointee.offset + 1
        var y = nodes.1.pointee.offset + 1
        while true {
          while x < a.count && a[x].isHidden { x += 1 }
          while y < b.count && b[y].isHidden { y += 1 }
          // The next visible siblings are the nodes right after the
          // subtrees just skipped.
          guard x < a.count && y < b.count,
            ElementChange.Fields.sameSubtree(a.baseAddress! + x, b.baseAddress! + y)
          else { return }
          let oldEnd = old.subtreeEnd[oldNext]
          for k in oldNext..<oldEnd { matched[k] = true }
          oldNext = oldEnd
          newNext = new.subtreeEnd[newNext]
          x += 1
          y += 1
        }
      }
    }
    return (oldNext, newNext)
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    added.isEmpty && removed.isEmpty && changed.isEmpty && focusMove == nil
  }
}
