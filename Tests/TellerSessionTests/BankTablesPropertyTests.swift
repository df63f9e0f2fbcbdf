import TellerAccessibility
import TellerBank
import TellerSession
import TellerWording
import Testing

/// The tables against the bank's own statistics over random days: the
/// screen kept up by its updates, step by step, shows in every cell what
/// ``BankStatistics`` and an independent tally of the events say.
@Suite("The bank's tables over random days")
struct BankTablesPropertyTests {
  /// What the events say of each clerk, kept apart from the bank.
  struct ClerkOracle {
    var busy: [Int: Int64] = [:]
    var since: [Int: (start: ModelTime, customer: Int)] = [:]
    var served: [Int: Int] = [:]

    mutating func record(_ event: BankEvent) {
      switch event.kind {
      case .started(let customer, let clerk): since[clerk] = (event.time, customer.number)
      case .finished(_, let clerk):
        if let start = since.removeValue(forKey: clerk)?.start {
          busy[clerk, default: 0] += (event.time - start).nanoseconds
        }
        served[clerk, default: 0] += 1
      case .reset: self = ClerkOracle()
      case .arrived, .allServed: break
      }
    }

    func busyTime(_ clerk: Int, now: ModelTime) -> Int64 {
      busy[clerk, default: 0] + (since[clerk].map { (now - $0.start).nanoseconds } ?? 0)
    }
  }

  @Test("Every cell equals the bank's statistics", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func cellsEqualStatistics(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let catalog = Catalog.english
    var bank = Bank(configuration: BankConfiguration(seed: seed))
    var tree = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: catalog))
    var statistics = BankStatistics(configuration: bank.configuration)
    var oracle = ClerkOracle()
    for _ in 0..<60 {
      let roll = random.nextUnit()
      var events: [BankEvent]
      if roll < 0.3 {
        events = bank.addCustomers(1 + Int(random.nextUnit() * 12))
      } else if roll < 0.34 {
        events = bank.reset()
      } else {
        events = bank.advance(
          to: bank.now + .milliseconds(Int64(1 + random.nextUnit() * 1500)))
      }
      for event in events {
        statistics.record(event)
        oracle.record(event)
      }
      let update =
        events.isEmpty
        ? BankScreen.timeUpdate(bank: bank, in: tree, catalog: catalog)
        : BankScreen.update(after: events, bank: bank, in: tree, catalog: catalog)
      tree.apply(update)
      try check(tree, bank: bank, statistics: statistics, oracle: oracle, catalog: catalog)
    }
  }

  private func check(
    _ tree: AccessibilityTree, bank: Bank, statistics: BankStatistics, oracle: ClerkOracle,
    catalog: Catalog
  ) throws {
    func value(_ id: String) -> String? { tree.element(ElementID(id))?.value }
    func spoken(_ id: String) -> String? { tree.element(ElementID(id))?.spokenValue }
    let configuration = bank.configuration
    // The clerks: whom each serves, how many it has served, its busy share.
    let workTime = bank.workTime.nanoseconds
    for clerk in 1...configuration.totalClerks {
      let row = "table.clerks.row.\(clerk)"
      let serving = oracle.since[clerk].map { "customer \($0.customer)" } ?? "idle"
      #expect(value("\(row).serving") == serving)
      #expect(value("\(row).served") == String(oracle.served[clerk, default: 0]))
      let busy = oracle.busyTime(clerk, now: bank.now)
      let share =
        workTime > 0 ? Int((Int128(busy) * 200 + Int128(workTime)) / (Int128(workTime) * 2)) : 0
      #expect(value("\(row).busy") == "\(share)%", "\(row) busy \(busy) of \(workTime)")
      #expect((0...100).contains(share))
    }
    // The day: served per type and in all, the mean and longest wait.
    var servedInAll = 0
    for type in configuration.types {
      let row = "table.day.row.\(type.index)"
      #expect(value("\(row).served") == String(statistics.served(type)))
      servedInAll += statistics.served(type)
    }
    #expect(value("table.day.row.all.served") == String(statistics.customersServed))
    #expect(servedInAll == statistics.customersServed)
    // Waits read as the report's lines write them, rounded to the
    // millisecond; "none" before anyone has waited.
    for (column, wait) in [
      ("meanWait", statistics.meanWait), ("longestWait", statistics.maximumWait),
    ] {
      let id = "table.day.row.all.\(column)"
      guard statistics.customersStarted > 0 else {
        #expect(value(id) == "none")
        #expect(spoken(id) == "")
        continue
      }
      let shown = try #require(value(id))
      #expect(shown.hasSuffix(" s"))
      #expect(Double(shown.dropLast(2)) == Double(formatSeconds(wait, decimals: 3)), "\(id)")
      #expect(spoken(id) == catalog[.duration(wait.nearestMillisecond)])
    }
    // The tree kept up by updates is the tree built afresh.
    #expect(tree == AccessibilityTree(root: BankScreen.build(bank: bank, catalog: catalog)))
  }
}
