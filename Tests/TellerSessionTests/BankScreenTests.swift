import Foundation
import TellerAccessibility
import TellerBank
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

/// Prints nested nodes as indented text: one element a line with its ID,
/// label, shown label, value, spoken value, hint, traits, heading level and
/// role.
private func dump(_ node: TreeNode, depth: Int = 0, into lines: inout [String]) {
  dump(node.element, depth: depth, into: &lines)
  if let items = node.items {
    for index in 0..<items.count { dump(items.element(at: index), depth: depth + 1, into: &lines) }
  }
  for child in node.children { dump(child, depth: depth + 1, into: &lines) }
}

/// One element's line of the dump.
private func dump(_ element: Element, depth: Int, into lines: inout [String]) {
  var line = String(repeating: "  ", count: depth) + element.id.rawValue
  if !element.label.isEmpty { line += " label=\"\(element.label)\"" }
  if !element.shownLabel.isEmpty { line += " shown=\"\(element.shownLabel)\"" }
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
}

private func dump(_ node: TreeNode) -> [String] {
  var lines: [String] = []
  dump(node, into: &lines)
  return lines
}

/// The busy bank of the snapshots: ten customers added at 0, seen at 1.5 s.
private func busyBank() -> Bank {
  var bank = Bank(configuration: BankConfiguration(seed: 4))
  _ = bank.addCustomers()
  _ = bank.advance(to: .milliseconds(1500))
  return bank
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
    let ids = a.documentOrder()
    #expect(Set(ids).count == ids.count)
    #expect(ids == b.documentOrder(), "the language does not change IDs")
    var later = bank
    _ = later.advance(to: .seconds(100))
    let c = AccessibilityTree(root: BankScreen.build(bank: later, catalog: .english))
    let fixed: [ElementID] = [
      "screen", "title", "summary", "button.add", "button.reset", "worktime", "heading.waiting",
      "list.waiting", "heading.processing", "list.processing",
    ]
    for id in fixed {
      #expect(a.contains(id), "\(id) while busy")
      #expect(c.contains(id), "\(id) when idle")
    }
  }

  @Test("A customer keeps their ID from Waiting to Processing")
  func customerMoves() throws {
    var bank = Bank(configuration: BankConfiguration.exercise(loanShare: 0, seed: 1))
    _ = bank.addCustomers()
    // Two deposit clerks: customers 1 and 2 start at once; 3 starts at 0.7 s.
    var tree = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .english))
    let three = BankScreen.customerID(3)
    #expect(tree.parent(of: three) == BankScreen.waitingListID)
    let events = bank.advance(to: .milliseconds(700))
    let after = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .english))
    #expect(after.parent(of: three) == BankScreen.processingListID)
    let moved = try #require(after.element(three))
    #expect(moved.label == "Customer 3, deposit")
    #expect(moved.value == "clerk 1")
    #expect(moved.shownLabel == "3 - Deposit")
    let update = BankScreen.update(after: events, bank: bank, in: tree, catalog: .english)
    let changes = tree.applyReportingChanges(update)
    #expect(tree == after)
    #expect(tree.element(three) == moved)
    #expect(changes.moved.contains(three))
    #expect(!changes.added.contains(three))
    #expect(!changes.removed.contains(three))
    #expect(changes.removed.contains(BankScreen.customerID(1)))
  }

  @Test("After a reset, customer 1 is a new element: the shown number is the user's")
  func identitySurvivesReset() throws {
    var bank = Bank(configuration: BankConfiguration(seed: 1))
    _ = bank.addCustomers()
    var tree = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .english))
    let first = BankScreen.customerID(try #require(bank.processing.first).customer, in: bank)
    #expect(first == BankScreen.customerID(1))
    let reset = bank.reset()
    tree.apply(BankScreen.update(after: reset, bank: bank, in: tree, catalog: .english))
    #expect(!tree.contains(first))
    let events = bank.addCustomers()
    tree.apply(BankScreen.update(after: events, bank: bank, in: tree, catalog: .english))
    #expect(tree == AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .english)))
    let again = try #require(bank.processing.first { $0.customer.number == 1 }).customer
    let id = BankScreen.customerID(again, in: bank)
    #expect(id != first)
    #expect(id == BankScreen.customerID(11), "the eleventh customer of the session")
    #expect(tree.element(id)?.label.hasPrefix("Customer 1, ") == true)
    #expect(!tree.contains(first))
  }

  @Test("An empty list is a stop of its own, read as empty; with customers it is not")
  func emptyLists() throws {
    let tree = AccessibilityTree(root: BankScreen.build(bank: Bank(), catalog: .english))
    #expect(tree.isStop("list.waiting"))
    #expect(tree.isStop("list.processing"))
    #expect(describe("list.waiting", in: tree) == "Waiting, empty list")
    #expect(describe("list.processing", in: tree) == "Processing, empty list")
    #expect(tree.children(of: "list.waiting").isEmpty)
    let busy = AccessibilityTree(root: BankScreen.build(bank: busyBank(), catalog: .english))
    #expect(!busy.isStop("list.waiting"))
    #expect(!busy.isStop("list.processing"))
    let korean = AccessibilityTree(root: BankScreen.build(bank: Bank(), catalog: .korean))
    #expect(describe("list.waiting", in: korean, options: .init(language: .korean)) == "대기중, 빈 목록")
  }

  @Test("Updates make a list a stop when it empties, and a container when customers come")
  func emptyListUpdates() throws {
    var bank = Bank(configuration: BankConfiguration(seed: 1))
    var tree = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .english))
    var events = bank.addCustomers()
    tree.apply(BankScreen.update(after: events, bank: bank, in: tree, catalog: .english))
    #expect(!tree.isStop("list.waiting") && !tree.isStop("list.processing"))
    events = bank.advance(to: .seconds(60))
    let update = BankScreen.update(after: events, bank: bank, in: tree, catalog: .english)
    tree.apply(update)
    #expect(tree.isStop("list.waiting") && tree.isStop("list.processing"))
    #expect(tree == AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .english)))
    // A time tick does not touch the lists.
    let tick = BankScreen.update(after: [], bank: bank, in: tree, catalog: .english)
    #expect(!tick.entries.contains { $0.element.id == "list.waiting" })
  }

  @Test("Reading order: title, summary, buttons, work time, then each section")
  func readingOrder() {
    let tree = AccessibilityTree(root: BankScreen.build(bank: Bank(), catalog: .english))
    func cells(_ table: String, _ rows: [String], _ columns: [String]) -> [String] {
      rows.flatMap { row in columns.map { "table.\(table).\(row).\($0)" } }
    }
    var expected = [
      "title", "summary", "button.add", "button.reset", "worktime", "heading.waiting",
      "list.waiting", "heading.processing", "list.processing", "heading.clerks",
    ]
    expected += cells(
      "clerks", ["head", "row.1", "row.2", "row.3"], ["clerk", "serving", "served", "busy"])
    expected.append("heading.day")
    expected += cells(
      "day", ["head", "row.0", "row.1", "row.all"], ["type", "served", "meanWait", "longestWait"])
    #expect(tree.stops.map(\.id.rawValue) == expected)
  }

  @Test("Headings and the work time carry their values")
  func values() throws {
    let state = ScreenState(
      waiting: (1...7).map { Customer(number: $0, workType: .deposit, arrival: .zero) },
      workTime: .milliseconds(4400), isTimerRunning: true, batchSize: 1000)
    let root = BankScreen.build(state, catalog: .english)
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
    let ko = AccessibilityTree(root: BankScreen.build(korean, catalog: .korean))
    #expect(ko.element("heading.waiting")?.value == "7명")
    #expect(ko.element("button.add")?.label == "고객 1000명 추가")
    #expect(ko.element("worktime")?.spokenValue == "4.4초")
  }

  @Test("The help is a modal that keeps navigation inside it")
  func helpModal() throws {
    let tree = AccessibilityTree(
      root: BankScreen.build(bank: busyBank(), showingHelp: true, catalog: .english))
    #expect(tree.modalID == "help")
    let stops = tree.stops
    #expect(stops.first?.id == "help.heading")
    #expect(stops.last?.id == "help.close")
    #expect(stops.last?.traits.contains(.button) == true)
    #expect(!stops.contains { !$0.tags.isEmpty }, "no customer inside the help")
    let lines = stops.filter { $0.traits.contains(.staticText) }
    let english = Catalog.english
    #expect(
      lines.count
        == english.helpKeys.count + 1 + english.helpCommands.count
        + english.helpRotorSettings(BankConfiguration()).count)
    let closed = AccessibilityTree(root: BankScreen.build(bank: busyBank(), catalog: .english))
    #expect(closed.modalID == nil)
    #expect(!closed.contains("help"))
  }

  @Test("Customers carry their work type as a tag, in both languages")
  func customerTags() {
    let bank = busyBank()
    let expectedLoans = Set(
      bank.waiting.filter { $0.workType == .loan }.map(\.number)
        + bank.processing.filter { $0.customer.workType == .loan }.map(\.customer.number))
    #expect(!expectedLoans.isEmpty)
    for catalog in [Catalog.english, .korean] {
      let tree = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: catalog))
      let loans = tree.stops.filter { $0.tags == .customer(.loan) }
      let deposits = tree.stops.filter { $0.tags == .customer(.deposit) }
      #expect(Set(loans.map(\.id)) == Set(expectedLoans.map(BankScreen.customerID)))
      #expect(loans.count + deposits.count == bank.waitingCount + bank.processingCount)
      #expect(Set(loans.map(\.id)).isDisjoint(with: deposits.map(\.id)))
      // The work is named in the label, never shown by colour alone.
      for element in loans {
        #expect(element.label.contains(catalog[.workTypeName(.loan)]))
      }
    }
    let idle = AccessibilityTree(root: BankScreen.build(bank: Bank(), catalog: .english))
    #expect(idle.stops.allSatisfy { $0.tags.isEmpty })
    for type in BankConfiguration().types {
      #expect(ElementTags.customer(type).rawValue.nonzeroBitCount == 1, "one tag a type")
      #expect(WorkType(customerTags: .customer(type)) == type)
    }
    #expect(ElementTags.customer(.loan) != ElementTags.customer(.deposit))
    #expect(WorkType(customerTags: []) == nil)
  }

  @Test("Customer IDs name the number")
  func customerIDs() {
    #expect(BankScreen.customerID(12).rawValue == "customer.12")
    #expect(BankScreen.customerID(1) != BankScreen.customerID(11))
  }

  @Test("An add's update does not grow with the queue: the same few entries at 10 or 10,000")
  func addCostIsConstant() {
    func addUpdateSize(waiting: Int) -> (entries: Int, changes: Int) {
      var bank = Bank(configuration: BankConfiguration(seed: 3))
      _ = bank.addCustomers(waiting)
      var tree = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .english))
      let events = bank.addCustomers()
      let update = BankScreen.update(after: events, bank: bank, in: tree, catalog: .english)
      let changes = tree.applyReportingChanges(update)
      #expect(tree == AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .english)))
      return (update.count, changes.added.count + changes.moved.count + changes.changed.count)
    }
    let small = addUpdateSize(waiting: 10)
    let large = addUpdateSize(waiting: 10_000)
    // Ten new items, two headings, two notes at most, the status, the
    // work time and the tables' 18 data cells: the same whatever waits
    // already.
    #expect(small.entries == large.entries)
    #expect(large.entries <= 16 + 18)
    #expect(large.changes <= 16 + 18)
  }

  @Test("A timer tick's update touches the work time, the status and the clerks' busy shares only")
  func tickTouchesTwoNodes() {
    var bank = Bank(configuration: BankConfiguration(seed: 3))
    _ = bank.addCustomers(10_000)
    var tree = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: .english))
    _ = bank.advance(to: .milliseconds(100))
    let update = BankScreen.timeUpdate(bank: bank, catalog: .english)
    let busy = ["1", "2", "3"].map { ElementID("table.clerks.row.\($0).busy") }
    #expect(update.entries.map(\.element.id) == ["summary", "worktime"] + busy)
    let changes = tree.applyReportingChanges(update)
    #expect(changes.changed.map(\.id) == ["summary", "worktime"] + busy)
    #expect(changes.added.isEmpty && changes.removed.isEmpty && changes.moved.isEmpty)
  }
}
