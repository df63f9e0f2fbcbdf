import TellerAccessibility
import Testing

@Suite("Focus retention")
struct FocusRetentionTests: NavigationFixtures {
  /// A modal dialog with buttons.
  private func dialog(_ id: ElementID, _ buttons: [ElementID]) -> TreeNode {
    .container(
      id: id, label: "Dialog", role: .modal, children: buttons.map { stop($0, traits: .button) })
  }

  /// The bank screen with extra elements appended to the root, such as a modal.
  private func bankScreen(waiting: [Int], processing: [Int], adding extra: [TreeNode])
    -> AccessibilityTree
  {
    var base = bankScreenNode(waiting: waiting, processing: processing)
    base.children += extra
    return AccessibilityTree(root: base)
  }

  /// A navigator on the bank screen focused on an element.
  private func navigator(
    waiting: [Int], processing: [Int], focus: ElementID
  ) throws -> Navigator {
    var navigator = Navigator(tree: bankScreen(waiting: waiting, processing: processing))
    try #require(navigator.moveFocus(to: focus) == .moved(focus))
    return navigator
  }

  // MARK: Focus stays

  @Test("focus stays when its element is still a stop")
  func staysWhenPresent() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [], focus: "customer.2")
    #expect(navigator.update(to: bankScreen(waiting: [2, 3, 4], processing: [])) == nil)
    #expect(navigator.focus == "customer.2")
    #expect(navigator.update(to: navigator.tree) == nil)
  }

  @Test("a customer moving from Waiting to Processing leaves focus in Waiting, at its place")
  func movesBetweenLists() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [], focus: "customer.1")
    let move = navigator.update(to: bankScreen(waiting: [2, 3], processing: [1]))
    #expect(move == FocusMove(from: "customer.1", to: "customer.2", reason: .replaced))
    #expect(navigator.focus == "customer.2")
    #expect(navigator.previous() == .moved("waiting.heading"))
  }

  // MARK: The focused element goes away

  @Test("removed at the start of a list: the next customer takes its place")
  func removedAtStart() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [], focus: "customer.1")
    let move = navigator.update(to: bankScreen(waiting: [2, 3], processing: []))
    #expect(move == FocusMove(from: "customer.1", to: "customer.2", reason: .replaced))
    #expect(navigator.focus == "customer.2")
  }

  @Test("removed in the middle of a list: the one now in its place")
  func removedInMiddle() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [], focus: "customer.2")
    let move = navigator.update(to: bankScreen(waiting: [1, 3], processing: []))
    #expect(move == FocusMove(from: "customer.2", to: "customer.3", reason: .replaced))
  }

  @Test("a new element at the same place replaces it")
  func replacedByNew() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [], focus: "customer.2")
    let move = navigator.update(to: bankScreen(waiting: [1, 9, 3], processing: []))
    #expect(move == FocusMove(from: "customer.2", to: "customer.9", reason: .replaced))
  }

  @Test("removed at the end of a list: the item before it, in the same list")
  func removedAtEnd() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [4], focus: "customer.3")
    let move = navigator.update(to: bankScreen(waiting: [1, 2], processing: [4]))
    #expect(move == FocusMove(from: "customer.3", to: "customer.2", reason: .previous))
  }

  @Test("removed at the end of the last list: the previous element")
  func removedAtVeryEnd() throws {
    var navigator = try navigator(waiting: [], processing: [4, 5], focus: "customer.5")
    let move = navigator.update(to: bankScreen(waiting: [], processing: [4]))
    #expect(move == FocusMove(from: "customer.5", to: "customer.4", reason: .previous))
  }

  @Test("the list got shorter than the focus's place: its last item")
  func listGotShorter() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [4], focus: "customer.2")
    let move = navigator.update(to: bankScreen(waiting: [1], processing: [4]))
    #expect(move == FocusMove(from: "customer.2", to: "customer.1", reason: .previous))
  }

  @Test("the whole list removed: the next element after it")
  func wholeListRemoved() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [4], focus: "customer.2")
    var screen = bankScreenNode(waiting: [1, 2, 3], processing: [4])
    screen.children.removeAll { $0.id == "waiting" }
    let move = navigator.update(to: AccessibilityTree(root: screen))
    #expect(move == FocusMove(from: "customer.2", to: "processing.heading", reason: .next))
  }

  @Test("the whole list emptied after a reset: still the next element")
  func wholeListEmptied() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [4], focus: "customer.3")
    let move = navigator.update(to: bankScreen(waiting: [], processing: []))
    #expect(move == FocusMove(from: "customer.3", to: "processing.heading", reason: .next))
  }

  @Test("everything removed: focus resets to nothing, then to the first new stop")
  func everythingRemoved() throws {
    var navigator = try navigator(waiting: [1], processing: [], focus: "customer.1")
    #expect(
      navigator.update(to: tree([])) == FocusMove(from: "customer.1", to: nil, reason: .reset))
    #expect(navigator.focus == nil)
    #expect(navigator.update(to: tree([])) == nil)
    #expect(
      navigator.update(to: tree([stop("a"), stop("b")]))
        == FocusMove(from: nil, to: "a", reason: .reset))
    #expect(navigator.focus == "a")
  }

  @Test("nothing before or after survives: the first stop of the container")
  func container() {
    let before = tree([
      .container(id: "section", label: "Section", children: [stop("a"), stop("b")])
    ])
    var navigator = Navigator(tree: before)
    _ = navigator.next()
    let after = tree([
      .container(
        id: "section", label: "Section",
        children: [.container(id: "box", children: [stop("x")])])
    ])
    #expect(navigator.update(to: after) == FocusMove(from: "b", to: "x", reason: .container))
  }

  @Test("a container with nothing in it hands over to the next container up")
  func containerUp() {
    let before = tree([
      .container(
        id: "outer",
        children: [stop("a"), .container(id: "inner", children: [stop("b")])])
    ])
    var navigator = Navigator(tree: before)
    _ = navigator.next()
    let after = tree([
      .container(
        id: "outer", children: [.container(id: "inner", children: []), stop("z")])
    ])
    #expect(navigator.update(to: after) == FocusMove(from: "b", to: "z", reason: .container))
  }

  @Test("a new screen with no common container: the first stop")
  func firstStopOfNewScreen() {
    var navigator = Navigator(tree: tree([stop("a")]))
    let other = AccessibilityTree(
      root: .container(id: "other", children: [stop("p"), stop("q")]))
    #expect(navigator.update(to: other) == FocusMove(from: "a", to: "p", reason: .reset))
  }

  @Test("the place taken by a container: its first stop")
  func replacedByContainer() {
    var navigator = Navigator(tree: tree([stop("a"), stop("b"), stop("c")]))
    _ = navigator.next()
    let after = tree([
      stop("a"), .container(id: "box", children: [stop("x"), stop("y")]), stop("c"),
    ])
    #expect(navigator.update(to: after) == FocusMove(from: "b", to: "x", reason: .replaced))
  }

  @Test("an element that joins a group hands focus to the group")
  func joinsGroup() {
    var navigator = Navigator(tree: tree([stop("a"), stop("b")]))
    _ = navigator.next()
    let after = tree([
      stop("a"), .container(id: "card", label: "Card", role: .group, children: [stop("b")]),
    ])
    #expect(navigator.update(to: after) == FocusMove(from: "b", to: "card", reason: .container))
  }

  @Test("an element that becomes a container hands focus to its first stop")
  func becomesContainer() {
    var navigator = Navigator(tree: tree([stop("a"), stop("b")]))
    _ = navigator.next()
    let after = tree([stop("a"), .container(id: "b", children: [stop("b.1")])])
    #expect(navigator.update(to: after) == FocusMove(from: "b", to: "b.1", reason: .replaced))
  }

  @Test("10,000 customers: removing the focused one in the middle and at the end")
  func largeTree() throws {
    var navigator = try navigator(
      waiting: Array(1...10_000), processing: [], focus: "customer.5000")
    let move = navigator.update(
      to: bankScreen(waiting: Array(1...4_999) + Array(5_001...10_000), processing: []))
    #expect(move == FocusMove(from: "customer.5000", to: "customer.5001", reason: .replaced))
    #expect(navigator.moveFocus(to: "customer.10000") == .moved("customer.10000"))
    let end = navigator.update(
      to: bankScreen(waiting: Array(1...4_999) + Array(5_001...9_999), processing: []))
    #expect(end == FocusMove(from: "customer.10000", to: "customer.9999", reason: .previous))
  }

  // MARK: Modals

  @Test("a modal moves focus in; closing it returns focus")
  func modalInAndOut() throws {
    var navigator = try navigator(waiting: [1, 2], processing: [], focus: "reset")
    let open = bankScreen(
      waiting: [1, 2], processing: [], adding: [dialog("confirm", ["ok", "cancel"])])
    #expect(navigator.update(to: open) == FocusMove(from: "reset", to: "ok", reason: .modal))
    #expect(navigator.walkForward() == [.moved("cancel"), .boundary(.end)])
    #expect(navigator.update(to: open) == nil)
    let closed = bankScreen(waiting: [1, 2], processing: [])
    #expect(navigator.update(to: closed) == FocusMove(from: "cancel", to: "reset", reason: .modal))
    #expect(navigator.next() == .moved("time"))
  }

  @Test("closing a modal after the remembered element went away: its neighbour")
  func modalReturnsToNeighbour() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [], focus: "customer.3")
    let open = bankScreen(waiting: [1, 2, 3], processing: [], adding: [dialog("d", ["ok"])])
    #expect(navigator.update(to: open) == FocusMove(from: "customer.3", to: "ok", reason: .modal))
    let closed = bankScreen(waiting: [1, 2], processing: [])
    #expect(
      navigator.update(to: closed) == FocusMove(from: "ok", to: "customer.2", reason: .modal))
  }

  @Test("a modal on a modal: each close returns one level")
  func nestedModals() throws {
    var navigator = try navigator(waiting: [1], processing: [], focus: "add")
    let one = bankScreen(waiting: [1], processing: [], adding: [dialog("one", ["one.a", "one.b"])])
    #expect(navigator.update(to: one) == FocusMove(from: "add", to: "one.a", reason: .modal))
    _ = navigator.next()
    let two = bankScreen(
      waiting: [1], processing: [],
      adding: [dialog("one", ["one.a", "one.b"]), dialog("two", ["two.a"])])
    #expect(navigator.update(to: two) == FocusMove(from: "one.b", to: "two.a", reason: .modal))
    #expect(navigator.update(to: one) == FocusMove(from: "two.a", to: "one.b", reason: .modal))
    let none = bankScreen(waiting: [1], processing: [])
    #expect(navigator.update(to: none) == FocusMove(from: "one.b", to: "add", reason: .modal))
  }

  @Test("two modals closing at once return to the focus before the first")
  func bothModalsClose() throws {
    var navigator = try navigator(waiting: [1], processing: [], focus: "reset")
    let one = bankScreen(waiting: [1], processing: [], adding: [dialog("one", ["one.a"])])
    _ = navigator.update(to: one)
    let two = bankScreen(
      waiting: [1], processing: [], adding: [dialog("one", ["one.a"]), dialog("two", ["two.a"])])
    _ = navigator.update(to: two)
    let none = bankScreen(waiting: [1], processing: [])
    #expect(navigator.update(to: none) == FocusMove(from: "two.a", to: "reset", reason: .modal))
  }

  @Test("a modal replaced by another still returns to the focus before both")
  func modalReplaced() throws {
    var navigator = try navigator(waiting: [1], processing: [], focus: "reset")
    _ = navigator.update(
      to: bankScreen(waiting: [1], processing: [], adding: [dialog("one", ["one.a"])]))
    let two = bankScreen(waiting: [1], processing: [], adding: [dialog("two", ["two.a"])])
    #expect(navigator.update(to: two) == FocusMove(from: "one.a", to: "two.a", reason: .modal))
    let none = bankScreen(waiting: [1], processing: [])
    #expect(navigator.update(to: none) == FocusMove(from: "two.a", to: "reset", reason: .modal))
  }

  @Test("a modal present from the start: closing it goes to the first stop")
  func modalAtStart() {
    let open = bankScreen(waiting: [1], processing: [], adding: [dialog("d", ["ok"])])
    var navigator = Navigator(tree: open)
    #expect(navigator.focus == "ok")
    let closed = bankScreen(waiting: [1], processing: [])
    #expect(navigator.update(to: closed) == FocusMove(from: "ok", to: "title", reason: .modal))
  }

  @Test("an empty modal leaves nothing to focus until it closes")
  func emptyModal() throws {
    var navigator = try navigator(waiting: [1], processing: [], focus: "customer.1")
    let open = bankScreen(waiting: [1], processing: [], adding: [dialog("d", [])])
    #expect(navigator.update(to: open) == FocusMove(from: "customer.1", to: nil, reason: .reset))
    #expect(navigator.next() == .nothingToFocus)
    let closed = bankScreen(waiting: [1], processing: [])
    #expect(
      navigator.update(to: closed) == FocusMove(from: nil, to: "customer.1", reason: .modal))
  }

  @Test("focus inside a modal follows removals like anywhere else")
  func removalInsideModal() throws {
    var navigator = try navigator(waiting: [1], processing: [], focus: "add")
    _ = navigator.update(
      to: bankScreen(waiting: [1], processing: [], adding: [dialog("d", ["a", "b", "c"])]))
    _ = navigator.next()
    let move = navigator.update(
      to: bankScreen(waiting: [1], processing: [], adding: [dialog("d", ["a", "c"])]))
    #expect(move == FocusMove(from: "b", to: "c", reason: .replaced))
    let closed = bankScreen(waiting: [1], processing: [])
    #expect(navigator.update(to: closed) == FocusMove(from: "c", to: "add", reason: .modal))
  }

  // MARK: The ladder

  @Test("Ladder: nothing to focus, then something; present; gone")
  func ladder() {
    var navigator = Navigator(tree: tree([]))
    #expect(navigator.update(to: tree([])) == nil)
    #expect(navigator.focus == nil)
    let old = tree([stop("a"), stop("b")])
    #expect(navigator.update(to: old) == FocusMove(from: nil, to: "a", reason: .reset))
    #expect(navigator.update(to: old) == nil)
    #expect(
      navigator.update(to: tree([stop("b")])) == FocusMove(from: "a", to: "b", reason: .replaced))
    #expect(navigator.update(to: tree([])) == FocusMove(from: "b", to: nil, reason: .reset))
    #expect(navigator.focus == nil)
  }

  @Test("An update that touches neither the focus nor its ancestors leaves focus alone")
  func untouched() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [], focus: "customer.2")
    var update = TreeUpdate()
    update.remove("customer.1")
    update.change(Element(id: "time", label: "Work time", value: "00:01:000"))
    let applied = navigator.apply(update, reportingChanges: true)
    #expect(applied.focusMove == nil)
    #expect(applied.changes?.removed == ["customer.1"])
    #expect(applied.changes?.changed.map(\.id) == ["time"])
    #expect(navigator.apply(update).changes == nil, "changes only for a caller that asks")
    #expect(navigator.focus == "customer.2")
  }

  @Test("A focused element hidden by an update hands focus on, as if removed")
  func hiddenByAnUpdate() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [], focus: "customer.2")
    var hidden = Element(id: "customer.2", label: "2 - Deposit")
    hidden.isHidden = true
    let move = navigator.apply(TreeUpdate(entries: [.init(hidden, .unchanged)])).focusMove
    #expect(move == FocusMove(from: "customer.2", to: "customer.3", reason: .replaced))
  }

  @Test("A focused element that joins a group hands focus to the group")
  func joinsAGroup() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [], focus: "customer.2")
    let group = Element(id: "waiting", label: "Waiting", role: .group)
    let move = navigator.apply(TreeUpdate(entries: [.init(group, .unchanged)])).focusMove
    #expect(move == FocusMove(from: "customer.2", to: "waiting", reason: .container))
  }

  @Test("While a modal is open, the focus to return to follows removals")
  func rememberedFocusFollowsRemovals() throws {
    var navigator = try navigator(waiting: [1, 2, 3], processing: [], focus: "customer.2")
    var open = TreeUpdate()
    open.insert(dialog("d", ["ok"]), at: .last(in: "screen"))
    #expect(
      navigator.apply(open).focusMove == FocusMove(from: "customer.2", to: "ok", reason: .modal))
    var remove = TreeUpdate()
    remove.remove("customer.2")
    #expect(navigator.apply(remove).focusMove == nil)
    var close = TreeUpdate()
    close.remove("d")
    #expect(
      navigator.apply(close).focusMove == FocusMove(from: "ok", to: "customer.3", reason: .modal))
  }
}
