import TellerAccessibility
import Testing

extension Navigator {
  /// Turns the rotor forward until it shows a setting; records that it got there.
  mutating func turnRotor(to setting: RotorSetting) {
    let known = selectRotorSetting(setting)
    #expect(known)
    #expect(rotor.setting == setting)
  }
}

@Suite("Rotor")
struct RotorTests: NavigationFixtures {
  /// A screen with every kind of rotor match: headings of levels 1 and 2,
  /// buttons, a live region, an adjustable element and two lists, one empty.
  private func mixedScreen() -> AccessibilityTree {
    tree([
      heading("h1", "Teller", level: 1),
      stop("add", traits: .button),
      stop("status", liveRegion: .polite),
      heading("h2.a", "Waiting", level: 2),
      .container(id: "empty", label: "Nobody", role: .list, children: []),
      .container(id: "list.a", role: .list, children: [stop("a.1"), stop("a.2")]),
      stop("speed", traits: .adjustable),
      heading("h2.b", "Processing", level: 2),
      .container(id: "list.b", role: .list, children: [stop("b.1")]),
      stop("toggle", traits: .toggleButton),
      stop("time", traits: .updatesFrequently),
      stop("volume", traits: .adjustable),
    ])
  }

  // MARK: Settings and turning

  @Test("turning visits every setting in order and wraps around")
  func turningOrder() {
    var navigator = Navigator(
      tree: mixedScreen(), customRotors: [CustomRotor(name: "Loans") { _ in false }])
    #expect(navigator.rotor.setting == .headings)
    let expected: [RotorSetting] = [
      .headingLevel(1), .headingLevel(2), .buttons, .lists, .updates, .adjustValue,
      .custom("Loans"), .headings,
    ]
    var turned: [NavigationOutcome] = []
    for _ in expected { turned.append(navigator.turnRotor(.next)) }
    #expect(turned == expected.map(NavigationOutcome.rotorChanged))
    #expect(navigator.turnRotor(.previous) == .rotorChanged(.custom("Loans")))
    #expect(navigator.turnRotor(.previous) == .rotorChanged(.adjustValue))
  }

  @Test("only heading levels present among the stops are offered")
  func headingLevelsPresent() {
    let none = Rotor.settings(in: tree([stop("a")]))
    #expect(none == [.headings, .buttons, .lists, .tables, .updates, .adjustValue])
    let some = Rotor.settings(
      in: tree([
        heading("x", "X", level: 4), heading("y", "Y", level: 2), heading("z", "Z", level: 4),
        heading("bad", "Bad", level: 7), stop("notHeader", headingLevel: 3),
      ]))
    #expect(some == [.headings, .headingLevel(2), .headingLevel(4)] + none.dropFirst())
  }

  @Test("heading levels outside a modal are not offered")
  func headingLevelsInModal() {
    let modal = TreeNode.container(
      id: "dialog", role: .modal, children: [heading("in", "In", level: 3)])
    let settings = Rotor.settings(in: tree([heading("out", "Out", level: 1), modal]))
    #expect(settings.contains(.headingLevel(3)))
    #expect(!settings.contains(.headingLevel(1)))
  }

  @Test("an empty tree offers only the current setting, and there is nothing to move to")
  func emptyTree() {
    var navigator = Navigator(tree: tree([]))
    #expect(navigator.rotorSettings == [.headings])
    #expect(navigator.turnRotor(.next) == .rotorChanged(.headings))
    #expect(navigator.moveByRotor(.next) == .nothingToFocus)
  }

  @Test("turning offers only what the screen has, as VoiceOver does")
  func offersOnlyWhatTheScreenHas() {
    let loans = CustomRotor(name: "Loans", tags: ElementTags(rawValue: 1))
    let deposits = CustomRotor(name: "Deposits", tags: ElementTags(rawValue: 2))
    let anything = CustomRotor(name: "Anything") { _ in nil }
    var loan = stop("loan.1")
    loan.element.tags = ElementTags(rawValue: 1)
    var navigator = Navigator(
      tree: tree([heading("h", "H", level: 2), stop("b", traits: .button), loan]),
      customRotors: [loans, deposits, anything])
    // No list, no live region, nothing adjustable, no deposit customer;
    // a rotor with a search of its own cannot be asked, so it is offered.
    #expect(
      navigator.rotorSettings == [
        .headings, .headingLevel(2), .buttons, .custom("Loans"), .custom("Anything"),
      ])
    var turned: [RotorSetting] = []
    for _ in 0..<5 {
      if case .rotorChanged(let setting) = navigator.turnRotor(.next) { turned.append(setting) }
    }
    #expect(
      turned == [.headingLevel(2), .buttons, .custom("Loans"), .custom("Anything"), .headings])
    // Everything is still known by name.
    #expect(
      navigator.knownRotorSettings == [
        .headings, .headingLevel(2), .buttons, .lists, .tables, .updates, .adjustValue,
        .custom("Loans"), .custom("Deposits"), .custom("Anything"),
      ])
  }

  @Test("the current setting stays offered in its place when its matches go")
  func currentStaysOffered() {
    var navigator = Navigator(tree: mixedScreen())
    navigator.turnRotor(to: .adjustValue)
    _ = navigator.update(to: tree([heading("h", "H", level: 1), stop("b", traits: .button)]))
    #expect(navigator.rotor.setting == .adjustValue)
    #expect(navigator.rotorSettings == [.headings, .headingLevel(1), .buttons, .adjustValue])
    #expect(navigator.turnRotor(.next) == .rotorChanged(.headings))
    #expect(!navigator.rotorSettings.contains(.adjustValue))
    // Chosen by name, it is set even where nothing matches.
    navigator.turnRotor(to: .updates)
    #expect(navigator.moveByRotor(.next) == .noMore(.updates))
    let unknown = navigator.selectRotorSetting(.headingLevel(4))
    #expect(!unknown)
    #expect(navigator.rotor.setting == .updates)
  }

  @Test("a setting missing from the list turns from Headings")
  func turnFromUnknown() {
    var rotor = Rotor(setting: .headingLevel(5))
    #expect(rotor.turn(.next, among: [.headings, .buttons]) == .buttons)
    var other = Rotor(setting: .custom("Gone"))
    #expect(other.turn(.previous, among: [.headings, .buttons, .lists]) == .lists)
  }

  // MARK: Moving by setting

  @Test("Down and Up move between headings and stop at the last one")
  func headings() {
    var navigator = Navigator(tree: mixedScreen())
    #expect(navigator.moveByRotor(.previous) == .noMore(.headings))
    #expect(navigator.focus == "h1")
    #expect(navigator.moveByRotor(.next) == .moved("h2.a"))
    #expect(navigator.moveByRotor(.next) == .moved("h2.b"))
    #expect(navigator.moveByRotor(.next) == .noMore(.headings))
    #expect(navigator.focus == "h2.b")
    #expect(navigator.moveByRotor(.previous) == .moved("h2.a"))
  }

  @Test("heading level 2 skips level 1")
  func headingLevel() {
    var navigator = Navigator(tree: mixedScreen())
    navigator.turnRotor(to: .headingLevel(2))
    #expect(navigator.moveByRotor(.next) == .moved("h2.a"))
    #expect(navigator.moveByRotor(.next) == .moved("h2.b"))
    #expect(navigator.moveByRotor(.next) == .noMore(.headingLevel(2)))
    navigator.turnRotor(to: .headingLevel(1))
    #expect(navigator.moveByRotor(.next) == .noMore(.headingLevel(1)))
    #expect(navigator.moveByRotor(.previous) == .moved("h1"))
  }

  @Test("buttons include toggle buttons")
  func buttons() {
    var navigator = Navigator(tree: mixedScreen())
    navigator.turnRotor(to: .buttons)
    #expect(navigator.moveByRotor(.next) == .moved("add"))
    #expect(navigator.moveByRotor(.next) == .moved("toggle"))
    #expect(navigator.moveByRotor(.next) == .noMore(.buttons))
  }

  @Test("lists focus their first stop and skip empty lists")
  func lists() {
    var navigator = Navigator(tree: mixedScreen())
    navigator.turnRotor(to: .lists)
    #expect(navigator.moveByRotor(.next) == .moved("a.1"))
    #expect(navigator.moveByRotor(.next) == .moved("b.1"))
    #expect(navigator.moveByRotor(.next) == .noMore(.lists))
    #expect(navigator.moveByRotor(.previous) == .moved("a.1"))
    #expect(navigator.moveByRotor(.previous) == .noMore(.lists))
    #expect(navigator.focus == "a.1")
  }

  @Test("Up inside a list goes to the list's start, then to the list before")
  func listsFromInside() {
    var navigator = Navigator(tree: mixedScreen())
    navigator.turnRotor(to: .lists)
    _ = navigator.moveFocus(to: "a.2")
    #expect(navigator.moveByRotor(.next) == .moved("b.1"))
    _ = navigator.moveFocus(to: "a.2")
    #expect(navigator.moveByRotor(.previous) == .moved("a.1"))
    _ = navigator.moveFocus(to: "volume")
    #expect(navigator.moveByRotor(.previous) == .moved("b.1"))
  }

  @Test("nested lists: the inner list counts when it starts after the focus")
  func nestedLists() {
    let inner = TreeNode.container(id: "inner", role: .list, children: [stop("i.1")])
    let outer = TreeNode.container(
      id: "outer", role: .list, children: [stop("o.1"), inner, stop("o.3")])
    var navigator = Navigator(tree: tree([stop("top"), outer]))
    #expect(navigator.move(.next, by: .lists) == .moved("o.1"))
    #expect(navigator.move(.next, by: .lists) == .moved("i.1"))
    #expect(navigator.move(.next, by: .lists) == .noMore(.lists))
    #expect(navigator.move(.previous, by: .lists) == .moved("o.1"))
  }

  @Test("updates are live regions and frequently updating elements")
  func updates() {
    var navigator = Navigator(tree: mixedScreen())
    navigator.turnRotor(to: .updates)
    #expect(navigator.moveByRotor(.next) == .moved("status"))
    #expect(navigator.moveByRotor(.next) == .moved("time"))
    #expect(navigator.moveByRotor(.next) == .noMore(.updates))
  }

  @Test("adjust value moves to adjustables, then Up increments and Down decrements")
  func adjustValue() {
    var navigator = Navigator(tree: mixedScreen())
    navigator.turnRotor(to: .adjustValue)
    #expect(navigator.moveByRotor(.previous) == .noMore(.adjustValue))
    #expect(navigator.moveByRotor(.next) == .moved("speed"))
    #expect(
      navigator.moveByRotor(.previous)
        == .perform(ElementAction(element: "speed", kind: .increment)))
    #expect(
      navigator.moveByRotor(.next) == .perform(ElementAction(element: "speed", kind: .decrement)))
    #expect(navigator.focus == "speed")
    _ = navigator.next()
    #expect(navigator.moveByRotor(.next) == .moved("volume"))
    _ = navigator.previous()
    #expect(navigator.moveByRotor(.previous) == .moved("speed"))
  }

  @Test("a setting with no match says no more and leaves focus")
  func noMatches() {
    var navigator = Navigator(tree: tree([stop("a"), stop("b"), stop("c")]))
    _ = navigator.next()
    for setting in [RotorSetting.headings, .buttons, .lists, .updates, .adjustValue] {
      navigator.turnRotor(to: setting)
      #expect(navigator.moveByRotor(.next) == .noMore(setting))
      #expect(navigator.moveByRotor(.previous) == .noMore(setting))
      #expect(navigator.focus == "b")
    }
  }

  @Test("one match: reached once, then no more either way")
  func oneMatch() {
    var navigator = Navigator(tree: tree([stop("a"), heading("h", "H", level: 1)]))
    #expect(navigator.moveByRotor(.next) == .moved("h"))
    #expect(navigator.moveByRotor(.next) == .noMore(.headings))
    #expect(navigator.moveByRotor(.previous) == .noMore(.headings))
  }

  // MARK: Tree updates

  @Test("a heading level that disappears sends the rotor back to Headings")
  func fallbackAfterUpdate() {
    let withThree = tree([heading("a", "A", level: 1), heading("b", "B", level: 3)])
    var navigator = Navigator(tree: withThree)
    navigator.turnRotor(to: .headingLevel(3))
    _ = navigator.update(to: tree([heading("a", "A", level: 1), heading("c", "C", level: 3)]))
    #expect(navigator.rotor.setting == .headingLevel(3))
    _ = navigator.update(to: tree([heading("a", "A", level: 1), heading("c", "C", level: 2)]))
    #expect(navigator.rotor.setting == .headings)
  }

  @Test("other settings survive any update")
  func settingsSurvive() {
    var navigator = Navigator(tree: mixedScreen())
    navigator.turnRotor(to: .buttons)
    _ = navigator.update(to: tree([]))
    #expect(navigator.rotor.setting == .buttons)
  }
}

@Suite("Custom rotor")
struct CustomRotorTests: NavigationFixtures {
  /// A list of deposit and loan customers whose IDs name their work type.
  private func customers(_ kinds: String) -> AccessibilityTree {
    let rows = kinds.enumerated().map { offset, kind in
      stop(ElementID("\(kind == "L" ? "loan" : "deposit").\(offset + 1)"))
    }
    return tree([stop("add", traits: .button), .container(id: "list", role: .list, children: rows)])
  }

  private let loans = CustomRotor(name: "Loan customers") { $0.id.rawValue.hasPrefix("loan.") }

  @Test("a matching rotor moves between loan customers and stops at the ends")
  func loanCustomers() {
    var navigator = Navigator(tree: customers("DLDDLL"), customRotors: [loans])
    navigator.turnRotor(to: .custom("Loan customers"))
    #expect(navigator.moveByRotor(.previous) == .noMore(.custom("Loan customers")))
    #expect(navigator.moveByRotor(.next) == .moved("loan.2"))
    #expect(navigator.moveByRotor(.next) == .moved("loan.5"))
    #expect(navigator.moveByRotor(.next) == .moved("loan.6"))
    #expect(navigator.moveByRotor(.next) == .noMore(.custom("Loan customers")))
    #expect(navigator.focus == "loan.6")
    _ = navigator.moveFocus(to: "deposit.4")
    #expect(navigator.moveByRotor(.previous) == .moved("loan.2"))
  }

  @Test("with no loan customers there is no more, and focus stays")
  func noLoanCustomers() {
    var navigator = Navigator(tree: customers("DD"), customRotors: [loans])
    navigator.turnRotor(to: .custom("Loan customers"))
    #expect(navigator.moveByRotor(.next) == .noMore(.custom("Loan customers")))
    #expect(navigator.focus == "add")
  }

  @Test("a search gets the tree, the focus and the direction")
  func searchRequest() {
    let echo = CustomRotor(name: "Echo") { search in
      // Next goes to the stop named like the focus plus ".next"; previous to "back".
      search.direction == .next
        ? search.focus.map { ElementID("\($0.rawValue).next") } : ElementID("back")
    }
    var navigator = Navigator(
      tree: tree([stop("back"), stop("a"), stop("a.next")]), customRotors: [echo])
    _ = navigator.next()
    #expect(navigator.move(.next, by: .custom("Echo")) == .moved("a.next"))
    #expect(navigator.move(.previous, by: .custom("Echo")) == .moved("back"))
  }

  @Test("a search that returns the focus or a missing element finds nothing")
  func invalidResults() {
    let stay = CustomRotor(name: "Stay") { $0.focus }
    let missing = CustomRotor(name: "Missing") { _ in "nobody" }
    var navigator = Navigator(tree: tree([stop("a"), stop("b")]), customRotors: [stay, missing])
    #expect(navigator.move(.next, by: .custom("Stay")) == .noMore(.custom("Stay")))
    #expect(navigator.move(.next, by: .custom("Missing")) == .noMore(.custom("Missing")))
    #expect(navigator.move(.next, by: .custom("Unregistered")) == .noMore(.custom("Unregistered")))
    #expect(navigator.focus == "a")
  }

  @Test("registering adds after the others; the same name replaces in place")
  func registering() {
    var navigator = Navigator(tree: tree([stop("a"), stop("b")]))
    navigator.register(CustomRotor(name: "One") { _ in false })
    navigator.register(CustomRotor(name: "Two") { _ in false })
    navigator.register(CustomRotor(name: "One") { $0.id == "b" })
    #expect(navigator.customRotors.map(\.name) == ["One", "Two"])
    #expect(Array(navigator.rotorSettings.suffix(2)) == [.custom("One"), .custom("Two")])
    #expect(navigator.move(.next, by: .custom("One")) == .moved("b"))
  }

  @Test("duplicate names at creation keep the last rotor")
  func duplicateAtInit() {
    var navigator = Navigator(
      tree: tree([stop("a"), stop("b")]),
      customRotors: [CustomRotor(name: "X") { _ in false }, CustomRotor(name: "X") { _ in true }])
    #expect(navigator.customRotors.count == 1)
    #expect(navigator.move(.next, by: .custom("X")) == .moved("b"))
  }

  @Test("unregistering the current rotor falls back to Headings")
  func unregistering() {
    var navigator = Navigator(tree: tree([stop("a")]), customRotors: [loans])
    navigator.turnRotor(to: .custom("Loan customers"))
    navigator.unregisterRotor(named: "Loan customers")
    #expect(navigator.rotor.setting == .headings)
    #expect(!navigator.rotorSettings.contains(.custom("Loan customers")))
  }

  @Test("the setting carries the rotor's name")
  func setting() {
    #expect(loans.setting == .custom("Loan customers"))
  }
}
