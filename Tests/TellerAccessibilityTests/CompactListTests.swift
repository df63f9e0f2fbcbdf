import TellerAccessibility
import TellerTestSupport
import Testing

/// A template for tests: "Item N" with the detail as its value, and the
/// item's tags.
private struct NumberedItems: ListItemTemplate {
  var idPrefix: String

  func element(for item: ListItem, id: ElementID) -> Element {
    Element(
      id: id, label: "Item \(item.number)", value: item.detail == 0 ? "" : "desk \(item.detail)",
      traits: .staticText, tags: item.tags)
  }
}

private let red = ElementTags(rawValue: 1 << 0)
private let blue = ElementTags(rawValue: 1 << 5)

/// A random item's tags: none, red, blue or both.
private func tags(_ random: inout SeededRandom) -> ElementTags {
  [[], red, blue, red.union(blue)][random.below(4)]
}

@Suite("Compact lists")
struct CompactListTests {
  // MARK: Counts

  @Test("Every key is found at its place among gaps of every size", arguments: 1...6)
  func keysAmongGaps(seed: Int) {
    var random = SeededRandom(state: UInt64(seed))
    var counts = ListItems(template: NumberedItems(idPrefix: "n"))
    var keys: [Int] = []
    for key in 1...(50 + random.below(300)) {
      counts.append(ListItem(key: key, number: Int32(key), tags: random.chance(50) ? red : []))
      keys.append(key)
      if random.chance(30), let gone = keys.indices.randomElement(using: &random) {
        counts.remove(key: keys.remove(at: gone))
      }
    }
    #expect(counts.count == keys.count)
    for (index, key) in keys.enumerated() {
      #expect(counts[index].key == key)
      #expect(counts.index(ofKey: key) == index)
    }
    #expect(counts.index(ofKey: 0) == nil)
    #expect(counts.index(ofKey: keys.count + 10_000) == nil)
  }

  @Test(
    "Items in order, found by key, place and tag, as a walk over an array finds them",
    arguments: 1...12)
  func itemsAgainstAnArray(seed: Int) {
    var random = SeededRandom(state: UInt64(seed))
    var list = ListItems(template: NumberedItems(idPrefix: "n"))
    var model: [ListItem] = []
    var nextKey = 1
    // Even seeds give keys out of order sometimes, as a line served by
    // several clerks does.
    let shuffled = seed.isMultiple(of: 2)
    for step in 0..<600 {
      switch random.below(10) {
      case 0...4:
        var key = nextKey
        if shuffled && random.chance(30) { key = 100_000 - step }
        nextKey += 1
        let item = ListItem(
          key: key, number: Int32(key % 1000), detail: UInt16(random.below(3)),
          tags: tags(&random))
        list.append(item)
        model.append(item)
      case 5...8:
        guard !model.isEmpty else { continue }
        let gone = random.chance(60) ? 0 : random.below(model.count)
        let removed = list.remove(key: model[gone].key)
        #expect(removed)
        model.remove(at: gone)
      default:
        let removedNothing = !list.remove(key: -1)
        #expect(removedNothing, "no such key")
        if random.chance(5) {
          list.removeAll()
          model.removeAll()
        }
      }
      #expect(list.count == model.count)
      #expect(Array(list.items) == model)
      check(list, against: model, step: step, seed: seed)
    }
  }

  private func check(_ list: ListItems, against model: [ListItem], step: Int, seed: Int) {
    let place = "seed \(seed), step \(step)"
    for (index, item) in model.enumerated() where index % 7 == step % 7 {
      #expect(list[index] == item, "\(place)")
      #expect(list.index(ofKey: item.key) == index, "\(place)")
      #expect(list.id(at: index) == ElementID(prefix: "n", key: item.key))
    }
    for wanted in [red, blue, red.union(blue)] {
      let starts: [Int?] = [nil] + Array(0..<model.count).filter { $0 % 5 == step % 5 }.map { $0 }
      for start in starts {
        let after = model.indices.first {
          $0 > (start ?? -1) && !model[$0].tags.isDisjoint(with: wanted)
        }
        let before = model.indices.last {
          $0 < (start ?? model.count) && !model[$0].tags.isDisjoint(with: wanted)
        }
        #expect(list.index(withAnyOf: wanted, from: start, .next) == after, "\(place)")
        #expect(list.index(withAnyOf: wanted, from: start, .previous) == before, "\(place)")
      }
    }
  }

  @Test("Equal items make equal lists, however many gaps one has closed")
  func equality() {
    let template = NumberedItems(idPrefix: "n")
    var a = ListItems(template: template)
    for key in 1...200 { a.append(ListItem(key: key, number: Int32(key))) }
    for key in 1...150 { a.remove(key: key) }
    let b = ListItems(
      template: template, items: (151...200).map { ListItem(key: $0, number: Int32($0)) })
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != ListItems(template: NumberedItems(idPrefix: "m"), items: b.items))
  }

  @Test("An item's ID has the text prefix.key and equals the named ID with that text")
  func itemIDs() {
    let id = ElementID(prefix: "customer", key: 12)
    #expect(id.rawValue == "customer.12")
    #expect(id == "customer.12")
    #expect(id.hashValue == ElementID("customer.12").hashValue)
    #expect(id != ElementID(prefix: "customer", key: 1))
    #expect(id != ElementID(prefix: "custom", key: 12))
  }

  // MARK: In the tree

  /// A screen with a heading, a compact list and a button, and the same
  /// screen with the list's items as nodes.
  private func screens(_ items: [ListItem], emptyIsStop: Bool = true)
    -> (compact: AccessibilityTree, nodes: AccessibilityTree)
  {
    let template = NumberedItems(idPrefix: "item")
    let list = Element(
      id: "list", label: "Line", isAccessibilityElement: emptyIsStop && items.isEmpty,
      role: .list)
    func screen(_ listNode: TreeNode) -> TreeNode {
      .container(
        id: "root",
        children: [
          TreeNode(Element(id: "heading", label: "Line", traits: .header, headingLevel: 2)),
          listNode,
          TreeNode(Element(id: "done", label: "Done", traits: .button)),
        ])
    }
    let compact = TreeNode(list, items: ListItems(template: template, items: items))
    let nodes = TreeNode(
      list,
      children: items.map {
        // Named IDs with the items' text: equal to the items' IDs.
        TreeNode(template.element(for: $0, id: ElementID("item.\($0.key)")))
      })
    return (AccessibilityTree(root: screen(compact)), AccessibilityTree(root: screen(nodes)))
  }

  @Test("holds(_:value:spokenValue:) compares a node's values, an item's and a slot's alike")
  func holdsValues() {
    let items = [ListItem(key: 1, number: 1, detail: 2), ListItem(key: 2, number: 2)]
    let trees = screens(items)
    for (tree, first, second) in [
      (trees.compact, ElementID(prefix: "item", key: 1), ElementID(prefix: "item", key: 2)),
      (trees.nodes, ElementID("item.1"), ElementID("item.2")),
    ] {
      #expect(tree.holds(first, value: "desk 2", spokenValue: ""))
      #expect(!tree.holds(first, value: "desk 3", spokenValue: ""))
      #expect(!tree.holds(first, value: "desk 2", spokenValue: "desk two"))
      #expect(tree.holds(second, value: "", spokenValue: ""))
      #expect(tree.holds("heading", value: "", spokenValue: ""))
      #expect(!tree.holds("nothing", value: "", spokenValue: ""))
    }
    var spoken = AccessibilityTree(
      root: TreeNode(Element(id: "cell", value: "1.5 s", spokenValue: "1.5 seconds")))
    #expect(spoken.holds("cell", value: "1.5 s", spokenValue: "1.5 seconds"))
    #expect(!spoken.holds("cell", value: "1.5 s", spokenValue: ""))
    spoken = AccessibilityTree()
    #expect(!spoken.holds("cell", value: "1.5 s", spokenValue: "1.5 seconds"))
  }

  @Test(
    "A compact list reads, searches, describes and dumps as the same list of nodes does",
    arguments: 1...6)
  func sameAsNodes(seed: Int) {
    var random = SeededRandom(state: UInt64(seed))
    let items = (0..<random.below(40)).map {
      ListItem(key: 3 * $0 + 1, number: Int32($0 + 1), tags: tags(&random))
    }
    let (compact, nodes) = screens(items)
    #expect(compact.readingOrder == nodes.readingOrder)
    #expect(compact.stops == nodes.stops)
    #expect(compact.count == nodes.count)
    #expect(compact.stopCount == nodes.stopCount)
    #expect(TreeDump(compact).text == TreeDump(nodes).text)
    #expect(audit(compact) == audit(nodes))
    #expect(compact.documentOrder() == nodes.documentOrder())
    // The same places in both: an item's ID in one, its named twin in the other.
    let pairs = [(nil, nil)] + zip(compact.readingOrder, nodes.readingOrder).map { ($0, $1) }
    for (id, twin) in pairs {
      for direction in [Navigator.Direction.next, .previous] {
        #expect(compact.stop(from: id, direction) == nodes.stop(from: twin, direction))
        #expect(compact.listStart(from: id, direction) == nodes.listStart(from: twin, direction))
        for wanted in [red, blue] {
          #expect(
            compact.stop(from: id, direction, tags: wanted)
              == nodes.stop(from: twin, direction, tags: wanted))
        }
        #expect(
          compact.stop(from: id, direction) { $0.label.hasSuffix("3") }
            == nodes.stop(from: twin, direction) { $0.label.hasSuffix("3") })
      }
      guard let id, let twin else { continue }
      #expect(compact.listPosition(of: id) == nodes.listPosition(of: twin))
      #expect(compact.parent(of: id) == nodes.parent(of: twin))
      #expect(compact.element(id) == nodes.element(twin))
      #expect(describe(id, in: compact) == describe(twin, in: nodes))
    }
    #expect(compact.children(of: "list").map { $0 } == nodes.children(of: "list").map { $0 })
  }

  @Test("Random item changes keep the tree equal to a fresh build", arguments: 1...8)
  func randomChanges(seed: Int) {
    var random = SeededRandom(state: UInt64(seed))
    var model: [ListItem] = []
    var tree = screens([]).compact
    var nextKey = 1
    for step in 0..<200 {
      var update = TreeUpdate()
      let wasEmpty = model.isEmpty
      switch random.below(6) {
      case 0, 1, 2:
        let new = (0..<1 + random.below(5)).map { offset in
          ListItem(key: nextKey + offset, number: Int32(nextKey + offset), tags: tags(&random))
        }
        nextKey += new.count
        update.appendItems(new, to: "list")
        model += new
      case 3, 4:
        let keys = model.filter { _ in random.chance(30) }.map(\.key)
        update.removeItems(keys: keys, from: "list")
        model.removeAll { keys.contains($0.key) }
      default:
        if !model.isEmpty { update.removeAllItems(from: "list") }
        model.removeAll()
      }
      if wasEmpty != model.isEmpty {
        update.change(
          Element(id: "list", label: "Line", isAccessibilityElement: model.isEmpty, role: .list))
      }
      tree.apply(update)
      let (fresh, nodes) = screens(model)
      #expect(tree == fresh, "seed \(seed), step \(step)")
      #expect(tree.readingOrder == nodes.readingOrder, "seed \(seed), step \(step)")
      #expect(tree.count == nodes.count)
    }
  }

  @Test("Changes are reported only when asked for, items included")
  func changesOnRequest() {
    var tree = screens([]).compact
    var update = TreeUpdate()
    update.appendItems([ListItem(key: 1, number: 1), ListItem(key: 2, number: 2)], to: "list")
    let changes = tree.applyReportingChanges(update)
    #expect(
      changes.added == [ElementID(prefix: "item", key: 1), ElementID(prefix: "item", key: 2)])
    var removal = TreeUpdate()
    removal.removeAllItems(from: "list")
    #expect(tree.applyReportingChanges(removal).removed.count == 2)
    #expect(tree.stopCount == 3, "the heading, the empty list and the button")
  }

  // MARK: Focus

  @Test("Focus on an item that goes stays at its place in the list, then on the emptied list")
  func focusStaysInTheList() throws {
    let items = (1...5).map { ListItem(key: $0, number: Int32($0)) }
    var navigator = Navigator(tree: screens(items).compact)
    let third = ElementID(prefix: "item", key: 3)
    #expect(navigator.moveFocus(to: third) == .moved(third))
    var update = TreeUpdate()
    update.removeItems(keys: [3], from: "list")
    let move = navigator.apply(update).focusMove
    #expect(
      move == FocusMove(from: third, to: ElementID(prefix: "item", key: 4), reason: .replaced))
    _ = navigator.last()
    #expect(navigator.previous() == .moved(ElementID(prefix: "item", key: 5)))
    update = TreeUpdate()
    update.removeItems(keys: [5], from: "list")
    #expect(navigator.apply(update).focusMove?.to == ElementID(prefix: "item", key: 4))
    update = TreeUpdate()
    update.removeAllItems(from: "list")
    update.change(Element(id: "list", label: "Line", isAccessibilityElement: true, role: .list))
    #expect(navigator.apply(update).focusMove?.to == "list")
    update = TreeUpdate()
    update.appendItems([ListItem(key: 9, number: 9)], to: "list")
    update.change(Element(id: "list", label: "Line", isAccessibilityElement: false, role: .list))
    #expect(navigator.apply(update).focusMove?.to == ElementID(prefix: "item", key: 9))
  }

  @Test("An item that moves to another list leaves focus in its own")
  func focusDoesNotFollowIntoAnotherList() throws {
    let template = NumberedItems(idPrefix: "item")
    let root = TreeNode.container(
      id: "root",
      children: [
        TreeNode(
          Element.container(id: "a", label: "A", role: .list),
          items: ListItems(
            template: template, items: [1, 2].map { ListItem(key: $0, number: Int32($0)) })),
        TreeNode(
          Element.container(id: "b", label: "B", role: .list), items: ListItems(template: template)),
      ])
    var navigator = Navigator(tree: AccessibilityTree(root: root))
    let one = ElementID(prefix: "item", key: 1)
    #expect(navigator.moveFocus(to: one) == .moved(one))
    var update = TreeUpdate()
    update.removeItems(keys: [1], from: "a")
    update.appendItems([ListItem(key: 1, number: 1, detail: 4)], to: "b")
    let applied = navigator.apply(update, reportingChanges: true)
    #expect(applied.focusMove?.to == ElementID(prefix: "item", key: 2))
    #expect(applied.changes?.moved == [one])
    #expect(navigator.tree.parent(of: one) == "b")
    #expect(navigator.tree.element(one)?.value == "desk 4")
  }

  @Test("Emptying a list of 100,000 with focus in it settles on the list, searching nothing")
  func emptyingABigList() {
    let items = (1...100_000).map { ListItem(key: $0, number: Int32($0 % 1000), tags: red) }
    var navigator = Navigator(tree: screens(items).compact)
    _ = navigator.moveFocus(to: ElementID(prefix: "item", key: 50_000))
    var update = TreeUpdate()
    update.removeAllItems(from: "list")
    update.change(Element(id: "list", label: "Line", isAccessibilityElement: true, role: .list))
    #expect(update.count == 2)
    #expect(navigator.apply(update).focusMove?.to == "list")
    #expect(navigator.tree.count == 4)
  }
}
