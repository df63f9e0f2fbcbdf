import TellerApp
import TellerBank

/// Times `add` on a full bank, from the line to its rendered output lines
/// with the screen updated (`InteractiveSession.handle(_:)` and
/// `LinearRenderer`), as `add`.
///
/// The session is kept full the way a running bank is: before each add,
/// untimed, model time moves on until as many customers have been served as
/// the last add brought, and the session follows. So every add meets the
/// same number of customers (100,000 by default).
struct AddBenchmark {
  /// The rendered lines each add's output becomes.
  let renderer = LinearRenderer()
  /// The full session.
  let full: InteractiveSession
  /// How many adds to time.
  let adds: Int

  /// Times the adds; samples are in nanoseconds, as `add`, with the
  /// untimed catch-up as `add.catch-up`.
  func run(with stopwatch: inout Stopwatch) -> SampleSet {
    var samples = SampleSet()
    var session = full
    let population = CommandBenchmark.population(session.bank)
    for number in 0..<adds {
      // Serve customers until the bank is back to full.
      var bank = session.bank
      while CommandBenchmark.population(bank) > population, let next = bank.nextEventTime {
        _ = bank.advance(to: next)
      }
      let target = bank.now
      samples.add(
        "add.catch-up",
        stopwatch.time {
          target > session.now ? renderer.lines(session.advance(to: target).records).count : 0
        })
      samples.add(
        "add",
        stopwatch.time {
          renderer.lines(session.handle(.line("add", number: number + 1)).records).utf8.count
        })
    }
    return samples
  }
}
