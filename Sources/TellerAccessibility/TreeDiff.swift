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

/// How one element differs between two trees.
public struct ElementChange: Hashable, Sendable {
  /// The properties that can change.
  public struct Fields: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt16
    /// Creates a set from its bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The label changed.
    public static let label = Fields(rawValue: 1 << 0)
    /// The value changed.
    public static let value = Fields(rawValue: 1 << 1)
    /// The hint changed.
    public static let hint = Fields(rawValue: 1 << 2)
    /// The traits changed.
    public static let traits = Fields(rawValue: 1 << 3)
    /// The heading level changed.
    public static let headingLevel = Fields(rawValue: 1 << 4)
    /// The live-region politeness changed.
    public static let liveRegion = Fields(rawValue: 1 << 5)
    /// The custom actions changed.
    public static let customActions = Fields(rawValue: 1 << 6)
    /// The container role or whether it is an element changed.
    public static let role = Fields(rawValue: 1 << 7)
    /// The IDs or order of the children changed.
    public static let children = Fields(rawValue: 1 << 8)

    /// The fields that differ between two versions of an element.
    public init(between a: TellerAccessibility.Element, and b: TellerAccessibility.Element) {
      self = withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in Fields(a, b) } }
    }

    /// The fields that differ between two elements, read in place.
    init(
      _ a: UnsafePointer<TellerAccessibility.Element>,
      _ b: UnsafePointer<TellerAccessibility.Element>
    ) {
      // Elements reused between screens are bit-for-bit copies: the same
      // strings and arrays, so nothing differs.
      if Self.sameBits(a, b) {
        self = []
        return
      }
      var f: Fields = []
      if a.pointee.label != b.pointee.label { f.insert(.label) }
      if a.pointee.value != b.pointee.value || a.pointee.spokenValue != b.pointee.spokenValue {
        f.insert(.value)
      }
      if a.pointee.hint != b.pointee.hint { f.insert(.hint) }
      if a.pointee.traits != b.pointee.traits { f.insert(.traits) }
      if a.pointee.headingLevel != b.pointee.headingLevel { f.insert(.headingLevel) }
      if a.pointee.liveRegion != b.pointee.liveRegion { f.insert(.liveRegion) }
      if a.pointee.customActions != b.pointee.customActions { f.insert(.customActions) }
      if a.pointee.role != b.pointee.role
        || a.pointee.isAccessibilityElement != b.pointee.isAccessibilityElement
      {
        f.insert(.role)
      }
      if !Self.visibleChildIDsEqual(a.pointee.children, b.pointee.children) {
        f.insert(.children)
      }
      self = f
    }

    /// Whether two elements have the same ID, are equal in every field the
    /// diff compares and hold the very same children array, so their
    /// subtrees are equal node for node.
    static func sameSubtree(
      _ a: UnsafePointer<TellerAccessibility.Element>,
      _ b: UnsafePointer<TellerAccessibility.Element>
    ) -> Bool {
      if sameBits(a, b) { return true }
      // Copies of an element need not copy its padding: compare the fields.
      let children = childrenOffset
      return UnsafeRawPointer(a).load(fromByteOffset: children, as: UInt.self)
        == UnsafeRawPointer(b).load(fromByteOffset: children, as: UInt.self)
        && a.pointee.id == b.pointee.id && Fields(a, b).isEmpty
    }

    /// Where an element keeps the reference to its children array.
    private static let childrenOffset = MemoryLayout<TellerAccessibility.Element>.offset(
      of: \TellerAccessibility.Element.children)!

    /// Whether two elements hold the same bits in every stored field: the
    /// same string and array storage and the same plain values, so equal in
    /// every field. Padding between fields is not compared, since copies
    /// need not copy it.
    static func sameBits(
      _ a: UnsafePointer<TellerAccessibility.Element>,
      _ b: UnsafePointer<TellerAccessibility.Element>
    ) -> Bool {
      guard let mask = fieldMask else { return false }
      let x = UnsafeRawPointer(a)
      let y = UnsafeRawPointer(b)
      var difference: UInt64 = 0
      for word in 0..<16 {
        let offset = word * 8
        difference |=
          (x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            ^ y.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) & mask.words[word]
      }
      difference |=
        (x.loadUnaligned(fromByteOffset: 128, as: UInt64.self)
          ^ y.loadUnaligned(fromByteOffset: 128, as: UInt64.self)) & mask.last
      return difference == 0
    }

    /// For each 8-byte word of an element, the bits of its stored fields
    /// (padding left out); nil unless an element is 136 bytes and has
    /// exactly the fields named here, so bits are never trusted for a
    /// layout this does not know, and fields are compared one by one.
    private static let fieldMask: (words: SIMD16<UInt64>, last: UInt64)? = {
      typealias E = TellerAccessibility.Element
      let fields: [(Int?, Int)] = [
        (MemoryLayout<E>.offset(of: \E.id), MemoryLayout<ElementID>.size),
        (MemoryLayout<E>.offset(of: \E.label), MemoryLayout<String>.size),
        (MemoryLayout<E>.offset(of: \E.value), MemoryLayout<String>.size),
        (MemoryLayout<E>.offset(of: \E.hint), MemoryLayout<String>.size),
        (MemoryLayout<E>.offset(of: \E.traits), MemoryLayout<AccessibilityTraits>.size),
        (MemoryLayout<E>.offset(of: \E.children), MemoryLayout<[E]>.size),
        (MemoryLayout<E>.offset(of: \E.isAccessibilityElement), MemoryLayout<Bool>.size),
        (MemoryLayout<E>.offset(of: \E.isHidden), MemoryLayout<Bool>.size),
        (MemoryLayout<E>.offset(of: \E.headingLevel), MemoryLayout<Int?>.size),
        (MemoryLayout<E>.offset(of: \E.liveRegion), MemoryLayout<LiveRegion>.size),
        (MemoryLayout<E>.offset(of: \E.customActions), MemoryLayout<[CustomAction]>.size),
        (MemoryLayout<E>.offset(of: \E.role), MemoryLayout<ContainerRole>.size),
        (MemoryLayout<E>.offset(of: \E.spokenValue), MemoryLayout<String>.size),
      ]
      guard MemoryLayout<E>.size == 17 * 8,
        Mirror(reflecting: E(id: "")).children.count == fields.count
      else { return nil }
      var bytes = [UInt8](repeating: 0, count: 17 * 8)
      for (offset, size) in fields {
        guard let offset, offset + size <= bytes.count else { return nil }
        for i in offset..<(offset + size) { bytes[i] = 0xFF }
      }
      // The masks are applied to words loaded from memory, so build them
      // from the bytes the same way.
      let words = bytes.withUnsafeBytes { raw in
        (0..<17).map { raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self) }
      }
      var first = SIMD16<UInt64>()
      for i in 0..<16 { first[i] = words[i] }
      return (first, words[16])
    }()

    /// Whether two child lists hold the same visible IDs in the same order.
    ///
    /// - Complexity: O(n + m), without copying elements.
    private static func visibleChildIDsEqual(
      _ a: [TellerAccessibility.Element], _ b: [TellerAccessibility.Element]
    ) -> Bool {
      a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in visibleChildIDsEqual(a, b) }
      }
    }

    private static func visibleChildIDsEqual(
      _ a: UnsafeBufferPointer<TellerAccessibility.Element>,
      _ b: UnsafeBufferPointer<TellerAccessibility.Element>
    ) -> Bool {
      var i = 0
      var j = 0
      while true {
        while i < a.count && a[i].isHidden { i += 1 }
        while j < b.count && b[j].isHidden { j += 1 }
        guard i < a.count && j < b.count else { return i == a.count && j == b.count }
        guard a[i].id == b[j].id else { return false }
        i += 1
        j += 1
      }
    }
  }

  /// The element's ID.
  public var id: ElementID
  /// What changed.
  public var fields: Fields
  /// The element before.
  public var old: Element
  /// The element after.
  public var new: Element

  /// Creates a change record.
  public init(id: ElementID, fields: Fields, old: Element, new: Element) {
    self.id = id
    self.fields = fields
    self.old = old
    self.new = new
  }
}

/// Focus moving because the element under it changed or went away.
public struct FocusMove: Hashable, Sendable {
  /// Why focus moved.
  public enum Reason: String, Hashable, Sendable {
    /// The focused element was removed and another took its place.
    case replaced
    /// The focused element was removed; focus went to the next element.
    case next
    /// The focused element was removed; focus went to the previous element.
    case previous
    /// The focused element was removed; focus went to its container.
    case container
    /// A modal appeared or went away and focus moved in or out of it.
    case modal
    /// Nothing was focused, or nothing is left to focus.
    case reset
  }

  /// The element focus left, if any.
  public var from: ElementID?
  /// The element focus went to, or nil when the tree has nothing to focus.
  public var to: ElementID?
  /// Why it moved.
  public var reason: Reason

  /// Creates a focus move.
  public init(from: ElementID?, to: ElementID?, reason: Reason) {
    self.from = from
    self.to = to
    self.reason = reason
  }
}
