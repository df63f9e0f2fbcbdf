import TellerAccessibility
import TellerBank
import TellerSession
import TellerWording

/// Times the screen as model time passes, 100 ms per tick, on a big screen.
///
/// The tree tick is the screen's part on a bank held directly: the update
/// `BankScreen` makes from the tick's events (or from the timer alone) and
/// `Navigator.apply(_:)`, with focus in the middle of the waiting list.
/// Moving the bank is not timed. The session tick is
/// `Session.advance(to:)` to rendered lines: the bank, the
/// announcer and the same screen update.
struct TickBenchmark {
  /// How long one tick moves model time.
  static let tick = ModelTime.milliseconds(100)

  /// How many ticks to time.
  let ticks: Int
  /// The customers the bank starts with.
  let customers: Int
  /// The bank's seed.
  let seed: UInt64

  /// Times the ticks; samples are in nanoseconds: `tick` (the tree
  /// update), `tick.build` and `tick.apply` (its two parts), and
  /// `session-tick`.
  func run(_ session: Session, with stopwatch: inout Stopwatch) -> SampleSet {
    var samples = SampleSet()
    var bank = Bank(configuration: BankConfiguration(seed: seed))
    _ = bank.addCustomers(customers)
    let catalog = Catalog.english
    var navigator = Navigator(
      tree: AccessibilityTree(root: BankScreen.build(bank: bank, catalog: catalog)))
    _ = navigator.moveFocus(to: BankScreen.customerID(customers / 2 + 1))

    for _ in 0..<ticks {
      let events = bank.advance(to: bank.now + Self.tick)
      var update = TreeUpdate()
      let build = stopwatch.time {
        update =
          events.isEmpty
          ? BankScreen.timeUpdate(bank: bank, in: navigator.tree, catalog: catalog)
          : BankScreen.update(after: events, bank: bank, in: navigator.tree, catalog: catalog)
        return update.count
      }
      let apply = stopwatch.time { navigator.apply(update).focusMove == nil ? 0 : 1 }
      samples.add("tick", build + apply)
      samples.add("tick.build", build)
      samples.add("tick.apply", apply)
    }

    var running = session
    let renderer = LinearRenderer()
    for _ in 0..<ticks {
      samples.add(
        "session-tick",
        stopwatch.time {
          renderer.lines(running.advance(to: running.now + Self.tick).records).utf8.count
        })
    }
    return samples
  }
}
