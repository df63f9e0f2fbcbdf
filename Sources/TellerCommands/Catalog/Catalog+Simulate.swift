import TellerBank
import TellerSession

/// The lines of `teller simulate`'s readable report under the names call
/// sites use; each is a ``SimulateMessage``, with its figures written here.
extension Catalog {
  /// The first line: what was run. "Simulated 10 customers, all arriving
  /// at once, seed 0."
  public func simulated(customers: Int, arrivals: ArrivalProcess, seed: UInt64) -> String {
    var rate: String?
    if case .poisson(let perSecond) = arrivals { rate = plainNumber(perSecond) }
    return self[.simulated(customers: customers, poissonRate: rate, seed: seed)]
  }

  /// The warning that a work type's clerks cannot keep up.
  public func overloaded(_ load: OfferedLoad) -> String {
    self[
      .overloaded(load.workType, load: fixedDecimal(load.load, decimals: 2), clerks: load.clerks)]
  }

  /// "Business day: 4.400 s (00:04:400)".
  public func businessDay(_ makespan: ModelTime) -> String {
    self[
      .businessDay(seconds: formatSeconds(makespan, decimals: 3), timer: formatWorkTime(makespan))]
  }

  /// "Mean wait: 1.540 s".
  public func meanWait(_ wait: ModelTime) -> String {
    self[.meanWait(seconds: formatSeconds(wait, decimals: 3))]
  }

  /// The mean wait's 95% confidence interval by batch means, or that there
  /// is none, with fewer customers than batches.
  public func meanWaitInterval(_ interval: (lower: Double, upper: Double)?, batches: Int)
    -> String
  {
    guard let interval else { return self[.noMeanWaitInterval(batches: batches)] }
    return self[
      .meanWaitInterval(
        lower: fixedDecimal(interval.lower, decimals: 3),
        upper: fixedDecimal(interval.upper, decimals: 3), batches: batches)]
  }

  /// "Longest wait: 3.300 s".
  public func longestWait(_ wait: ModelTime) -> String {
    self[.longestWait(seconds: formatSeconds(wait, decimals: 3))]
  }

  /// "Mean queue length: 2.500".
  public func meanQueueLength(_ length: Double) -> String {
    self[.meanQueueLength(fixedDecimal(length, decimals: 3))]
  }

  /// "Utilisation: deposit 95.5% (2 clerks), loan 100.0% (1 clerk)", from
  /// each work type's fraction of its clerks' time spent serving.
  public func utilisation(_ parts: [(type: WorkType, fraction: Double, clerks: Int)]) -> String {
    let items = parts.map { part in
      self[
        .utilisationPart(
          part.type, percent: fixedDecimal(part.fraction * 100, decimals: 1), clerks: part.clerks)]
    }
    return self[.utilisation(parts: items)]
  }

  /// "Wall time: 0.002 s": the real time the run took.
  public func wallTime(_ seconds: Double) -> String {
    self[.wallTime(seconds: fixedDecimal(seconds, decimals: 3))]
  }
}
