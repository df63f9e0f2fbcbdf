/// An element with its children nested in it: a value to build a whole
/// tree or subtree from, as tests, small screens and full rebuilds do.
///
/// ``AccessibilityTree/init(root:)`` flattens one into a tree, and
/// ``TreeUpdate/insert(_:at:)-(TreeNode,_)`` inserts one as a subtree.
/// Running screens change the tree with ``TreeUpdate``s instead.
public struct TreeNode: Hashable, Sendable {
  /// The node's own properties.
  public var element: Element
  /// The nodes inside it, in reading order.
  public var children: [TreeNode]
  /// A compact list's items, made into elements on demand; nil for any
  /// other node. A compact list has no children.
  public var items: ListItems?

  /// Creates a node from an element and its children.
  public init(_ element: Element, children: [TreeNode] = []) {
    self.element = element
    self.children = children
    self.items = nil
  }

  /// Creates a compact list: an element, such as a list, and its items.
  public init(_ element: Element, items: ListItems) {
    self.element = element
    self.children = []
    self.items = items
  }

  /// Creates a container that is not itself a navigation stop, unless it is
  /// a group.
  public static func container(
    id: ElementID, label: String = "", role: ContainerRole = .none, children: [TreeNode]
  ) -> TreeNode {
    TreeNode(Element.container(id: id, label: label, role: role), children: children)
  }

  /// The node's ID.
  public var id: ElementID { element.id }

  /// Calls `body` with each node of the subtree in document (pre-)order and
  /// its parent's ID, the node first.
  ///
  /// - Complexity: O(n) in the nodes of the subtree.
  public func forEachNode(
    parent: ElementID? = nil, _ body: (TreeNode, _ parent: ElementID?) throws -> Void
  ) rethrows {
    try body(self, parent)
    for child in children { try child.forEachNode(parent: id, body) }
  }
}
