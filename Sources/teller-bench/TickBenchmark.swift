import TellerAccessibility
import TellerApp
import TellerBank

/// Times screen updates as model time passes, 100 ms per tick, on a big
/// screen.
///
/// The tree tick is the presenter's pipeline on a bank held directly:
/// `ScreenBuilder.build(_:)`, `AccessibilityTree(root:)`,
/// `TreeDiff(from:to:)` and `Navigator.update(to:)`, with focus in the
/// middle of the waiting list. Moving the bank is not timed. The session
/// tick is `InteractiveSession.advance(to:)` to rendered lines: the bank,
/// the announcer and the same pipeline.
struct TickBenchmark {
  /// How long one tick moves model time.
  static let tick = ModelTime.milliseconds(100)

  /// How many ticks to time.
  let ticks: Int
  /// The customers the bank starts with.
  let customers: Int
  /// The bank's seed.
  let seed: UInt64

  /// Times the tree tick; samples are in nanoseconds: `tick` for the
  /// whole, and `tick.build`, `tick.tree`, `tick.diff` and `tick.update`
  /// for its steps.
  func runTree(with stopwatch: inout Stopwatch) -> SampleSet {
    var samples = SampleSet()
    var bank = Bank(configuration: BankConfiguration(seed: seed))
    _ = bank.addCustomers(customers)
    let catalog = Catalog(language: .english)
    let rotors = [
      CustomRotor(name: catalog.loanRotorName, matching: BankScreen.isLoanCustomer),
      CustomRotor(name: catalog.depositRotorName, matching: BankScreen.isDepositCustomer),
    ]
    var builder = ScreenBuilder()
    var navigator = Navigator(
      tree: AccessibilityTree(root: builder.build(ScreenState(bank: bank))),
      customRotors: rotors)
    _ = navigator.moveFocus(to: BankScreen.customerID(customers / 2 + 1))

    for _ in 0..<ticks {
      _ = bank.advance(to: bank.now + Self.tick)
      var root = Element(id: "none")
      var tree = navigator.tree
      var diff = TreeDiff()
      let build = stopwatch.time {
        root = builder.build(ScreenState(bank: bank))
        return root.children.count
      }
      let index = stopwatch.time {
        tree = AccessibilityTree(root: root)
        return tree.nodes.count
      }
      let compare = stopwatch.time {
        diff = TreeDiff(from: navigator.tree, to: tree)
        return diff.changed.count + diff.added.count + diff.removed.count
      }
      let update = stopwatch.time {
        navigator.update(to: tree) == nil ? 0 : 1
      }
      samples.add("tick", build + index + compare + update)
      samples.add("tick.build", build)
      samples.add("tick.tree", index)
      samples.add("tick.diff", compare)
      samples.add("tick.update", update)
    }
    return samples
  }

  /// Times the session tick on a copy of a session; samples are in
  /// nanoseconds, as `session-tick`.
  func runSession(_ session: InteractiveSession, with stopwatch: inout Stopwatch) -> SampleSet {
    var samples = SampleSet()
    var session = session
    let renderer = LinearRenderer()
    for _ in 0..<ticks {
      samples.add(
        "session-tick",
        stopwatch.time {
          renderer.lines(session.advance(to: session.now + Self.tick)).utf8.count
        })
    }
    return samples
  }
}
