import Testing

@testable import TellerAccessibility

@Suite("TreeUpdate")
struct TreeUpdateTests {
  private func item(_ id: ElementID, _ label: String = "Item") -> Element {
    Element(id: id, label: label, traits: .staticText)
  }

  private func tree(_ items: [ElementID] = ["a", "b", "c"]) -> AccessibilityTree {
    AccessibilityTree(
      root: .container(
        id: "r",
        children: [
          .container(id: "list", role: .list, children: items.map { TreeNode(item($0)) }),
          .container(id: "other", role: .list, children: []),
        ]))
  }

  private func children(_ tree: AccessibilityTree, _ id: ElementID) -> [ElementID] {
    Array(tree.children(of: id))
  }

  @Test("An empty update changes nothing")
  func empty() {
    var t = tree()
    let before = t
    #expect(t.applyReportingChanges(TreeUpdate()).isEmpty)
    #expect(t == before)
    #expect(TreeUpdate().isEmpty && TreeUpdate().count == 0)
  }

  @Test("Placements: first, last, before, after")
  func placements() {
    var t = tree()
    var update = TreeUpdate()
    update.insert(item("first"), at: .first(in: "list"))
    update.insert(item("last"), at: .last(in: "list"))
    update.insert(item("beforeB"), at: .before("b"))
    update.insert(item("afterB"), at: .after("b"))
    let changes = t.applyReportingChanges(update)
    #expect(children(t, "list") == ["first", "a", "beforeB", "b", "afterB", "c", "last"])
    #expect(changes.added == ["first", "last", "beforeB", "afterB"])
    #expect(changes.removed.isEmpty && changes.moved.isEmpty && changes.changed.isEmpty)
    #expect(t.listPosition(of: "afterB") == .init(position: 5, count: 7))
  }

  @Test("A node that moves keeps its ID and is reported as moved")
  func move() {
    var t = tree()
    var update = TreeUpdate()
    update.insert(item("b", "Served"), at: .last(in: "other"))
    let changes = t.applyReportingChanges(update)
    #expect(children(t, "list") == ["a", "c"])
    #expect(children(t, "other") == ["b"])
    #expect(t.parent(of: "b") == "other")
    #expect(changes.moved == ["b"])
    #expect(changes.changed.map(\.fields) == [.label])
    #expect(changes.added.isEmpty && changes.removed.isEmpty)
  }

  @Test("Placing a node where it already is moves nothing")
  func alreadyInPlace() {
    var t = tree()
    var update = TreeUpdate()
    update.insert(item("a"), at: .first(in: "list"))
    update.insert(item("c"), at: .last(in: "list"))
    update.insert(item("b"), at: .after("a"))
    update.insert(item("b"), at: .before("c"))
    #expect(t.applyReportingChanges(update).isEmpty)
    #expect(children(t, "list") == ["a", "b", "c"])
  }

  @Test("A removal takes the subtree, every node of it reported in document order")
  func removalTakesTheSubtree() {
    var t = tree()
    var update = TreeUpdate()
    update.remove("list")
    let changes = t.applyReportingChanges(update)
    #expect(changes.removed == ["list", "a", "b", "c"])
    #expect(!t.contains("a") && t.count == 2)
    #expect(t.readingOrder.isEmpty)
    // Removing what is already gone does nothing.
    #expect(t.applyReportingChanges(TreeUpdate(removed: ["a", "list"])).isEmpty)
  }

  @Test("A node placed again by the same update survives its parent's removal")
  func sparedByPlacement() {
    var t = tree()
    var update = TreeUpdate()
    update.remove("list")
    update.insert(item("b"), at: .last(in: "other"))
    let changes = t.applyReportingChanges(update)
    #expect(changes.removed == ["list", "a", "c"])
    #expect(changes.moved == ["b"])
    #expect(children(t, "other") == ["b"])
  }

  @Test("Property changes are reported field by field; equal elements are not reported")
  func propertyChanges() {
    var t = tree()
    var hidden = item("a")
    hidden.isHidden = true
    var update = TreeUpdate()
    update.change(hidden)
    update.change(item("b"))
    update.change(Element(id: "c", label: "Item", value: "7", traits: [.staticText, .header]))
    let changes = t.applyReportingChanges(update)
    #expect(changes.changed.map(\.id) == ["a", "c"])
    #expect(changes.changed.map(\.fields) == [.hidden, [.value, .traits]])
    #expect(t.readingOrder == ["b", "c"])
    #expect(t.listPosition(of: "b") == .init(position: 1, count: 2))
  }

  @Test("Every field on its own")
  func eachField() {
    let base = Element(id: "x", label: "L")
    let cases: [(Element, ElementChange.Fields)] = [
      (Element(id: "x", label: "M"), .label),
      (Element(id: "x", label: "L", value: "1"), .value),
      (Element(id: "x", label: "L", spokenValue: "one"), .value),
      (Element(id: "x", label: "L", hint: "H"), .hint),
      (Element(id: "x", label: "L", traits: .button), .traits),
      (Element(id: "x", label: "L", headingLevel: 2), .headingLevel),
      (Element(id: "x", label: "L", liveRegion: .polite), .liveRegion),
      (Element(id: "x", label: "L", customActions: [CustomAction(name: "Go")]), .customActions),
      (Element(id: "x", label: "L", role: .group), .role),
      (Element(id: "x", label: "L", isAccessibilityElement: false), .role),
      (Element(id: "x", label: "L", isHidden: true), .hidden),
      (Element(id: "x", label: "L", tags: ElementTags(rawValue: 1)), .tags),
      (Element(id: "x", label: "L", shownLabel: "1 - L"), .label),
    ]
    for (changed, fields) in cases {
      #expect(ElementChange.Fields(between: base, and: changed) == fields)
    }
    #expect(ElementChange.Fields(between: base, and: base).isEmpty)
  }

  @Test("A whole tree as one update, and the root replaced")
  func wholeTrees() {
    var t = AccessibilityTree()
    let node = TreeNode.container(id: "r", children: [TreeNode(item("a"))])
    let changes = t.applyReportingChanges(TreeUpdate(root: node))
    #expect(changes.added == ["r", "a"])
    #expect(t == AccessibilityTree(root: node))
    var replace = TreeUpdate()
    replace.remove("r")
    replace.insert(TreeNode.container(id: "s", children: [TreeNode(item("b"))]), at: .root)
    t.apply(replace)
    #expect(t.rootID == "s")
    #expect(t.documentOrder() == ["s", "b"])
  }

  @Test("Many insertions at one spot spread the parent's order keys out again")
  func orderKeysRespread() {
    var t = tree(["a", "z"])
    var anchor: ElementID = "a"
    for n in 1...100 {
      let id = ElementID("n\(n)")
      var update = TreeUpdate()
      update.insert(item(id), at: .after(anchor))
      t.apply(update)
      anchor = id
    }
    let order = children(t, "list")
    #expect(order.count == 102)
    #expect(order.first == "a" && order.last == "z")
    #expect(order[1] == "n1" && order[100] == "n100")
    for (index, id) in order.enumerated() {
      #expect(t.listPosition(of: id)?.position == index + 1)
    }
    // And at the front, past zero.
    for n in 1...50 {
      var update = TreeUpdate()
      update.insert(item(ElementID("f\(n)")), at: .first(in: "list"))
      t.apply(update)
    }
    #expect(children(t, "list").first == "f50")
    #expect(t.listPosition(of: "z")?.position == 152)
  }

  @Test("Hidden and shown again, a subtree counts its stops again")
  func tallyAfterHiding() {
    var t = tree()
    var list = Element.container(id: "list", role: .list)
    list.isHidden = true
    t.apply(TreeUpdate(entries: [.init(list, .unchanged)]))
    #expect(t.stopCount == 0)
    #expect(t.listStart(from: nil, .next) == nil)
    list.isHidden = false
    t.apply(TreeUpdate(entries: [.init(list, .unchanged)]))
    #expect(t.stopCount == 3)
    #expect(t.listStart(from: nil, .next) == "a")
  }
}

@Suite("Malformed tree updates stop the program")
struct MalformedTreeUpdateTests {
  @Test("A new node without a place")
  func newNodeWithoutPlace() async {
    await #expect(processExitsWith: .failure) {
      var tree = AccessibilityTree(root: .container(id: "r", children: []))
      tree.apply(TreeUpdate(entries: [.init(Element(id: "x"), .unchanged)]))
    }
  }

  @Test("A node placed inside itself")
  func cycle() async {
    await #expect(processExitsWith: .failure) {
      var tree = AccessibilityTree(
        root: .container(
          id: "r", children: [.container(id: "a", children: [TreeNode(Element(id: "b"))])]))
      tree.apply(TreeUpdate(entries: [.init(Element(id: "a"), .last(in: "b"))]))
    }
  }

  @Test("A second root, and a place beside an unknown node")
  func secondRootAndUnknownSibling() async {
    await #expect(processExitsWith: .failure) {
      var tree = AccessibilityTree(root: .container(id: "r", children: []))
      tree.apply(TreeUpdate(entries: [.init(Element(id: "s"), .root)]))
    }
    await #expect(processExitsWith: .failure) {
      var tree = AccessibilityTree(root: .container(id: "r", children: []))
      tree.apply(TreeUpdate(entries: [.init(Element(id: "s"), .after("nobody"))]))
    }
  }
}
