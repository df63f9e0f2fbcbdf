import Testing

@testable import TellerAccessibility

@Suite("AccessibilityTree")
struct AccessibilityTreeTests {
  private func button(_ id: ElementID, _ label: String = "B") -> TreeNode {
    TreeNode(Element(id: id, label: label, traits: .button))
  }

  private func ids(_ tree: AccessibilityTree) -> [ElementID] { tree.readingOrder }

  @Test func emptyTreeHasNothing() {
    let tree = AccessibilityTree()
    #expect(tree.isEmpty && tree.count == 0)
    #expect(tree.rootID == nil)
    #expect(tree.readingOrder.isEmpty && tree.stopCount == 0)
    #expect(tree.firstStop == nil && tree.lastStop == nil)
    #expect(tree.documentOrder().isEmpty)
    #expect(tree.element("a") == nil && tree.parent(of: "a") == nil)
    #expect(tree.children(of: "a").isEmpty)
    #expect(tree == AccessibilityTree())
  }

  @Test func rootOnlyContainerHasOneNodeAndNoStops() {
    let tree = AccessibilityTree(root: .container(id: "root", children: []))
    #expect(tree.documentOrder() == ["root"])
    #expect(tree.rootID == "root")
    #expect(tree.parent(of: "root") == nil)
    #expect(tree.depth(of: "root") == 0)
    #expect(!tree.isStop("root"))
    #expect(tree.readingOrder.isEmpty)
    #expect(tree.modalID == nil)
  }

  @Test func rootThatIsAnElementIsTheOnlyStop() {
    let tree = AccessibilityTree(root: button("root"))
    #expect(tree.readingOrder == ["root"])
    #expect(tree.isInReadingOrder("root"))
  }

  @Test func hiddenRootKeepsItsNodesButHasNoStops() {
    var root = TreeNode.container(id: "root", children: [button("a")])
    root.element.isHidden = true
    let tree = AccessibilityTree(root: root)
    #expect(tree.count == 2)
    #expect(tree.readingOrder.isEmpty)
    #expect(!tree.isVisible("root") && !tree.isVisible("a"))
    #expect(tree.element("a")?.label == "B", "hidden nodes stay in the store")
    #expect(!tree.isStop("a"))
  }

  @Test func oneElementUnderTheRoot() {
    let tree = AccessibilityTree(root: .container(id: "root", children: [button("a", "Add")]))
    #expect(tree.count == 2)
    #expect(tree.parent(of: "a") == "root")
    #expect(Array(tree.children(of: "root")) == ["a"])
    #expect(tree.depth(of: "a") == 1)
    #expect(tree.isStop("a"))
    #expect(tree.listPosition(of: "a") == nil)
    #expect(tree.readingOrder == ["a"])
    #expect(tree.element("a")?.label == "Add")
    #expect(tree["a"]?.label == "Add")
  }

  @Test func twoAndManyElementsAreReadInDocumentOrder() {
    let two = AccessibilityTree(root: .container(id: "r", children: [button("a"), button("b")]))
    #expect(ids(two) == ["a", "b"])
    let many = AccessibilityTree(
      root: .container(
        id: "r",
        children: [
          button("a"),
          .container(
            id: "c1", children: [button("b"), .container(id: "c2", children: [button("c")])]),
          button("d"),
        ]))
    #expect(ids(many) == ["a", "b", "c", "d"])
    #expect(many.documentOrder() == ["r", "a", "c1", "b", "c2", "c", "d"])
    #expect(many.documentOrder().map { many.depth(of: $0) } == [0, 1, 1, 2, 2, 3, 1])
    #expect(
      many.documentOrder().map { many.parent(of: $0) } == [nil, "r", "r", "c1", "c1", "c2", "r"])
    #expect(!many.isInReadingOrder("c1"))
  }

  @Test func hiddenSubtreeIsLeftOutOfNavigation() {
    var hidden = TreeNode.container(id: "hidden", children: [button("inner")])
    hidden.element.isHidden = true
    var hiddenButton = button("hb")
    hiddenButton.element.isHidden = true
    let tree = AccessibilityTree(
      root: .container(id: "r", children: [button("a"), hidden, hiddenButton, button("b")]))
    #expect(ids(tree) == ["a", "b"])
    #expect(tree.documentOrder() == ["r", "a", "hidden", "inner", "hb", "b"])
    #expect(!tree.isVisible("inner") && !tree.isVisible("hb"))
    #expect(tree.visibleChildCount(of: "r") == 2)
  }

  @Test func groupIsOneStopAndItsChildrenAreNot() {
    let inner = TreeNode(Element(id: "inner", role: .group), children: [button("x"), button("y")])
    let outer = TreeNode(
      Element(id: "outer", label: "Summary", role: .group), children: [inner, button("z")])
    let tree = AccessibilityTree(root: .container(id: "r", children: [outer, button("after")]))
    #expect(ids(tree) == ["outer", "after"])
    for id: ElementID in ["inner", "x", "y", "z"] {
      #expect(tree.contains(id))
      #expect(!tree.isStop(id))
    }
  }

  @Test func containerFactoryMakesOnlyGroupsStops() {
    let group = TreeNode.container(id: "g", label: "G", role: .group, children: [button("x")])
    #expect(group.element.isAccessibilityElement)
    let list = TreeNode.container(id: "l", role: .list, children: [button("y")])
    #expect(!list.element.isAccessibilityElement)
    let tree = AccessibilityTree(root: .container(id: "r", children: [group, list]))
    #expect(ids(tree) == ["g", "y"])
  }

  @Test func listItemsKnowTheirPosition() {
    let items = (1...10).map { button(ElementID("item.\($0)")) }
    let tree = AccessibilityTree(
      root: .container(id: "r", children: [.container(id: "list", role: .list, children: items)]))
    #expect(tree.listPosition(of: "item.3") == .init(position: 3, count: 10))
    #expect(tree.listPosition(of: "item.10") == .init(position: 10, count: 10))
    #expect(tree.listPosition(of: "list") == nil)
    #expect(!tree.isStop("list"))
    #expect(tree.stopCount == 10)
  }

  @Test func listPositionsCountOnlyVisibleItemsAndOnlyDirectChildren() {
    var hidden = button("item.hidden")
    hidden.element.isHidden = true
    let nested = TreeNode(
      Element(id: "item.2", label: "Two", isAccessibilityElement: false),
      children: [button("grandchild")])
    let tree = AccessibilityTree(
      root: .container(
        id: "list", role: .list, children: [button("item.1"), hidden, nested, button("item.3")]))
    let positions = ["item.1", "item.2", "item.3"].map { id -> String in
      let position = tree.listPosition(of: ElementID(id))
      return "\(position?.position ?? 0)/\(position?.count ?? 0)"
    }
    #expect(positions == ["1/3", "2/3", "3/3"])
    #expect(tree.listPosition(of: "grandchild") == nil)
    #expect(tree.listPosition(of: "item.hidden") == nil)
    #expect(tree.visibleChildCount(of: "list") == 3)
  }

  @Test func nestedListItemsCountInTheirOwnList() {
    let inner = TreeNode.container(
      id: "inner", role: .list, children: [button("i1"), button("i2")])
    let tree = AccessibilityTree(
      root: .container(id: "outer", role: .list, children: [button("o1"), inner]))
    #expect(tree.listPosition(of: "i2") == .init(position: 2, count: 2))
    #expect(tree.listPosition(of: "inner") == .init(position: 2, count: 2))
  }

  @Test func modalRestrictsTheReadingOrder() {
    let modal = TreeNode.container(
      id: "modal", role: .modal, children: [button("ok"), button("cancel")])
    let tree = AccessibilityTree(
      root: .container(id: "r", children: [button("before"), modal, button("after")]))
    #expect(ids(tree) == ["ok", "cancel"])
    #expect(tree.modalID == "modal")
    #expect(!tree.isInReadingOrder("before"))
    #expect(!tree.isInReadingOrder("after"))
    #expect(tree.isInReadingOrder("cancel"))
    #expect(tree.isStop("before"), "outside the modal it is still a stop, only out of scope")
  }

  @Test func lastModalWins() {
    let first = TreeNode.container(id: "m1", role: .modal, children: [button("a")])
    let second = TreeNode.container(id: "m2", role: .modal, children: [button("b")])
    let tree = AccessibilityTree(root: .container(id: "r", children: [first, second]))
    #expect(ids(tree) == ["b"])
    #expect(tree.modalID == "m2")
    let nested = TreeNode.container(
      id: "m1", role: .modal,
      children: [.container(id: "m2", role: .modal, children: [button("c")]), button("d")])
    #expect(AccessibilityTree(root: nested).modalID == "m2", "the last in document order")
  }

  @Test func hiddenModalDoesNotScope() {
    var modal = TreeNode.container(id: "m", role: .modal, children: [button("a")])
    modal.element.isHidden = true
    let tree = AccessibilityTree(root: .container(id: "r", children: [button("b"), modal]))
    #expect(tree.modalID == nil)
    #expect(ids(tree) == ["b"])
  }

  @Test func emptyModalLeavesNothingToRead() {
    let modal = TreeNode.container(id: "m", role: .modal, children: [])
    let tree = AccessibilityTree(root: .container(id: "r", children: [button("b"), modal]))
    #expect(tree.modalID == "m")
    #expect(tree.readingOrder.isEmpty)
  }

  @Test func headingLevelsInScope() {
    let tree = AccessibilityTree(
      root: .container(
        id: "r",
        children: [
          TreeNode(Element(id: "h1", label: "A", traits: .header, headingLevel: 1)),
          TreeNode(Element(id: "h3", label: "B", traits: .header, headingLevel: 3)),
          TreeNode(Element(id: "h9", label: "C", traits: .header, headingLevel: 9)),
        ]))
    #expect(tree.headingLevels == [1, 3])
  }

  @Test("Equality compares nodes, not the order keys of how they got there")
  func equalityIgnoresBookkeeping() {
    var grown = AccessibilityTree(root: .container(id: "r", children: [button("c")]))
    var update = TreeUpdate()
    update.insert(Element(id: "a", label: "B", traits: .button), at: .first(in: "r"))
    update.insert(Element(id: "b", label: "B", traits: .button), at: .after("a"))
    grown.apply(update)
    let built = AccessibilityTree(
      root: .container(id: "r", children: [button("a"), button("b"), button("c")]))
    #expect(grown == built)
    var relabelled = built
    relabelled.apply(TreeUpdate(entries: [.init(Element(id: "b", label: "X"), .unchanged)]))
    #expect(relabelled != built)
    let reordered = AccessibilityTree(
      root: .container(id: "r", children: [button("b"), button("a"), button("c")]))
    #expect(reordered != built)
  }
}
