import Foundation
import TellerAccessibility
import TellerApp
import TellerBank
import TellerTestSupport
import Testing

/// Prints a tree as indented text: one element a line with its ID, label,
/// value, spoken value, hint, traits, heading level and role.
private func dump(_ element: Element, depth: Int = 0, into lines: inout [String]) {
  var line = String(repeating: "  ", count: depth) + element.id.rawValue
  if !element.label.isEmpty { line += " label=\"\(element.label)\"" }
  if !element.value.isEmpty { line += " value=\"\(element.value)\"" }
  if !element.spokenValue.isEmpty { line += " spoken=\"\(element.spokenValue)\"" }
  if !element.hint.isEmpty { line += " hint=\"\(element.hint)\"" }
  let traitNames: [(AccessibilityTraits, String)] = [
    (.button, "button"), (.header, "header"), (.staticText, "staticText"),
    (.summaryElement, "summaryElement"), (.updatesFrequently, "updatesFrequently"),
    (.notEnabled, "notEnabled"), (.selected, "selected"), (.adjustable, "adjustable"),
  ]
  let traits = traitNames.filter { element.traits.contains($0.0) }.map(\.1)
  if !traits.isEmpty { line += " traits=" + traits.joined(separator: ",") }
  if let level = element.headingLevel { line += " level=\(level)" }
  if element.role != .none { line += " role=\(element.role.rawValue)" }
  if element.liveRegion != .off { line += " live=\(element.liveRegion.rawValue)" }
  if !element.isAccessibilityElement { line += " stop=no" }
  lines.append(line)
  for child in element.children { dump(child, depth: depth + 1, into: &lines) }
}

private func dump(_ element: Element) -> [String] {
  var lines: [String] = []
  dump(element, into: &lines)
  return lines
}

/// The busy bank of the snapshots: ten customers added at 0, seen at 1.5 s.
private func busyBank() -> Bank {
  var bank = Bank(configuration: BankConfiguration(seed: 4))
  _ = bank.addCustomers()
  _ = bank.advance(to: .milliseconds(1500))
  return bank
}

private func findList(_ root: Element, _ id: ElementID) -> Element? {
  root.children.first { $0.id == id }
}

@Suite("Bank screen")
struct BankScreenTests {
  static let languages: [(Language, String)] = [(.english, "en"), (.korean, "ko")]

  @Test("Idle screen snapshot", arguments: languages)
  func idleSnapshot(_ language: Language, _ suffix: String) throws {
    let root = BankScreen.build(bank: Bank(), catalog: Catalog(language: language))
    try Snapshot("screen-idle-\(suffix)").expect(dump(root))
  }

  @Test("Busy screen snapshot", arguments: languages)
  func busySnapshot(_ language: Language, _ suffix: String) throws {
    let root = BankScreen.build(bank: busyBank(), catalog: Catalog(language: language))
    try Snapshot("screen-busy-\(suffix)").expect(dump(root))
  }

  @Test("Help screen snapshot", arguments: languages)
  func helpSnapshot(_ language: Language, _ suffix: String) throws {
    let root = BankScreen.build(
      bank: Bank(), showingHelp: true, catalog: Catalog(language: language))
    try Snapshot("screen-help-\(suffix)").expect(dump(root))
  }

  @Test("IDs are unique and stable across rebuilds")
  func stableIDs() {
    let bank = busyBank()
    let a = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .english))
    let b = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .korean))
    let ids = a.nodes.map(\.element.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids == b.nodes.map(\.element.id), "the language does not change IDs")
    var later = bank
    _ = later.advance(to: .seconds(100))
    let c = AccessibilityTree(root: BankScreen.build(bank: later, catalog: .english))
    let fixed: [ElementID] = [
      "screen", "title", "summary", "button.add", "button.reset", "worktime", "heading.waiting",
      "list.waiting", "heading.processing", "list.processing",
    ]
    for id in fixed {
      #expect(a.index(of: id) != nil, "\(id) while busy")
      #expect(c.index(of: id) != nil, "\(id) when idle")
    }
  }

  @Test("A customer keeps their ID from Waiting to Processing")
  func customerMoves() throws {
    var bank = Bank(configuration: BankConfiguration(loanShare: 0, seed: 1))
    _ = bank.addCustomers()
    // Two deposit clerks: customers 1 and 2 start at once; 3 starts at 0.7 s.
    let before = BankScreen.build(bank: bank, catalog: .english)
    let waiting = try #require(findList(before, "list.waiting"))
    let processing = try #require(findList(before, "list.processing"))
    #expect(waiting.children.map(\.id).contains("customer.3"))
    #expect(!processing.children.map(\.id).contains("customer.3"))
    _ = bank.advance(to: .milliseconds(700))
    let after = BankScreen.build(bank: bank, catalog: .english)
    let waitingAfter = try #require(findList(after, "list.waiting"))
    let processingAfter = try #require(findList(after, "list.processing"))
    #expect(!waitingAfter.children.map(\.id).contains("customer.3"))
    let moved = try #require(processingAfter.children.first { $0.id == "customer.3" })
    #expect(moved.label == "Customer 3, deposit, clerk 1")
    let diff = TreeDiff(from: AccessibilityTree(root: before), to: AccessibilityTree(root: after))
    #expect(!diff.added.contains("customer.3"))
    #expect(!diff.removed.contains("customer.3"))
    #expect(diff.removed.contains("customer.1"))
  }

  @Test("Empty lists hold no items; a note after each says it is empty")
  func placeholders() {
    let tree = AccessibilityTree(root: BankScreen.build(bank: Bank(), catalog: .english))
    let stops = tree.stops.map(\.id)
    #expect(stops.contains("waiting.empty"))
    #expect(stops.contains("processing.empty"))
    #expect(tree.element("waiting.empty")?.label == "No customers waiting")
    #expect(tree.element("processing.empty")?.label == "No customers being served")
    let node = tree.nodes[tree.index(of: "waiting.empty")!]
    #expect(node.listPosition == nil, "a note is not read as '1 of 1'")
    let list = tree.nodes[tree.index(of: "list.waiting")!]
    #expect(list.element.children.isEmpty)
    let busy = AccessibilityTree(root: BankScreen.build(bank: busyBank(), catalog: .english))
    #expect(busy.index(of: "waiting.empty") == nil)
    #expect(busy.index(of: "processing.empty") == nil)
  }

  @Test("Reading order: title, summary, buttons, work time, then each section")
  func readingOrder() {
    let tree = AccessibilityTree(root: BankScreen.build(bank: Bank(), catalog: .english))
    #expect(
      tree.stops.map(\.id) == [
        "title", "summary", "button.add", "button.reset", "worktime", "heading.waiting",
        "waiting.empty", "heading.processing", "processing.empty",
      ])
  }

  @Test("Headings and the work time carry their values")
  func values() throws {
    let state = ScreenState(
      waiting: (1...7).map { Customer(number: $0, workType: .deposit, arrival: .zero) },
      workTime: .milliseconds(4400), isTimerRunning: true, batchSize: 1000)
    let root = BankScreen.build(state)
    let tree = AccessibilityTree(root: root)
    let time = try #require(tree.element("worktime"))
    #expect(time.label == "Work time")
    #expect(time.value == "00:04:400")
    #expect(time.spokenValue == "4.4 seconds")
    #expect(time.traits.contains(.updatesFrequently))
    let heading = try #require(tree.element("heading.waiting"))
    #expect(heading.value == "7 customers")
    #expect(heading.headingLevel == 2 && heading.traits.contains(.header))
    #expect(tree.element("heading.processing")?.value == "no customers")
    #expect(tree.element("button.add")?.label == "Add 1000 customers")
    #expect(tree.element("button.add")?.hint == "Adds 1000 customers to the waiting line")
    #expect(tree.element("title")?.headingLevel == 1)
    let summary = try #require(tree.element("summary"))
    #expect(summary.traits.contains(.summaryElement))
    #expect(summary.value == "7 waiting, 0 being served, work time 4.4 seconds")
    var korean = state
    korean.language = .korean
    let ko = AccessibilityTree(root: BankScreen.build(korean))
    #expect(ko.element("heading.waiting")?.value == "7명")
    #expect(ko.element("button.add")?.label == "고객 1000명 추가")
    #expect(ko.element("worktime")?.spokenValue == "4.4초")
  }

  @Test("The help is a modal that keeps navigation inside it")
  func helpModal() throws {
    let tree = AccessibilityTree(
      root: BankScreen.build(bank: busyBank(), showingHelp: true, catalog: .english))
    let modal = try #require(tree.modal)
    #expect(tree.nodes[modal].element.id == "help")
    let stops = tree.stops
    #expect(stops.first?.id == "help.heading")
    #expect(stops.last?.id == "help.close")
    #expect(stops.last?.traits.contains(.button) == true)
    #expect(!stops.contains { BankScreen.isCustomer($0) })
    let lines = stops.filter { $0.traits.contains(.staticText) }
    #expect(lines.count == Catalog.english.helpKeys.count + Catalog.english.helpCommands.count)
    let closed = AccessibilityTree(root: BankScreen.build(bank: busyBank(), catalog: .english))
    #expect(closed.modal == nil)
    #expect(closed.index(of: "help") == nil)
  }

  @Test("Rotor predicates find loan and deposit customers in both languages")
  func rotorPredicates() {
    let bank = busyBank()
    let expectedLoans = Set(
      bank.waiting.filter { $0.workType == .loan }.map(\.number)
        + bank.processing.filter { $0.customer.workType == .loan }.map(\.customer.number))
    #expect(!expectedLoans.isEmpty)
    for catalog in [Catalog.english, .korean] {
      let tree = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: catalog))
      let loans = tree.stops.filter(BankScreen.isLoanCustomer)
      let deposits = tree.stops.filter(BankScreen.isDepositCustomer)
      #expect(Set(loans.compactMap { BankScreen.customerNumber(of: $0.id) }) == expectedLoans)
      #expect(loans.count + deposits.count == bank.waitingCount + bank.processingCount)
      #expect(Set(loans.map(\.id)).isDisjoint(with: deposits.map(\.id)))
      // The work is named in the label, never shown by colour alone.
      for element in loans {
        #expect(element.label.contains(catalog.workTypeName(.loan)))
      }
    }
    let idle = AccessibilityTree(root: BankScreen.build(bank: Bank(), catalog: .english))
    #expect(idle.stops.filter(BankScreen.isLoanCustomer).isEmpty)
    #expect(idle.stops.filter(BankScreen.isDepositCustomer).isEmpty)
    #expect(!BankScreen.isLoanCustomer(Element(id: "button.add", label: "Add, loan")))
  }

  @Test("Customer IDs round-trip")
  func customerIDs() {
    #expect(BankScreen.customerID(12) == "customer.12")
    #expect(BankScreen.customerNumber(of: "customer.12") == 12)
    #expect(BankScreen.customerNumber(of: "summary") == nil)
    #expect(BankScreen.customerNumber(of: "customer.x") == nil)
  }

  @Test("A kept builder gives the same screens as building afresh")
  func builderMatchesBuild() {
    var bank = Bank(configuration: BankConfiguration(batchSize: 7, seed: 9))
    var builder = ScreenBuilder()
    var steps = 0
    func check(_ language: Language, help: Bool = false) {
      let state = ScreenState(bank: bank, showingHelp: help, language: language)
      #expect(builder.build(state) == BankScreen.build(state), "step \(steps)")
      steps += 1
    }
    check(.english)
    _ = bank.addCustomers()
    check(.english)
    for ms in stride(from: 300, through: 3000, by: 300) {
      _ = bank.advance(to: .milliseconds(Int64(ms)))
      check(.english)
      if ms == 1500 {
        check(.korean)
        _ = bank.addCustomers()
        check(.korean, help: true)
      }
    }
    // After a reset the numbers start again at 1.
    _ = bank.reset()
    _ = bank.addCustomers()
    check(.korean)
    _ = bank.addCustomers()
    check(.english)
    // The same numbers with other work types, as after a reset, are relabelled.
    let types: [WorkType] = [.deposit, .loan, .deposit]
    let first = ScreenState(
      waiting: (1...3).map { Customer(number: $0, workType: types[$0 - 1], arrival: .zero) })
    let second = ScreenState(
      waiting: (1...3).map { Customer(number: $0, workType: .loan, arrival: .zero) })
    #expect(builder.build(first) == BankScreen.build(first))
    #expect(builder.build(second) == BankScreen.build(second))
    // Hand-made states out of number order still come out right.
    let shuffled = ScreenState(
      waiting: [5, 2, 9, 2].map { Customer(number: $0, workType: .loan, arrival: .zero) })
    #expect(builder.build(shuffled) == BankScreen.build(shuffled))
    #expect(steps == 16)
  }

  @Test("Ten thousand customers build in linear time")
  func largeScreen() {
    func state(_ n: Int) -> ScreenState {
      ScreenState(
        waiting: (1...n).map {
          Customer(number: $0, workType: $0 % 2 == 0 ? .loan : .deposit, arrival: .zero)
        },
        workTime: .milliseconds(1234), isTimerRunning: true)
    }
    let big = state(10_000)
    let clock = ContinuousClock()
    var root = BankScreen.build(big)
    let elapsed = clock.measure { root = BankScreen.build(big) }
    #expect(findList(root, "list.waiting")?.children.count == 10_000)
    #expect(findList(root, "list.waiting")?.children.last?.label == "Customer 10000, loan")
    var builder = ScreenBuilder()
    _ = builder.build(big)
    var fewer = big
    fewer.waiting.removeFirst(3)
    let warm = clock.measure { root = builder.build(fewer) }
    #expect(findList(root, "list.waiting")?.children.count == 9_997)
    // Debug builds are slow; release builds take well under 2 ms.
    #expect(elapsed < .milliseconds(250), "built in \(elapsed)")
    #expect(warm < .milliseconds(250), "rebuilt in \(warm)")
  }
}
