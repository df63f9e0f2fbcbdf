import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

/// The screen a fresh build gives for a session's state: the oracle.
private func freshScreen(of session: Session) -> AccessibilityTree {
  AccessibilityTree(
    root: BankScreen.build(
      bank: session.bank, batchSize: session.settings.bank.batchSize,
      showingHelp: session.showingHelp, catalog: Catalog(language: session.settings.language)))
}

@Suite("Screen updates against fresh builds")
struct ScreenUpdateDifferentialTests {
  static let cases: [(seed: UInt64, batch: Int, language: Language)] = [
    (1, 10, .english), (2, 3, .korean), (3, 25, .english), (4, 1, .korean), (5, 60, .english),
  ]

  @Test(
    "A session's screen, changed step by step, always equals a fresh build of its state",
    arguments: cases)
  func sessionSteps(_ seed: UInt64, _ batch: Int, _ language: Language) {
    var random = SeededRandom(state: seed)
    let settings = SessionSettings(
      language: language, bank: BankConfiguration(batchSize: batch, seed: seed),
      inputIsKeys: true)
    var session = Session(settings: settings)
    _ = session.start()
    let keys: [Key] = [.right, .left, .down, .up, .home, .end, .character("h"), .character("l")]
    for step in 0..<300 {
      switch random.below(12) {
      case 0, 1, 2: _ = session.handle(.key(.character("a")))
      case 3: _ = session.handle(.key(.character("x")))
      case 4: _ = session.handle(.key(.character("?")))
      case 5: _ = session.handle(.line("wait idle", number: step))
      case 6, 7:
        _ = session.handle(.line("wait \(random.below(1500))ms", number: step))
      case 8:
        _ = session.advance(to: session.now + .milliseconds(Int64(random.below(400))))
      default:
        _ = session.handle(.key(keys[random.below(keys.count)]))
      }
      #expect(session.tree == freshScreen(of: session), "seed \(seed), step \(step)")
      if let focus = session.navigator.focus {
        #expect(session.tree.isInReadingOrder(focus), "seed \(seed), step \(step)")
      } else {
        #expect(session.tree.stopCount == 0)
      }
    }
  }

  @Test("Updates from events over many instants at once still give the fresh build")
  func manyInstantsAtOnce() {
    for seed: UInt64 in 1...20 {
      var random = SeededRandom(state: seed)
      var bank = Bank(configuration: BankConfiguration(batchSize: 1 + random.below(40), seed: seed))
      let catalog = Catalog(language: seed % 2 == 0 ? .korean : .english)
      var tree = AccessibilityTree(root: BankScreen.build(bank: bank, catalog: catalog))
      for _ in 0..<40 {
        var events: [BankEvent] = []
        if random.below(3) == 0 { events += bank.addCustomers() }
        // One jump may cover many starts and finishes: customers may even
        // arrive, start and finish within one update.
        events += bank.advance(to: bank.now + .milliseconds(Int64(random.below(5000))))
        if random.below(8) == 0 { events += bank.addCustomers() }
        tree.apply(BankScreen.update(after: events, bank: bank, in: tree, catalog: catalog))
        #expect(tree == AccessibilityTree(root: BankScreen.build(bank: bank, catalog: catalog)))
        if random.below(10) == 0 {
          let reset = bank.reset()
          tree.apply(BankScreen.update(after: reset, bank: bank, in: tree, catalog: catalog))
          #expect(tree == AccessibilityTree(root: BankScreen.build(bank: bank, catalog: catalog)))
        }
      }
    }
  }
}
