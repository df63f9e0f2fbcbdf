/// An element tree indexed for navigation: every visible node in document
/// order with its parent and list position, and the reading order of the
/// elements a user can stop on.
///
/// Build one from a root element each time the screen changes. Hidden
/// subtrees are left out entirely. A group that is an accessibility element
/// is one stop, and its children are not stops. While a modal is present,
/// the reading order holds only the stops inside the last modal.
///
/// - Complexity: Building is O(n) in the number of nodes.
public struct AccessibilityTree: Hashable, Sendable {
  /// A visible node and where it sits.
  public struct Node: Hashable, Sendable {
    /// The element, with its children.
    public var element: Element
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
  }

  /// The root element the tree was built from.
  public let root: Element
  /// Every visible node in document (pre-)order, the root first.
  public let nodes: [Node]
  /// The indices into ``nodes`` of the navigation stops, in reading order.
  public let readingOrder: [Int]
  /// The index into ``nodes`` of the modal that scopes navigation, if any.
  public let modal: Int?
  private let indexByID: [ElementID: Int]
  private let orderByNode: [Int: Int]

  /// Indexes a tree.
  public init(root: Element) {
    self.root = root
    var nodes: [Node] = []
    var lastModal: Int?
    if !root.isHidden {
      Self.collect(
        root, parent: nil, depth: 0, listPosition: nil, listCount: nil,
        insideStop: false, into: &nodes, lastModal: &lastModal)
    }
    var index: [ElementID: Int] = [:]
    index.reserveCapacity(nodes.count)
    for (i, node) in nodes.enumerated() where index[node.element.id] == nil {
      index[node.element.id] = i
    }
    var order: [Int] = []
    if let modal = lastModal {
      for i in nodes.indices where nodes[i].isStop && Self.isInside(i, ancestor: modal, nodes) {
        order.append(i)
      }
    } else {
      for i in nodes.indices where nodes[i].isStop { order.append(i) }
    }
    var orderByNode: [Int: Int] = [:]
    orderByNode.reserveCapacity(order.count)
    for (position, node) in order.enumerated() { orderByNode[node] = position }
    self.nodes = nodes
    self.readingOrder = order
    self.modal = lastModal
    self.indexByID = index
    self.orderByNode = orderByNode
  }

  private static func collect(
    _ element: Element, parent: Int?, depth: Int, listPosition: Int?, listCount: Int?,
    insideStop: Bool, into nodes: inout [Node], lastModal: inout Int?
  ) {
    let isStop = element.isAccessibilityElement && !insideStop
    let me = nodes.count
    nodes.append(
      Node(
        element: element, parent: parent, depth: depth, listPosition: listPosition,
        listCount: listCount, isStop: isStop))
    if element.role == .modal { lastModal = me }
    let visible = element.children.lazy.filter { !$0.isHidden }
    let count = element.role == .list ? visible.count : nil
    var position = 0
    for child in visible {
      position += 1
      collect(
        child, parent: me, depth: depth + 1,
        listPosition: count == nil ? nil : position, listCount: count,
        insideStop: insideStop || isStop, into: &nodes, lastModal: &lastModal)
    }
  }

  private static func isInside(_ node: Int, ancestor: Int, _ nodes: [Node]) -> Bool {
    var current: Int? = node
    while let c = current {
      if c == ancestor { return true }
      current = nodes[c].parent
    }
    return false
  }

  /// The node index of the element with an ID, if it is visible.
  ///
  /// - Complexity: O(1).
  public func index(of id: ElementID) -> Int? { indexByID[id] }

  /// The visible element with an ID.
  ///
  /// - Complexity: O(1).
  public func element(_ id: ElementID) -> Element? {
    indexByID[id].map { nodes[$0].element }
  }

  /// The position in ``readingOrder`` of the element with an ID, if it is a
  /// navigation stop in scope.
  ///
  /// - Complexity: O(1).
  public func readingPosition(of id: ElementID) -> Int? {
    indexByID[id].flatMap { orderByNode[$0] }
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
