import Testing

@testable import TellerAccessibility

/// The indexed tree and the diff, checked against plain, slow reference
/// versions written from their documentation, on many random trees and
/// random edits of them: kept subtrees (shared, bit-for-bit copies),
/// removals, insertions, moves, hidden elements, changed fields and
/// duplicate IDs.
@Suite("Tree index and diff against a reference")
struct TreeIndexReferenceTests {
  /// A small seeded generator, so every run checks the same trees.
  struct Random {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  }

  /// Builds random trees with IDs from a pool small enough to repeat.
  struct Maker {
    var random: Random
    var serial = 0

    mutating func id(duplicates: Bool) -> ElementID {
      serial += 1
      if duplicates && random.chance(5) { return ElementID("dup.\(random.below(3))") }
      return ElementID("e.\(serial)")
    }

    mutating func leaf(duplicates: Bool) -> Element {
      let kinds: [AccessibilityTraits] = [
        .header, .staticText, .button, .toggleButton, .updatesFrequently, .adjustable,
      ]
      var element = Element(
        id: id(duplicates: duplicates), label: "Item \(random.below(50))",
        traits: kinds[random.below(kinds.count)],
        headingLevel: random.chance(20) ? 1 + random.below(8) : nil,
        liveRegion: random.chance(5) ? .polite : .off)
      element.isHidden = random.chance(8)
      element.isAccessibilityElement = !random.chance(5)
      if random.chance(5) { element.role = .modal }
      return element
    }

    mutating func tree(depth: Int, duplicates: Bool) -> Element {
      guard depth > 0, random.chance(60) else { return leaf(duplicates: duplicates) }
      var children: [Element] = []
      for _ in 0..<random.below(depth == 1 ? 30 : 6) {
        children.append(tree(depth: depth - 1, duplicates: duplicates))
      }
      let roles: [ContainerRole] = [.none, .list, .group, .modal]
      var element = Element.container(
        id: id(duplicates: duplicates), label: "Box", role: roles[random.below(roles.count)],
        children: children)
      element.isHidden = random.chance(5)
      return element
    }

    /// An edit of a tree: most subtrees are kept as they are, some change.
    mutating func edit(_ element: Element, duplicates: Bool) -> Element {
      var element = element
      if random.chance(10) { element.label += "!" }
      if random.chance(5) { element.value = "v\(random.below(4))" }
      if random.chance(3) { element.isHidden.toggle() }
      guard !element.children.isEmpty, random.chance(70) else { return element }
      var children: [Element] = []
      for child in element.children {
        switch random.below(20) {
        case 0: continue  // removed
        case 1: children.append(leaf(duplicates: duplicates))  // replaced
        case 2, 3: children.append(edit(child, duplicates: duplicates))
        default: children.append(child)  // kept
        }
        if random.chance(5) { children.append(leaf(duplicates: duplicates)) }
      }
      if children.count > 2 && random.chance(20) { children.swapAt(0, children.count - 1) }
      element.children = children
      return element
    }
  }

  /// The visible nodes in document order, as the documentation describes.
  struct ReferenceNode: Equatable {
    var element: Element
    var parent: Int?
    var depth: Int
    var listPosition: Int?
    var listCount: Int?
    var isStop: Bool
  }

  static func referenceNodes(_ root: Element) -> [ReferenceNode] {
    var nodes: [ReferenceNode] = []
    func walk(
      _ element: Element, parent: Int?, depth: Int, position: Int?, count: Int?, insideStop: Bool
    ) {
      let isStop = element.isAccessibilityElement && !insideStop
      let me = nodes.count
      nodes.append(
        ReferenceNode(
          element: element, parent: parent, depth: depth, listPosition: position,
          listCount: count, isStop: isStop))
      let visible = element.children.filter { !$0.isHidden }
      for (i, child) in visible.enumerated() {
        walk(
          child, parent: me, depth: depth + 1, position: element.role == .list ? i + 1 : nil,
          count: element.role == .list ? visible.count : nil, insideStop: insideStop || isStop)
      }
    }
    if !root.isHidden {
      walk(root, parent: nil, depth: 0, position: nil, count: nil, insideStop: false)
    }
    return nodes
  }

  static func referenceReadingOrder(_ nodes: [ReferenceNode]) -> [Int] {
    let modal = nodes.indices.last { nodes[$0].element.role == .modal }
    func inside(_ i: Int, _ ancestor: Int) -> Bool {
      var current: Int? = i
      while let c = current {
        if c == ancestor { return true }
        current = nodes[c].parent
      }
      return false
    }
    return nodes.indices.filter { i in
      nodes[i].isStop && (modal.map { inside(i, $0) } ?? true)
    }
  }

  static func referenceFields(_ a: Element, _ b: Element) -> ElementChange.Fields {
    var f: ElementChange.Fields = []
    if a.label != b.label { f.insert(.label) }
    if a.value != b.value || a.spokenValue != b.spokenValue { f.insert(.value) }
    if a.hint != b.hint { f.insert(.hint) }
    if a.traits != b.traits { f.insert(.traits) }
    if a.headingLevel != b.headingLevel { f.insert(.headingLevel) }
    if a.liveRegion != b.liveRegion { f.insert(.liveRegion) }
    if a.customActions != b.customActions { f.insert(.customActions) }
    if a.role != b.role || a.isAccessibilityElement != b.isAccessibilityElement {
      f.insert(.role)
    }
    let ids = { (e: Element) in e.children.filter { !$0.isHidden }.map(\.id) }
    if ids(a) != ids(b) { f.insert(.children) }
    return f
  }

  static func referenceDiff(_ old: [ReferenceNode], _ new: [ReferenceNode]) -> TreeDiff {
    func first(_ id: ElementID, in nodes: [ReferenceNode]) -> Int? {
      nodes.firstIndex { $0.element.id == id }
    }
    var added: [ElementID] = []
    var changed: [ElementChange] = []
    for node in new {
      guard let j = first(node.element.id, in: old) else {
        added.append(node.element.id)
        continue
      }
      let fields = referenceFields(old[j].element, node.element)
      if !fields.isEmpty {
        changed.append(
          ElementChange(id: node.element.id, fields: fields, old: old[j].element, new: node.element)
        )
      }
    }
    let removed = old.map(\.element.id).filter { first($0, in: new) == nil }
    return TreeDiff(added: added, removed: removed, changed: changed)
  }

  static func check(_ tree: AccessibilityTree) {
    let reference = referenceNodes(tree.root)
    #expect(tree.nodes.count == reference.count)
    for (node, expected) in zip(tree.nodes, reference) {
      #expect(node.element == expected.element)
      #expect(node.parent == expected.parent && node.depth == expected.depth)
      #expect(node.listPosition == expected.listPosition && node.listCount == expected.listCount)
      #expect(node.isStop == expected.isStop)
    }
    let order = referenceReadingOrder(reference)
    #expect(tree.readingOrder == order)
    for (i, node) in reference.enumerated() {
      let firstIndex = reference.firstIndex { $0.element.id == node.element.id }
      #expect(tree.index(of: node.element.id) == firstIndex)
      #expect(tree.readingPosition(of: node.element.id) == firstIndex.flatMap(order.firstIndex))
      #expect(tree.subtreeEnds()[i] > i)
    }
    #expect(tree.index(of: "nowhere") == nil)
    let settings: [RotorSetting] =
      [.headings, .buttons, .lists, .updates, .adjustValue, .custom("x")]
      + (0...8).map { .headingLevel($0) }
    #expect(tree.stopKinds.count == tree.readingOrder.count)
    for (q, stop) in tree.stops.enumerated() where q < tree.stopKinds.count {
      for setting in settings where Rotor.StopKind.decides(setting) {
        #expect(tree.stopKinds[q].matches(setting) == Rotor.matches(stop, setting))
      }
    }
  }

  @Test(arguments: [false, true])
  func randomTreesAndEditsMatchTheReference(duplicates: Bool) {
    var maker = Maker(random: Random(state: duplicates ? 7 : 3))
    for _ in 0..<150 {
      let old = maker.tree(depth: 3, duplicates: duplicates)
      var new = maker.edit(old, duplicates: duplicates)
      if maker.random.chance(10) { new = old }  // nothing changed
      let oldTree = AccessibilityTree(root: old)
      let newTree = AccessibilityTree(root: new)
      Self.check(oldTree)
      Self.check(newTree)
      let diff = TreeDiff(from: oldTree, to: newTree)
      let expected = Self.referenceDiff(
        Self.referenceNodes(old), Self.referenceNodes(new))
      #expect(diff.added == expected.added)
      #expect(diff.removed == expected.removed)
      #expect(diff.changed == expected.changed)
    }
  }

  @Test func movingByTheRotorMatchesQuickNavigation() {
    var maker = Maker(random: Random(state: 11))
    let settings: [RotorSetting] =
      [.headings, .buttons, .updates, .adjustValue] + (1...6).map { .headingLevel($0) }
    for _ in 0..<40 {
      let tree = AccessibilityTree(root: maker.tree(depth: 3, duplicates: false))
      var starts: [ElementID?] = [nil, "nowhere"]
      starts += tree.readingOrder.map { tree.nodes[$0].element.id }
      for start in starts {
        for setting in settings {
          for direction in [Navigator.Direction.next, .previous] {
            var navigator = Navigator(tree: tree)
            navigator.focus = start
            navigator.rotor.setting = setting
            var expected = navigator
            let outcome = navigator.moveByRotor(direction)
            let expectedOutcome: NavigationOutcome
            if setting == .adjustValue, expected.focusedElement?.isAdjustable == true {
              expectedOutcome = direction == .previous ? expected.increment() : expected.decrement()
            } else {
              expectedOutcome = expected.move(direction, by: setting)
            }
            #expect(outcome == expectedOutcome)
            #expect(navigator.focus == expected.focus)
          }
        }
      }
    }
  }

  @Test func longListWithOneItemGoneAndOneAddedAtTheEnd() {
    let items = (1...2_000).map { Element(id: ElementID("c.\($0)"), label: "Customer \($0)") }
    let before = Element.container(
      id: "root", children: [.container(id: "list", role: .list, children: items)])
    var kept = Array(items.dropFirst(2))  // copies of the same items
    kept.insert(items[0], at: 0)
    kept.append(Element(id: "c.new", label: "New"))
    let after = Element.container(
      id: "root", children: [.container(id: "list", role: .list, children: kept)])
    let diff = TreeDiff(
      from: AccessibilityTree(root: before), to: AccessibilityTree(root: after))
    #expect(diff.added == ["c.new"])
    #expect(diff.removed == ["c.2"])
    #expect(diff.changed.map(\.id) == ["list"])
  }

  @Test func equalFieldsWithNewStorageAreUnchanged() {
    let label = String(repeating: "Customer ", count: 3)
    let a = Element(id: "x", label: label)
    let b = Element(id: "x", label: String(label.utf8.map { Character(UnicodeScalar($0)) }))
    let diff = TreeDiff(
      from: AccessibilityTree(root: .container(id: "root", children: [a])),
      to: AccessibilityTree(root: .container(id: "root", children: [b])))
    #expect(diff.isEmpty)
  }

  @Test func treesAreEqualWhenTheirRootsAre() {
    let root = Element.container(id: "root", children: [Element(id: "a", label: "A")])
    #expect(AccessibilityTree(root: root) == AccessibilityTree(root: root))
    var other = root
    other.children[0].label = "B"
    #expect(AccessibilityTree(root: root) != AccessibilityTree(root: other))
    #expect(AccessibilityTree(root: root).nodes[1] != AccessibilityTree(root: other).nodes[1])
  }
}
