import TellerTestSupport
import Testing

@testable import TellerAccessibility

/// The tree, changed by random updates, checked against a plain model
/// written from the documentation: a dictionary of nodes changed the slow,
/// obvious way. After every update the tree must equal a fresh build of the
/// model, and every search must find what a walk over the model finds.
@Suite("Tree updates and searches against a plain model")
struct TreeReferenceTests {
  typealias Random = SeededRandom

  /// The plain model: nodes by ID with their children's IDs.
  struct Model {
    var elements: [ElementID: Element] = [:]
    var children: [ElementID: [ElementID]] = [:]
    var parent: [ElementID: ElementID] = [:]
    var root: ElementID?

    init(_ node: TreeNode) {
      root = node.id
      node.forEachNode { node, parent in
        elements[node.id] = node.element
        children[node.id] = node.children.map(\.id)
        if let parent { self.parent[node.id] = parent }
      }
    }

    /// The model as nested nodes, for a fresh build.
    func node(_ id: ElementID) -> TreeNode {
      TreeNode(elements[id]!, children: children[id, default: []].map(node))
    }

    /// Every node in document order.
    func preorder() -> [ElementID] {
      var out: [ElementID] = []
      func visit(_ id: ElementID) {
        out.append(id)
        for child in children[id, default: []] { visit(child) }
      }
      if let root { visit(root) }
      return out
    }

    func ancestors(_ id: ElementID) -> [ElementID] {
      var out: [ElementID] = []
      var current = parent[id]
      while let c = current {
        out.append(c)
        current = parent[c]
      }
      return out
    }

    func subtree(_ id: ElementID) -> [ElementID] {
      [id] + children[id, default: []].flatMap(subtree)
    }

    func isVisible(_ id: ElementID) -> Bool {
      !([id] + ancestors(id)).contains { elements[$0]!.isHidden }
    }

    func isStop(_ id: ElementID) -> Bool {
      elements[id]!.isAccessibilityElement && isVisible(id)
        && !ancestors(id).contains { elements[$0]!.isAccessibilityElement }
    }

    /// The last visible modal in document order.
    var modal: ElementID? {
      preorder().last { elements[$0]!.role == .modal && isVisible($0) }
    }

    /// The stops in scope, in document order.
    var readingOrder: [ElementID] {
      let all = preorder().filter(isStop)
      guard let modal else { return all }
      return all.filter { $0 == modal || ancestors($0).contains(modal) }
    }

    /// Detaches a node from its parent.
    mutating func detach(_ id: ElementID) {
      guard let p = parent[id] else {
        if root == id { root = nil }
        return
      }
      children[p]!.removeAll { $0 == id }
      parent[id] = nil
    }

    /// Applies an update the slow way, as TreeUpdate documents it.
    mutating func apply(_ update: TreeUpdate) {
      let placed = Set(update.entries.map(\.element.id))
      for id in update.removed where elements[id] != nil {
        detach(id)
        var stack = [id]
        while let current = stack.popLast() {
          if current != id && placed.contains(current) {
            parent[current] = nil
            continue
          }
          stack += children[current, default: []]
          elements[current] = nil
          children[current] = nil
          parent[current] = nil
        }
      }
      for entry in update.entries {
        let id = entry.element.id
        let isNew = elements[id] == nil
        elements[id] = entry.element
        if isNew { children[id] = [] }
        switch entry.placement {
        case .unchanged: break
        case .root:
          detach(id)
          root = id
        case .first(let p):
          detach(id)
          children[p]!.insert(id, at: 0)
          parent[id] = p
        case .last(let p):
          detach(id)
          children[p]!.append(id)
          parent[id] = p
        case .before(let s), .after(let s):
          detach(id)
          let p = parent[s]!
          let index = children[p]!.firstIndex(of: s)! + (isAfter(entry.placement) ? 1 : 0)
          children[p]!.insert(id, at: index)
          parent[id] = p
        }
      }
    }

    private func isAfter(_ placement: TreeUpdate.Placement) -> Bool {
      if case .after = placement { return true }
      return false
    }
  }

  /// Makes random elements, trees and updates.
  struct Maker {
    var random: Random
    var serial = 0

    mutating func element() -> Element {
      serial += 1
      let kinds: [AccessibilityTraits] = [
        .header, .staticText, .button, .toggleButton, .updatesFrequently, .adjustable, [],
      ]
      var element = Element(
        id: ElementID("e.\(serial)"), label: "Item \(random.below(50))",
        traits: random.pick(kinds), headingLevel: random.chance(30) ? 1 + random.below(7) : nil,
        liveRegion: random.chance(5) ? .polite : .off,
        tags: ElementTags(rawValue: UInt8(random.below(4))))
      element.isHidden = random.chance(8)
      element.isAccessibilityElement = !random.chance(15)
      if random.chance(6) { element.role = .modal }
      if random.chance(10) { element.role = .list }
      return element
    }

    mutating func tree(depth: Int) -> TreeNode {
      var node = TreeNode(element())
      guard depth > 0, random.chance(70) else { return node }
      let roles: [ContainerRole] = [.none, .none, .list, .list, .group, .modal]
      node.element.role = random.pick(roles)
      node.element.isAccessibilityElement = node.element.role == .group || random.chance(5)
      for _ in 0..<random.below(depth == 1 ? 12 : 5) {
        node.children.append(tree(depth: depth - 1))
      }
      return node
    }

    /// A random well-formed update of the model: removals, sometimes
    /// sparing a node inside a removed subtree by placing it again, then
    /// changes, insertions and moves of what is left.
    mutating func update(of model: Model) -> TreeUpdate {
      var update = TreeUpdate()
      let candidates = model.preorder().filter { $0 != model.root }
      var removedNodes: Set<ElementID> = []
      if !candidates.isEmpty {
        for _ in 0..<random.below(3) {
          let id = random.pick(candidates)
          guard !removedNodes.contains(id) else { continue }
          update.remove(id)
          removedNodes.formUnion(model.subtree(id))
        }
      }
      let inside = removedNodes.subtracting(update.removed).sorted()
      if !inside.isEmpty, random.chance(50) {
        update.insert(model.elements[random.pick(inside)]!, at: .last(in: model.root!))
      }
      var after = model
      after.apply(update)
      for _ in 0..<random.below(5) {
        let live = after.preorder()
        let movable = live.filter { $0 != after.root }
        let entry: TreeUpdate.Entry
        switch random.below(4) {
        case 0:
          var changed = element()
          changed.id = random.pick(live)
          entry = .init(changed, .unchanged)
        case 1 where !movable.isEmpty:
          let id = random.pick(movable)
          let inside = Set(after.subtree(id))
          let targets = live.filter { !inside.contains($0) }
          entry = .init(after.elements[id]!, placement(near: random.pick(targets), in: after))
        default:
          entry = .init(element(), placement(near: random.pick(live), in: after))
        }
        update.entries.append(entry)
        after.apply(TreeUpdate(entries: [entry]))
      }
      return update
    }

    mutating func placement(near id: ElementID, in model: Model) -> TreeUpdate.Placement {
      guard model.parent[id] != nil else {
        return random.chance(50) ? .first(in: id) : .last(in: id)
      }
      switch random.below(4) {
      case 0: return .first(in: id)
      case 1: return .last(in: id)
      case 2: return .before(id)
      default: return .after(id)
      }
    }
  }

  @Test("Random updates keep the tree equal to a fresh build of the model", arguments: 1...12)
  func randomUpdates(seed: Int) {
    var maker = Maker(random: Random(state: UInt64(seed)))
    let start = maker.tree(depth: 4)
    var model = Model(start)
    var tree = AccessibilityTree(root: start)
    for step in 0..<60 {
      let update = maker.update(of: model)
      let before = tree
      let changes = tree.applyReportingChanges(update)
      model.apply(update)
      let fresh = AccessibilityTree(root: model.node(model.root!))
      #expect(tree == fresh, "seed \(seed), step \(step)")
      #expect(tree.count == model.elements.count)
      // The changes say what happened: every removed ID is gone, every
      // added one is new.
      for id in changes.removed { #expect(!tree.contains(id) && before.contains(id)) }
      for id in changes.added { #expect(tree.contains(id) && !before.contains(id)) }
      for change in changes.changed { #expect(change.old != change.new) }
      checkSearches(tree, model, "seed \(seed), step \(step)")
    }
  }

  /// Every search the tree offers, against a walk over the model.
  private func checkSearches(_ tree: AccessibilityTree, _ model: Model, _ place: String) {
    let order = model.readingOrder
    #expect(tree.readingOrder == order, "\(place)")
    #expect(tree.stopCount == order.count, "\(place)")
    #expect(tree.modalID == model.modal, "\(place)")
    #expect(tree.firstStop == order.first, "\(place)")
    #expect(tree.lastStop == order.last, "\(place)")
    let levels = Set(
      order.compactMap { id -> Int? in
        let element = model.elements[id]!
        guard element.traits.contains(.header), let level = element.headingLevel, 1...6 ~= level
        else { return nil }
        return level
      })
    #expect(tree.headingLevels == levels.sorted(), "\(place)")

    let targets: [(SearchTarget, (Element) -> Bool)] = [
      (.stops, { _ in true }),
      (.headings, { $0.traits.contains(.header) }),
      (.headingLevel(2), { $0.traits.contains(.header) && $0.headingLevel == 2 }),
      (.buttons, { !$0.traits.isDisjoint(with: [.button, .toggleButton]) }),
      (.updates, { $0.liveRegion != .off || $0.traits.contains(.updatesFrequently) }),
      (.tags(ElementTags(rawValue: 1)), { $0.tags.contains(ElementTags(rawValue: 1)) }),
    ]
    for start in [nil] + order.map(Optional.some) {
      let position = start.flatMap { order.firstIndex(of: $0) }
      for (target, matches) in targets {
        let after = order[((position ?? -1) + 1)...].first { matches(model.elements[$0]!) }
        let before = order[..<(position ?? order.count)].last { matches(model.elements[$0]!) }
        let next = tree.search(from: start, .next, target).map(tree.id(at:))
        let previous = tree.search(from: start, .previous, target).map(tree.id(at:))
        #expect(next == after, "\(place): \(target) after \(start?.rawValue ?? "start")")
        #expect(previous == before, "\(place): \(target) before \(start?.rawValue ?? "end")")
      }
      // Lists: each stands at its first stop in scope.
      let lists = model.preorder().filter { id in
        model.elements[id]!.role == .list && model.isVisible(id)
          && (model.modal.map { id == $0 || model.ancestors(id).contains($0) } ?? true)
      }
      let starts = lists.compactMap { list -> Int? in
        order.firstIndex { $0 == list || model.ancestors($0).contains(list) }
      }
      let here = position ?? -1
      let nextList = starts.first { $0 > here }.map { order[$0] }
      let previousList = starts.filter { $0 < (position ?? order.count) }.max().map { order[$0] }
      #expect(tree.listStart(from: start, .next) == nextList, "\(place): next list")
      #expect(tree.listStart(from: start, .previous) == previousList, "\(place): previous list")
    }
    // List positions count visible items only.
    for id in model.preorder() where model.isVisible(id) {
      guard let p = model.parent[id], model.elements[p]!.role == .list else {
        #expect(tree.listPosition(of: id) == nil, "\(place): \(id)")
        continue
      }
      let items = model.children[p]!.filter { !model.elements[$0]!.isHidden }
      let expected = AccessibilityTree.ListPosition(
        position: items.firstIndex(of: id)! + 1, count: items.count)
      #expect(tree.listPosition(of: id) == expected, "\(place): \(id)")
    }
  }

  @Test("The update between two trees turns one into the other", arguments: 1...8)
  func updateBetweenTrees(seed: Int) {
    var maker = Maker(random: Random(state: UInt64(seed) &* 977))
    var model = Model(maker.tree(depth: 4))
    for _ in 0..<10 {
      let old = AccessibilityTree(root: model.node(model.root!))
      model.apply(maker.update(of: model))
      let new = AccessibilityTree(root: model.node(model.root!))
      var tree = old
      tree.apply(TreeUpdate(from: old, to: new))
      #expect(tree == new)
      // Between equal trees there is nothing to do.
      var same = new
      #expect(same.applyReportingChanges(TreeUpdate(from: new, to: new)).isEmpty)
    }
  }
}
