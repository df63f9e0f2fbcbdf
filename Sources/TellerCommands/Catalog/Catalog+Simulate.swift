import TellerBank
import TellerSession
import TellerText
import TellerWording

/// The lines of `teller simulate`'s readable report and progress under the
/// names call sites use; each is a ``SimulateMessage``, with its figures
/// written here: seconds to the millisecond, their whole part grouped by
/// thousands.
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

  /// The warning that a work type's clerks are near saturation for a run
  /// this short.
  public func nearSaturation(_ load: OfferedLoad, batches: Int) -> String {
    self[
      .nearSaturation(
        load.workType, load: fixedDecimal(load.load, decimals: 2), clerks: load.clerks,
        customers: load.customersNeeded(batches: batches) ?? 0)]
  }

  /// The warning that the interval's batch means are correlated.
  public func correlatedBatches(_ correlation: BatchCorrelation) -> String {
    self[
      .correlatedBatches(
        correlation: fixedDecimal(correlation.value, decimals: 2), batches: correlation.batches)]
  }

  /// "Customers served: 10 (deposit 6, loan 4)": the total, then each
  /// work type's in table order.
  public func customersServed(_ statistics: BankStatistics) -> String {
    let parts = statistics.configuration.types.map {
      self[.servedPart($0, count: statistics.served($0))]
    }
    return self[.customersServed(statistics.customersServed, parts: parts)]
  }

  /// "Business day: 4.400 s (00:04:400)", as the work timer shows it,
  /// under an hour; from an hour on, in words: "Business day:
  /// 5,496,972.800 s (63 days 14 hours 56 minutes)", to the minute from a
  /// day on and to the second below. Every figure is rounded from the
  /// nanoseconds once.
  public func businessDay(_ makespan: ModelTime) -> String {
    let seconds = groupedDecimal(formatSeconds(makespan, decimals: 3))
    let milliseconds = max(0, makespan.nearestMillisecond.milliseconds)
    guard milliseconds >= 3_600_000 else {
      let timer = formatWorkTime(.milliseconds(milliseconds))
      return self[.businessDay(seconds: seconds, timer: timer)]
    }
    let unit: SpanParts.Unit = milliseconds >= 86_400_000 ? .minute : .second
    return self[.longBusinessDay(seconds: seconds, span: SpanParts(makespan, roundedTo: unit))]
  }

  /// "Mean wait: 1.540 s".
  public func meanWait(_ wait: ModelTime) -> String {
    self[.meanWait(seconds: groupedDecimal(formatSeconds(wait, decimals: 3)))]
  }

  /// The mean wait's 95% confidence interval by batch means, from
  /// `batches` of them.
  public func meanWaitInterval(_ interval: ConfidenceInterval, batches: Int) -> String {
    self[
      .meanWaitInterval(
        lower: groupedDecimal(fixedDecimal(interval.lower, decimals: 3)),
        upper: groupedDecimal(fixedDecimal(interval.upper, decimals: 3)), batches: batches)]
  }

  /// "Longest wait: 3.300 s".
  public func longestWait(_ wait: ModelTime) -> String {
    self[.longestWait(seconds: groupedDecimal(formatSeconds(wait, decimals: 3)))]
  }

  /// "Mean queue length: 2.500".
  public func meanQueueLength(_ length: Double) -> String {
    self[.meanQueueLength(groupedDecimal(fixedDecimal(length, decimals: 3)))]
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
    self[.wallTime(seconds: groupedDecimal(fixedDecimal(seconds, decimals: 3)))]
  }
}

/// A written decimal with its whole part grouped by thousands:
/// `5496972.800` → `5,496,972.800`. Anything but digits, a sign and one
/// point is left as it is.
func groupedDecimal(_ written: String) -> String {
  let sign = written.hasPrefix("-") ? "-" : ""
  let unsigned = written.dropFirst(sign.count)
  let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
  guard let whole = parts.first, let number = UInt64(whole), whole.allSatisfy(\.isASCII) else {
    return written
  }
  return sign + groupedNumber(number) + (parts.count > 1 ? "." + parts[1] : "")
}
