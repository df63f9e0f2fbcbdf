/// An element tree indexed for navigation: every visible node in document
/// order with its parent and list position, and the reading order of the
/// elements a user can stop on.
///
/// Build one from a root element each time the screen changes. Hidden
/// subtrees are left out entirely. A group that is an accessibility element
/// is one stop, and its children are not stops. While a modal is present,
/// the reading order holds only the stops inside the last modal.
///
/// Two trees are equal when their roots are: everything else is derived
/// from the root.
///
/// - Complexity: Building is O(n) in the number of nodes, with one hash of
///   each element's ID and no other per-node allocation.
public struct AccessibilityTree: Hashable, Sendable {
  /// A visible node and where it sits.
  ///
  /// A node does not copy its element: it keeps the array the element sits
  /// in (its parent's children, or the root alone) and the element's index
  /// there, so building a tree of n nodes retains shared arrays instead of
  /// copying n elements with all their strings.
  public struct Node: Hashable, Sendable {
    /// The array that holds the element: its parent's children.
    private(set) var siblings: [Element]
    /// The element's index in `siblings`.
    private(set) var offset: Int
    /// The index of the parent node in ``AccessibilityTree/nodes``, or nil
    /// for the root.
    public var parent: Int?
    /// How deep the node sits; the root is 0.
    public var depth: Int
    /// The 1-based position among the items of the list that directly
    /// contains it, or nil outside lists.
    public var listPosition: Int?
    /// The number of items in that list, or nil outside lists.
    public var listCount: Int?
    /// Whether navigation stops on this node.
    public var isStop: Bool

    /// The element, with its children.
    public var element: Element {
      get { siblings[offset] }
      set {
        siblings = [newValue]
        offset = 0
      }
    }

    /// Creates the node of the element at `offset` in `siblings`.
    init(
      siblings: [Element], offset: Int, parent: Int?, depth: Int, listPosition: Int?,
      listCount: Int?, isStop: Bool
    ) {
      self.siblings = siblings
      self.offset = offset
      self.parent = parent
      self.depth = depth
      self.listPosition = listPosition
      self.listCount = listCount
      self.isStop = isStop
    }

    /// Whether two nodes hold equal elements in the same place.
    public static func == (lhs: Node, rhs: Node) -> Bool {
      lhs.parent == rhs.parent && lhs.depth == rhs.depth && lhs.listPosition == rhs.listPosition
        && lhs.listCount == rhs.listCount && lhs.isStop == rhs.isStop
        && lhs.element == rhs.element
    }

    /// Hashes the element and its place.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(element)
      hasher.combine(parent)
      hasher.combine(depth)
      hasher.combine(listPosition)
      hasher.combine(listCount)
      hasher.combine(isStop)
    }

    /// Reads a node's element in place, without copying it.
    static func withElement<Result>(
      of node: UnsafePointer<Node>, _ body: (UnsafePointer<Element>) -> Result
    ) -> Result {
      let offset = node.pointee.offset
      return node.pointee.siblings.withUnsafeBufferPointer { body($0.baseAddress! + offset) }
    }

    /// A node's element ID, read in place.
    static func id(of node: UnsafePointer<Node>) -> ElementID {
      withElement(of: node) { $0.pointee.id }
    }
  }

  /// The root element the tree was built from.
  public let root: Element
  /// Every visible node in document (pre-)order, the root first.
  public let nodes: [Node]
  /// The indices into ``nodes`` of the navigation stops, in reading order.
  public let readingOrder: [Int]
  /// The index into ``nodes`` of the modal that scopes navigation, if any.
  public let modal: Int?
  /// The node index of each ID's first node.
  private let table: IDTable
  /// For each node, its position in ``readingOrder``, or -1.
  private let orderByNode: [Int]
  /// Whether some ID names more than one visible node.
  let hasDuplicateIDs: Bool
  /// Bit `l` is set when a stop in scope is a heading of level `l`, 1 to 6.
  let headingLevels: UInt8
  /// For each stop in reading order, what the built-in rotor settings
  /// match in it.
  let stopKinds: [Rotor.StopKind]
  /// For each node, the index just past its subtree in ``nodes``.
  let subtreeEnd: [Int]

  /// Indexes a tree.
  public init(root: Element) {
    self.root = root
    var indexer = Indexer(capacity: root.isHidden ? 0 : Self.capacityEstimate(root))
    if !root.isHidden {
      let alone = [root]
      alone.withUnsafeBufferPointer { root in
        indexer.collect(
          root.baseAddress!, in: alone, at: 0, parent: nil, depth: 0, listPosition: nil,
          listCount: nil, insideStop: false)
      }
    }
    indexer.scopeToLastModal()
    self.nodes = indexer.nodes
    self.readingOrder = indexer.order
    self.modal = indexer.lastModal
    let table = IDTable(indexer.nodes, hashes: indexer.hashes)
    self.table = table
    self.hasDuplicateIDs = table.hasDuplicates
    self.orderByNode = indexer.orderByNode
    self.headingLevels = indexer.levels
    self.stopKinds = indexer.kinds
    self.subtreeEnd = indexer.subtreeEnd
  }

  /// Whether two trees have equal roots, and so are equal throughout.
  public static func == (lhs: AccessibilityTree, rhs: AccessibilityTree) -> Bool {
    lhs.root == rhs.root
  }

  /// Hashes the root, which determines the rest.
  public func hash(into hasher: inout Hasher) { hasher.combine(root) }

  /// The number of elements in the first three levels of a tree, hidden
  /// or not: room for all the nodes of most screens, found without
  /// visiting their many leaves.
  private static func capacityEstimate(_ root: Element) -> Int {
    var count = 1 + root.children.count
    for i in root.children.indices { count += root.children[i].children.count }
    return count
  }

  /// Builds the nodes, the reading order and the ID table in one walk, so
  /// each element is read once, while it is at hand.
  ///
  /// The walk passes elements by pointer: passing an element held in an
  /// array to a function copies it, and copying an element retains its
  /// strings and arrays. Each node's element is copied once, into its node.
  private struct Indexer {
    var nodes: [Node] = []
    var order: [Int] = []
    var orderByNode: [Int] = []
    var levels: UInt8 = 0
    var kinds: [Rotor.StopKind] = []
    var lastModal: Int?
    /// Each node's ID hash, taken while its element is at hand.
    var hashes: [UInt64] = []
    var subtreeEnd: [Int] = []

    init(capacity: Int) {
      nodes.reserveCapacity(capacity)
      orderByNode.reserveCapacity(capacity)
      order.reserveCapacity(capacity)
      kinds.reserveCapacity(capacity)
      hashes.reserveCapacity(capacity)
      subtreeEnd.reserveCapacity(capacity)
    }

    /// Appends the nodes of a visible subtree in document order; its root
    /// `element` is `siblings[offset]`.
    mutating func collect(
      _ element: UnsafePointer<Element>, in siblings: [Element], at offset: Int, parent: Int?,
      depth: Int, listPosition: Int?, listCount: Int?, insideStop: Bool
    ) {
      let isStop = element.pointee.isAccessibilityElement && !insideStop
      let me = nodes.count
      nodes.append(
        Node(
          siblings: siblings, offset: offset, parent: parent, depth: depth,
          listPosition: listPosition, listCount: listCount, isStop: isStop))
      hashes.append(IDTable.hash(element.pointee.id))
      subtreeEnd.append(me + 1)
      if isStop {
        orderByNode.append(order.count)
        order.append(me)
        levels |= Self.headingBit(element)
        kinds.append(Rotor.StopKind(element))
      } else {
        orderByNode.append(-1)
      }
      let role = element.pointee.role
      if role == .modal { lastModal = me }
      if element.pointee.children.isEmpty { return }
      defer { subtreeEnd[me] = nodes.count }
      let array = element.pointee.children
      array.withUnsafeBufferPointer { children in
        var items: Int?
        if role == .list {
          var visible = 0
          for i in children.indices where !children[i].isHidden { visible += 1 }
          items = visible
        }
        var position = 0
        for i in children.indices where !children[i].isHidden {
          position += 1
          collect(
            children.baseAddress! + i, in: array, at: i, parent: me, depth: depth + 1,
            listPosition: items == nil ? nil : position, listCount: items,
            insideStop: insideStop || isStop)
        }
      }
    }

    /// While a modal is present, keeps only the stops inside the last one.
    mutating func scopeToLastModal() {
      guard let modal = lastModal else { return }
      var end = modal + 1
      while end < nodes.count && nodes[end].depth > nodes[modal].depth { end += 1 }
      order.removeAll()
      kinds.removeAll()
      levels = 0
      for i in nodes.indices {
        guard (modal..<end).contains(i) && nodes[i].isStop else {
          orderByNode[i] = -1
          continue
        }
        orderByNode[i] = order.count
        order.append(i)
        nodes.withUnsafeBufferPointer {
          Node.withElement(of: $0.baseAddress! + i) { element in
            levels |= Self.headingBit(element)
            kinds.append(Rotor.StopKind(element))
          }
        }
      }
    }

    /// Bit `l` for a heading of level `l`, 1 to 6, otherwise 0.
    static func headingBit(_ element: UnsafePointer<Element>) -> UInt8 {
      guard element.pointee.traits.contains(.header), let level = element.pointee.headingLevel,
        1...6 ~= level
      else { return 0 }
      return 1 << UInt8(level)
    }
  }

  /// The node index of the element with an ID, if it is visible.
  ///
  /// - Complexity: O(1) on average.
  public func index(of id: ElementID) -> Int? { table.find(id, in: nodes) }

  /// The visible element with an ID.
  ///
  /// - Complexity: O(1) on average.
  public func element(_ id: ElementID) -> Element? {
    index(of: id).map { nodes[$0].element }
  }

  /// The position in ``readingOrder`` of the element with an ID, if it is a
  /// navigation stop in scope.
  ///
  /// - Complexity: O(1) on average.
  public func readingPosition(of id: ElementID) -> Int? {
    index(of: id).flatMap(readingPosition(ofNode:))
  }

  /// The position in ``readingOrder`` of a node, if it is a stop in scope.
  ///
  /// - Complexity: O(1).
  func readingPosition(ofNode node: Int) -> Int? {
    let position = orderByNode[node]
    return position < 0 ? nil : position
  }

  /// The navigation stops in reading order.
  public var stops: [Element] { readingOrder.map { nodes[$0].element } }

  /// The indices of a node's ancestors, nearest first.
  public func ancestors(of node: Int) -> [Int] {
    var result: [Int] = []
    var current = nodes[node].parent
    while let c = current {
      result.append(c)
      current = nodes[c].parent
    }
    return result
  }
}

extension AccessibilityTree {
  /// A hash table from element ID to the index of the first node with that
  /// ID: open addressing over one array of words, each holding the upper
  /// half of the ID's hash and the node index plus one (0 is empty).
  ///
  /// The IDs stay in the nodes, so building the table copies no strings,
  /// and the hash reads an ID's UTF-8 bytes a word at a time. Node indices
  /// take 32 bits: a tree may hold up to 4,294,967,294 nodes.
  struct IDTable: Sendable {
    private var slots: [UInt64]
    private var mask: Int
    /// Whether some ID names more than one node.
    private(set) var hasDuplicates = false

    /// Creates an empty table with room for `capacity` IDs.
    init(capacity: Int) {
      // A load of at most 3/4 keeps probes short and the table small.
      var size = 8
      while size * 3 < capacity * 4 { size *= 2 }
      slots = [UInt64](repeating: 0, count: size)
      mask = size - 1
    }

    /// Indexes the nodes' IDs, keeping the first node of each, given the
    /// hash of each node's ID.
    ///
    /// - Complexity: O(n) on average for n nodes.
    init(_ nodes: [Node], hashes: [UInt64]) {
      self.init(capacity: nodes.count)
      hashes.withUnsafeBufferPointer { hashes in
        for i in hashes.indices { insert(hash: hashes[i], node: i, in: nodes) }
      }
    }

    /// Adds node `node`'s ID, whose hash is given, unless an earlier node
    /// has that ID; `nodes` holds the nodes up to it. The table must have
    /// room.
    ///
    /// - Complexity: O(1) on average.
    private mutating func insert(hash: UInt64, node: Int, in nodes: [Node]) {
      let tag = hash >> 32
      var position = Int(truncatingIfNeeded: hash) & mask
      while true {
        let slot = slots[position]
        if slot == 0 {
          slots[position] = tag << 32 | UInt64(node + 1)
          return
        }
        if slot >> 32 == tag
          && nodes.withUnsafeBufferPointer({ nodes in
            Node.id(of: nodes.baseAddress! + Int(slot & 0xFFFF_FFFF) - 1)
              == Node.id(of: nodes.baseAddress! + node)
          })
        {
          hasDuplicates = true
          return
        }
        position = (position + 1) & mask
      }
    }

    /// The index of the first node with an ID.
    ///
    /// - Complexity: O(1) on average.
    func find(_ id: ElementID, in nodes: [Node]) -> Int? {
      let hash = Self.hash(id)
      let tag = hash >> 32
      var position = Int(truncatingIfNeeded: hash) & mask
      while true {
        let slot = slots[position]
        if slot == 0 { return nil }
        let node = Int(slot & 0xFFFF_FFFF) - 1
        if slot >> 32 == tag
          && nodes.withUnsafeBufferPointer({ Node.id(of: $0.baseAddress! + node) }) == id
        {
          return node
        }
        position = (position + 1) & mask
      }
    }

    /// A 64-bit hash of an ID's text.
    static func hash(_ id: ElementID) -> UInt64 {
      if let hash = id.rawValue.utf8.withContiguousStorageIfAvailable({
        hash(UnsafeRawBufferPointer($0))
      }) {
        return hash
      }
      var bytes = Array(id.rawValue.utf8)
      return bytes.withUnsafeMutableBytes { hash(UnsafeRawBufferPointer($0)) }
    }

    /// A 64-bit hash of bytes: a word at a time, multiply and shift, with a
    /// final mix so the low bits depend on every byte.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
      var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
      var tail: UInt64 = 0
      if bytes.count >= 8 {
        var i = 0
        while i + 8 < bytes.count {
          h = (h ^ bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
          h ^= h >> 31
          i += 8
        }
        // The last word, which may overlap the one before.
        tail = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
      } else {
        for i in 0..<bytes.count { tail |= UInt64(bytes[i]) << UInt64(i * 8) }
      }
      h = (h ^ tail) &* 0x94D0_49BB_1331_11EB
      h ^= h >> 29
      h = h &* 0xBF58_476D_1CE4_E5B9
      h ^= h >> 32
      return h
    }
  }
}
