import TellerAccessibility
import Testing

// MARK: Fixtures shared by the navigation suites

/// Builders for the trees the navigation suites walk; suites adopt it to
/// call them unqualified.
protocol NavigationFixtures {}

extension NavigationFixtures {
  /// A stop with a label.
  func stop(
    _ id: ElementID, _ label: String = "", traits: AccessibilityTraits = [],
    headingLevel: Int? = nil, liveRegion: LiveRegion = .off, actions: [String] = []
  ) -> TreeNode {
    TreeNode(
      Element(
        id: id, label: label.isEmpty ? id.rawValue : label, traits: traits,
        headingLevel: headingLevel, liveRegion: liveRegion,
        customActions: actions.map(CustomAction.init(name:))))
  }

  /// A heading stop.
  func heading(_ id: ElementID, _ label: String, level: Int) -> TreeNode {
    stop(id, label, traits: .header, headingLevel: level)
  }

  /// A tree whose unlabelled root holds the elements.
  func tree(_ children: [TreeNode]) -> AccessibilityTree {
    AccessibilityTree(root: .container(id: "root", children: children))
  }

  /// A customer row, a stop in a list.
  func customer(_ number: Int) -> TreeNode {
    stop(ElementID("customer.\(number)"), "\(number) - Deposit", actions: ["Details"])
  }

  /// The bank screen: a title, two buttons, the work time, and the Waiting and
  /// Processing lists, each under its heading.
  func bankScreen(waiting: [Int], processing: [Int]) -> AccessibilityTree {
    AccessibilityTree(root: bankScreenNode(waiting: waiting, processing: processing))
  }

  /// The bank screen's nested nodes.
  func bankScreenNode(waiting: [Int], processing: [Int]) -> TreeNode {
    .container(
      id: "screen", label: "Teller",
      children: [
        heading("title", "Bank", level: 1),
        stop("add", "Add 10 customers", traits: .button),
        stop("reset", "Reset", traits: .button),
        TreeNode(
          Element(id: "time", label: "Work time", value: "00:00:000", traits: .updatesFrequently)),
        heading("waiting.heading", "Waiting", level: 2),
        .container(id: "waiting", label: "Waiting", role: .list, children: waiting.map(customer)),
        heading("processing.heading", "Processing", level: 2),
        .container(
          id: "processing", label: "Processing", role: .list, children: processing.map(customer)),
      ])
  }
}

extension Navigator {
  /// Calls `next()` until it stops moving and returns every outcome.
  mutating func walkForward(limit: Int = 100) -> [NavigationOutcome] {
    var outcomes: [NavigationOutcome] = []
    for _ in 0..<limit {
      let outcome = next()
      outcomes.append(outcome)
      if case .moved = outcome { continue }
      break
    }
    return outcomes
  }

  /// Calls `previous()` until it stops moving and returns every outcome.
  mutating func walkBackward(limit: Int = 100) -> [NavigationOutcome] {
    var outcomes: [NavigationOutcome] = []
    for _ in 0..<limit {
      let outcome = previous()
      outcomes.append(outcome)
      if case .moved = outcome { continue }
      break
    }
    return outcomes
  }
}

// MARK: Suite

@Suite("Navigator")
struct NavigatorTests: NavigationFixtures {
  // MARK: Ladder: empty, one, two, many

  @Test("an empty tree focuses nothing and every command says so")
  func emptyTree() {
    var navigator = Navigator(tree: tree([]))
    #expect(navigator.focus == nil)
    #expect(navigator.focusedElement == nil)
    #expect(navigator.next() == .nothingToFocus)
    #expect(navigator.previous() == .nothingToFocus)
    #expect(navigator.first() == .nothingToFocus)
    #expect(navigator.last() == .nothingToFocus)
    #expect(navigator.activate() == .nothingToFocus)
    #expect(navigator.increment() == .nothingToFocus)
    #expect(navigator.performCustomAction(named: "Details") == .nothingToFocus)
    #expect(navigator.focus == nil)
  }

  @Test("a hidden root leaves nothing to focus")
  func hiddenRoot() {
    let root = TreeNode(
      Element(id: "root", isAccessibilityElement: false, isHidden: true), children: [stop("a")])
    var navigator = Navigator(tree: AccessibilityTree(root: root))
    #expect(navigator.focus == nil)
    #expect(navigator.next() == .nothingToFocus)
  }

  @Test("one element: focused at once, both ends are boundaries")
  func oneElement() {
    var navigator = Navigator(tree: tree([stop("a")]))
    #expect(navigator.focus == "a")
    #expect(navigator.next() == .boundary(.end))
    #expect(navigator.previous() == .boundary(.start))
    #expect(navigator.first() == .moved("a"))
    #expect(navigator.last() == .moved("a"))
    #expect(navigator.focus == "a")
  }

  @Test("two elements: next, end, previous, start")
  func twoElements() {
    var navigator = Navigator(tree: tree([stop("a"), stop("b")]))
    #expect(navigator.focus == "a")
    #expect(navigator.previous() == .boundary(.start))
    #expect(navigator.next() == .moved("b"))
    #expect(navigator.next() == .boundary(.end))
    #expect(navigator.focus == "b")
    #expect(navigator.previous() == .moved("a"))
    #expect(navigator.focus == "a")
  }

  @Test("many elements: the whole screen in reading order, never wrapping")
  func manyElements() {
    var navigator = Navigator(tree: bankScreen(waiting: [1, 2, 3], processing: [4]))
    #expect(navigator.focus == "title")
    let forward = navigator.walkForward()
    let expected: [ElementID] = [
      "add", "reset", "time", "waiting.heading", "customer.1", "customer.2", "customer.3",
      "processing.heading", "customer.4",
    ]
    #expect(forward == expected.map(NavigationOutcome.moved) + [.boundary(.end)])
    #expect(navigator.focus == "customer.4")
    let backward = navigator.walkBackward()
    let expectedBack = (["title"] + expected.dropLast()).reversed().map(NavigationOutcome.moved)
    #expect(backward == expectedBack + [.boundary(.start)])
    #expect(navigator.last() == .moved("customer.4"))
    #expect(navigator.first() == .moved("title"))
  }

  // MARK: Structure

  @Test("a hidden subtree is skipped")
  func hiddenSubtree() {
    let hidden = TreeNode(
      Element(id: "panel", isAccessibilityElement: false, isHidden: true),
      children: [stop("secret.1"), stop("secret.2")])
    var navigator = Navigator(tree: tree([stop("a"), hidden, stop("b", traits: .button)]))
    #expect(navigator.walkForward() == [.moved("b"), .boundary(.end)])
    #expect(navigator.moveFocus(to: "secret.1") == .notFocusable("secret.1"))
    #expect(navigator.focus == "b")
  }

  @Test("nested containers are read through; a group is one stop")
  func nestedGroups() {
    let group = TreeNode.container(
      id: "card", label: "Card", role: .group, children: [stop("card.name"), stop("card.value")])
    let outer = TreeNode.container(
      id: "outer",
      children: [
        stop("a"), .container(id: "inner", children: [stop("b"), group]), stop("c"),
      ])
    var navigator = Navigator(tree: tree([outer, stop("d")]))
    #expect(
      navigator.walkForward() == [
        .moved("b"), .moved("card"), .moved("c"), .moved("d"), .boundary(.end),
      ])
    #expect(navigator.moveFocus(to: "card.name") == .notFocusable("card.name"))
    #expect(navigator.moveFocus(to: "inner") == .notFocusable("inner"))
  }

  @Test("inside a modal, navigation stays in the modal")
  func modalScope() {
    let modal = TreeNode.container(
      id: "dialog", label: "Confirm reset", role: .modal,
      children: [stop("ok", "OK", traits: .button), stop("cancel", "Cancel", traits: .button)])
    var navigator = Navigator(tree: tree([stop("a"), modal, stop("b")]))
    #expect(navigator.focus == "ok")
    #expect(navigator.next() == .moved("cancel"))
    #expect(navigator.next() == .boundary(.end))
    #expect(navigator.first() == .moved("ok"))
    #expect(navigator.previous() == .boundary(.start))
    #expect(navigator.last() == .moved("cancel"))
    #expect(navigator.moveFocus(to: "a") == .notFocusable("a"))
    #expect(navigator.focus == "cancel")
  }

  @Test("moving focus to an element")
  func moveFocusToElement() {
    var navigator = Navigator(tree: bankScreen(waiting: [1, 2], processing: []))
    #expect(navigator.moveFocus(to: "customer.2") == .moved("customer.2"))
    #expect(navigator.focus == "customer.2")
    #expect(navigator.focusedElement?.label == "2 - Deposit")
    #expect(navigator.next() == .moved("processing.heading"))
    #expect(navigator.moveFocus(to: "waiting") == .notFocusable("waiting"))
    #expect(navigator.moveFocus(to: "nobody") == .notFocusable("nobody"))
    #expect(navigator.focus == "processing.heading")
  }

  // MARK: Acting

  @Test(
    "activating buttons, links, toggles and keys",
    arguments: [
      AccessibilityTraits.button, .link, .toggleButton, .keyboardKey, [.button, .selected],
    ])
  func activateActionable(traits: AccessibilityTraits) {
    let navigator = Navigator(tree: tree([stop("x", traits: traits)]))
    #expect(navigator.activate() == .perform(ElementAction(element: "x", kind: .activate)))
  }

  @Test("an element with custom actions can be activated")
  func activateWithCustomActions() {
    let navigator = Navigator(tree: tree([customer(7)]))
    #expect(
      navigator.activate() == .perform(ElementAction(element: "customer.7", kind: .activate)))
  }

  @Test(
    "text, headings, adjustables and dimmed buttons are not actionable",
    arguments: [
      AccessibilityTraits(), .staticText, .header, .adjustable, [.button, .notEnabled],
    ])
  func activateNotActionable(traits: AccessibilityTraits) {
    let navigator = Navigator(tree: tree([stop("x", traits: traits)]))
    #expect(navigator.activate() == .notActionable("x"))
  }

  @Test("incrementing and decrementing an adjustable element")
  func adjust() {
    var navigator = Navigator(
      tree: tree([
        stop("speed", "Speed", traits: .adjustable), stop("reset", traits: .button),
        stop("dim", traits: [.adjustable, .notEnabled]),
      ]))
    #expect(navigator.increment() == .perform(ElementAction(element: "speed", kind: .increment)))
    #expect(navigator.decrement() == .perform(ElementAction(element: "speed", kind: .decrement)))
    _ = navigator.next()
    #expect(navigator.increment() == .notAdjustable("reset"))
    #expect(navigator.decrement() == .notAdjustable("reset"))
    _ = navigator.next()
    #expect(navigator.increment() == .notAdjustable("dim"))
  }

  @Test("custom actions by name")
  func customActions() {
    var navigator = Navigator(
      tree: tree([
        stop("c", actions: ["Serve next", "Remove"]), stop("plain"),
        stop("dim", traits: .notEnabled, actions: ["Remove"]),
      ]))
    #expect(
      navigator.performCustomAction(named: "Remove")
        == .perform(ElementAction(element: "c", kind: .custom("Remove"))))
    #expect(navigator.performCustomAction(named: "Delete") == .noSuchAction("c", name: "Delete"))
    _ = navigator.next()
    #expect(
      navigator.performCustomAction(named: "Remove") == .noSuchAction("plain", name: "Remove"))
    _ = navigator.next()
    #expect(navigator.performCustomAction(named: "Remove") == .notActionable("dim"))
  }

  @Test("acting never moves focus")
  func actingKeepsFocus() {
    var navigator = Navigator(tree: bankScreen(waiting: [1], processing: []))
    _ = navigator.moveFocus(to: "reset")
    _ = navigator.activate()
    _ = navigator.increment()
    _ = navigator.performCustomAction(named: "Details")
    #expect(navigator.focus == "reset")
  }
}
