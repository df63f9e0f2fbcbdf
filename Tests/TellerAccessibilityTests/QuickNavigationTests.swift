import TellerAccessibility
import Testing

@Suite("Quick navigation")
struct QuickNavigationTests: NavigationFixtures {
  @Test("empty tree: nothing to focus for every kind")
  func emptyTree() {
    var navigator = Navigator(tree: tree([]))
    #expect(navigator.nextHeading() == .nothingToFocus)
    #expect(navigator.previousButton() == .nothingToFocus)
    #expect(navigator.nextList() == .nothingToFocus)
    #expect(navigator.move(.next, by: .custom("Any")) == .nothingToFocus)
  }

  @Test("one heading: focused already, so no more headings either way")
  func oneHeading() {
    var navigator = Navigator(tree: tree([heading("h", "Only", level: 1)]))
    #expect(navigator.nextHeading() == .noMore(.headings))
    #expect(navigator.previousHeading() == .noMore(.headings))
    #expect(navigator.focus == "h")
  }

  @Test("two headings: next, no more, previous")
  func twoHeadings() {
    var navigator = Navigator(
      tree: tree([heading("a", "A", level: 1), heading("b", "B", level: 1)]))
    #expect(navigator.nextHeading() == .moved("b"))
    #expect(navigator.nextHeading() == .noMore(.headings))
    #expect(navigator.previousHeading() == .moved("a"))
  }

  @Test("many: headings, buttons and lists across the bank screen")
  func bankScreenKinds() {
    var navigator = Navigator(tree: bankScreen(waiting: [1, 2], processing: [3]))
    #expect(navigator.nextButton() == .moved("add"))
    #expect(navigator.nextButton() == .moved("reset"))
    #expect(navigator.nextButton() == .noMore(.buttons))
    #expect(navigator.nextHeading() == .moved("waiting.heading"))
    #expect(navigator.nextList() == .moved("customer.1"))
    #expect(navigator.nextList() == .moved("customer.3"))
    #expect(navigator.nextList() == .noMore(.lists))
    #expect(navigator.previousHeading() == .moved("processing.heading"))
    #expect(navigator.previousList() == .moved("customer.1"))
    #expect(navigator.previousButton() == .moved("reset"))
    #expect(navigator.previousButton() == .moved("add"))
    #expect(navigator.previousButton() == .noMore(.buttons))
    #expect(navigator.focus == "add")
  }

  @Test("headings of one level")
  func headingLevels() {
    var navigator = Navigator(tree: bankScreen(waiting: [1], processing: [2]))
    #expect(navigator.nextHeading(level: 2) == .moved("waiting.heading"))
    #expect(navigator.nextHeading(level: 2) == .moved("processing.heading"))
    #expect(navigator.nextHeading(level: 2) == .noMore(.headingLevel(2)))
    #expect(navigator.previousHeading(level: 1) == .moved("title"))
    #expect(navigator.nextHeading(level: 3) == .noMore(.headingLevel(3)))
    #expect(navigator.nextHeading(level: 0) == .noMore(.headingLevel(0)))
    #expect(navigator.focus == "title")
  }

  @Test("any setting, without turning the rotor")
  func anySetting() {
    var navigator = Navigator(
      tree: tree([
        stop("a"), stop("live", liveRegion: .assertive), stop("knob", traits: .adjustable),
      ]),
      customRotors: [CustomRotor(name: "Knobs") { $0.isAdjustable }])
    #expect(navigator.move(.next, by: .updates) == .moved("live"))
    #expect(navigator.move(.next, by: .adjustValue) == .moved("knob"))
    // Quick navigation moves; it never adjusts.
    #expect(navigator.move(.next, by: .adjustValue) == .noMore(.adjustValue))
    #expect(navigator.move(.previous, by: .custom("Knobs")) == .noMore(.custom("Knobs")))
    _ = navigator.first()
    #expect(navigator.move(.next, by: .custom("Knobs")) == .moved("knob"))
    #expect(navigator.rotor.setting == .headings)
  }

  @Test("lists with no stop inside, or hidden lists, are skipped")
  func listsWithoutStops() {
    let hidden = TreeNode(
      Element(id: "hidden", isAccessibilityElement: false, isHidden: true, role: .list),
      children: [stop("h.1")])
    let grouped = TreeNode.container(
      id: "grouped", role: .list,
      children: [
        TreeNode(Element(id: "none", isAccessibilityElement: false), children: [])
      ])
    var navigator = Navigator(
      tree: tree([
        stop("a"), hidden, grouped, stop("between"),
        .container(id: "real", role: .list, children: [stop("r.1")]),
      ]))
    #expect(navigator.nextList() == .moved("r.1"))
    #expect(navigator.previousList() == .noMore(.lists))
    _ = navigator.moveFocus(to: "between")
    #expect(navigator.previousList() == .noMore(.lists))
  }

  @Test("in a modal, only matches inside it count")
  func modalScope() {
    let modal = TreeNode.container(
      id: "dialog", role: .modal,
      children: [stop("ok", traits: .button), heading("m", "Inside", level: 2)])
    var navigator = Navigator(
      tree: tree([heading("outside", "Outside", level: 1), modal, stop("after", traits: .button)]))
    #expect(navigator.focus == "ok")
    #expect(navigator.nextButton() == .noMore(.buttons))
    #expect(navigator.previousHeading() == .noMore(.headings))
    #expect(navigator.nextHeading() == .moved("m"))
  }

  @Test("10,000 customers: the last list item and back to the first heading")
  func largeTree() {
    var navigator = Navigator(tree: bankScreen(waiting: Array(1...9_999), processing: [10_000]))
    _ = navigator.moveFocus(to: "customer.5000")
    #expect(navigator.nextList() == .moved("customer.10000"))
    #expect(navigator.previousHeading() == .moved("processing.heading"))
    #expect(navigator.previousList() == .moved("customer.1"))
    #expect(navigator.previousHeading() == .moved("waiting.heading"))
  }
}
