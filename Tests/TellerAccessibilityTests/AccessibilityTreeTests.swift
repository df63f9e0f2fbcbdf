import Testing

@testable import TellerAccessibility

@Suite("AccessibilityTree")
struct AccessibilityTreeTests {
  private func button(_ id: ElementID, _ label: String = "B") -> Element {
    Element(id: id, label: label, traits: .button)
  }

  private func ids(_ tree: AccessibilityTree) -> [ElementID] { tree.stops.map(\.id) }

  @Test func rootOnlyContainerHasOneNodeAndNoStops() {
    let tree = AccessibilityTree(root: .container(id: "root", children: []))
    #expect(tree.nodes.map(\.element.id) == ["root"])
    #expect(tree.nodes[0].parent == nil)
    #expect(tree.nodes[0].depth == 0)
    #expect(tree.nodes[0].isStop == false)
    #expect(tree.readingOrder.isEmpty)
    #expect(tree.stops.isEmpty)
    #expect(tree.modal == nil)
    #expect(tree.index(of: "root") == 0)
    #expect(tree.readingPosition(of: "root") == nil)
  }

  @Test func rootThatIsAnElementIsTheOnlyStop() {
    let tree = AccessibilityTree(root: button("root"))
    #expect(tree.readingOrder == [0])
    #expect(tree.readingPosition(of: "root") == 0)
  }

  @Test func hiddenRootGivesAnEmptyTree() {
    var root = Element.container(id: "root", children: [button("a")])
    root.isHidden = true
    let tree = AccessibilityTree(root: root)
    #expect(tree.nodes.isEmpty)
    #expect(tree.readingOrder.isEmpty)
    #expect(tree.index(of: "root") == nil)
    #expect(tree.element("a") == nil)
    #expect(tree.root == root)
  }

  @Test func oneElementUnderTheRoot() throws {
    let tree = AccessibilityTree(root: .container(id: "root", children: [button("a", "Add")]))
    #expect(tree.nodes.count == 2)
    let index = try #require(tree.index(of: "a"))
    #expect(index == 1)
    #expect(tree.nodes[index].parent == 0)
    #expect(tree.nodes[index].depth == 1)
    #expect(tree.nodes[index].isStop)
    #expect(tree.nodes[index].listPosition == nil)
    #expect(tree.nodes[index].listCount == nil)
    #expect(tree.readingOrder == [1])
    #expect(tree.element("a")?.label == "Add")
    #expect(tree.readingPosition(of: "a") == 0)
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
    #expect(many.nodes.map(\.element.id) == ["r", "a", "c1", "b", "c2", "c", "d"])
    #expect(many.nodes.map(\.depth) == [0, 1, 1, 2, 2, 3, 1])
    #expect(many.nodes.map(\.parent) == [nil, 0, 0, 2, 2, 4, 0])
    #expect(many.readingPosition(of: "d") == 3)
    #expect(many.readingPosition(of: "c1") == nil)
  }

  @Test func hiddenSubtreeIsLeftOutEntirely() {
    var hidden = Element.container(id: "hidden", children: [button("inner")])
    hidden.isHidden = true
    var hiddenButton = button("hb")
    hiddenButton.isHidden = true
    let tree = AccessibilityTree(
      root: .container(id: "r", children: [button("a"), hidden, hiddenButton, button("b")]))
    #expect(tree.nodes.map(\.element.id) == ["r", "a", "b"])
    #expect(ids(tree) == ["a", "b"])
    #expect(tree.index(of: "hidden") == nil)
    #expect(tree.index(of: "inner") == nil)
    #expect(tree.element("hb") == nil)
  }

  @Test func groupIsOneStopAndItsChildrenAreNot() {
    let inner = Element(id: "inner", children: [button("x"), button("y")], role: .group)
    let outer = Element(
      id: "outer", label: "Summary", children: [inner, button("z")], role: .group)
    let tree = AccessibilityTree(root: .container(id: "r", children: [outer, button("after")]))
    #expect(ids(tree) == ["outer", "after"])
    for id: ElementID in ["inner", "x", "y", "z"] {
      let index = tree.index(of: id)
      #expect(index != nil)
      #expect(index.map { tree.nodes[$0].isStop } == false)
    }
  }

  @Test func containerFactoryMakesOnlyGroupsStops() {
    let group = Element.container(id: "g", label: "G", role: .group, children: [button("x")])
    #expect(group.isAccessibilityElement)
    let list = Element.container(id: "l", role: .list, children: [button("y")])
    #expect(!list.isAccessibilityElement)
    let tree = AccessibilityTree(root: .container(id: "r", children: [group, list]))
    #expect(ids(tree) == ["g", "y"])
  }

  @Test func listItemsKnowTheirPosition() throws {
    let items = (1...10).map { button(ElementID("item.\($0)")) }
    let tree = AccessibilityTree(
      root: .container(id: "r", children: [.container(id: "list", role: .list, children: items)]))
    let third = try #require(tree.index(of: "item.3"))
    #expect(tree.nodes[third].listPosition == 3)
    #expect(tree.nodes[third].listCount == 10)
    let list = try #require(tree.index(of: "list"))
    #expect(tree.nodes[list].listPosition == nil)
    #expect(tree.nodes[list].isStop == false)
    #expect(tree.readingOrder.count == 10)
    #expect(!tree.readingOrder.contains(list))
  }

  @Test func listPositionsCountOnlyVisibleItemsAndOnlyDirectChildren() throws {
    var hidden = button("item.hidden")
    hidden.isHidden = true
    let nested = Element(
      id: "item.2", label: "Two", children: [button("grandchild")], isAccessibilityElement: false)
    let tree = AccessibilityTree(
      root: .container(
        id: "list", role: .list, children: [button("item.1"), hidden, nested, button("item.3")]))
    var positions: [String] = []
    for id: ElementID in ["item.1", "item.2", "item.3"] {
      let node = tree.nodes[try #require(tree.index(of: id))]
      positions.append("\(node.listPosition ?? 0)/\(node.listCount ?? 0)")
    }
    #expect(positions == ["1/3", "2/3", "3/3"])
    let grandchild = try #require(tree.index(of: "grandchild"))
    #expect(tree.nodes[grandchild].listPosition == nil)
    #expect(tree.nodes[grandchild].listCount == nil)
  }

  @Test func nestedListItemsCountInTheirOwnList() throws {
    let inner = Element.container(
      id: "inner", role: .list, children: [button("i1"), button("i2")])
    let tree = AccessibilityTree(
      root: .container(id: "outer", role: .list, children: [button("o1"), inner]))
    let i2 = tree.nodes[try #require(tree.index(of: "i2"))]
    #expect(i2.listPosition == 2)
    #expect(i2.listCount == 2)
    let innerNode = tree.nodes[try #require(tree.index(of: "inner"))]
    #expect(innerNode.listPosition == 2)
    #expect(innerNode.listCount == 2)
  }

  @Test func modalRestrictsTheReadingOrder() throws {
    let modal = Element.container(
      id: "modal", role: .modal, children: [button("ok"), button("cancel")])
    let tree = AccessibilityTree(
      root: .container(id: "r", children: [button("before"), modal, button("after")]))
    #expect(ids(tree) == ["ok", "cancel"])
    #expect(tree.modal == tree.index(of: "modal"))
    #expect(tree.readingPosition(of: "before") == nil)
    #expect(tree.readingPosition(of: "after") == nil)
    #expect(tree.readingPosition(of: "cancel") == 1)
    let before = try #require(tree.index(of: "before"))
    #expect(tree.nodes[before].isStop, "outside the modal it is still a stop, only out of scope")
  }

  @Test func lastModalWins() {
    let first = Element.container(id: "m1", role: .modal, children: [button("a")])
    let second = Element.container(id: "m2", role: .modal, children: [button("b")])
    let tree = AccessibilityTree(root: .container(id: "r", children: [first, second]))
    #expect(ids(tree) == ["b"])
    #expect(tree.modal == tree.index(of: "m2"))
  }

  @Test func hiddenModalDoesNotScope() {
    var modal = Element.container(id: "m", role: .modal, children: [button("a")])
    modal.isHidden = true
    let tree = AccessibilityTree(root: .container(id: "r", children: [button("b"), modal]))
    #expect(tree.modal == nil)
    #expect(ids(tree) == ["b"])
  }

  @Test func emptyModalLeavesNothingToRead() {
    let modal = Element.container(id: "m", role: .modal, children: [])
    let tree = AccessibilityTree(root: .container(id: "r", children: [button("b"), modal]))
    #expect(tree.modal == 2)
    #expect(tree.readingOrder.isEmpty)
  }

  @Test func ancestorsAreNearestFirst() throws {
    let tree = AccessibilityTree(
      root: .container(
        id: "r",
        children: [.container(id: "a", children: [.container(id: "b", children: [button("c")])])]
      ))
    let c = try #require(tree.index(of: "c"))
    #expect(tree.ancestors(of: c).map { tree.nodes[$0].element.id } == ["b", "a", "r"])
    #expect(tree.ancestors(of: 0).isEmpty)
  }

  @Test func duplicateIDsResolveToTheFirstNode() {
    let tree = AccessibilityTree(
      root: .container(id: "r", children: [button("dup", "First"), button("dup", "Second")]))
    #expect(tree.element("dup")?.label == "First")
    #expect(tree.readingOrder.count == 2)
  }
}
