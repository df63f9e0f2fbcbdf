import TellerBank
import TellerSession

/// Times `add` on a full bank, from the line to its rendered output lines
/// with the screen updated (`Session.handle(_:)` and
/// `LinearRenderer`), as `add`.
///
/// The session is kept full the way a running bank is: before each add,
/// untimed, model time moves on until as many customers have been served as
/// the last add brought, and the session follows. So every add meets the
/// same number of customers (100,000 by default).
struct AddBenchmark {
  /// The rendered lines each add's output becomes.
  let renderer = LinearRenderer()
  /// How many adds to time.
  let adds: Int

  /// Times adds on a full session, which it takes over, so that no other
  /// copy makes its first change copy the whole screen; samples are in
  /// nanoseconds, as `add`, with the catch-up between adds as
  /// `add.catch-up`.
  func run(_ full: consuming Session, with stopwatch: inout Stopwatch) -> SampleSet {
    var samples = SampleSet()
    var session = full
    let population = CommandBenchmark.population(session.bank)
    for number in 0..<adds {
      // Serve customers until the bank is back to full.
      let target = Self.timeWhenFull(session.bank, population: population)
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

  /// When a bank is back down to a population, found on a copy that is
  /// gone by the time the session changes, so the session's bank is never
  /// copied while it is timed.
  private static func timeWhenFull(_ bank: Bank, population: Int) -> ModelTime {
    var copy = bank
    while CommandBenchmark.population(copy) > population, let next = copy.nextEventTime {
      _ = copy.advance(to: next)
    }
    return copy.now
  }
}
