import TellerBank
import TellerText

extension EnglishWording {
  /// The English words of `teller simulate`'s statistics section.
  public func text(_ message: StatisticsMessage) -> String {
    func customers(_ n: Int) -> String { n == 1 ? "1 customer" : "\(groupedNumber(n)) customers" }
    switch message {
    case .serviceTimes(let parts): return "Service times: " + parts.joined(separator: ", ")
    case .serviceTimesPart(let type, let shape, let variation):
      return "\(text(.workTypeName(type))) " + Self.shapeName(shape, variation: variation)
    case .warmupFound(let n):
      return "Warm-up: \(customers(n)) set aside, where MSER-5 found the start settled"
    case .warmupUnsure(let n):
      return "Warm-up: \(customers(n)) set aside, but MSER-5 could not tell where the warm-up "
        + "ends; the run may be too short. Run more customers."
    case .warmupFixed(let seconds, let n):
      return "Warm-up: the first \(seconds) s of model time set aside (\(customers(n)))"
    case .precisionMet(let target, let reached, let metAt, let n):
      return "Precision: the interval's half-width is \(reached)% of the mean wait, within the "
        + "\(target)% asked; met at \(groupedNumber(metAt)) replications and held through "
        + "\(groupedNumber(n))"
    case .precisionCapped(let target, let reached?, let cap):
      return "Precision: not met. After the cap of \(groupedNumber(cap)) replications the "
        + "interval's half-width is \(reached)% of the mean wait, not the \(target)% asked; raise "
        + "--replications or run more customers"
    case .precisionCapped(let target, nil, let cap):
      return
        "Precision: not met. The cap of \(groupedNumber(cap)) replication\(cap == 1 ? "" : "s") "
        + "gives no interval to compare with the \(target)% asked; raise --replications"
    case .replicationsStopped(let done, let planned):
      return "Replications stopped (Ctrl-C) after \(groupedNumber(done)) of up to "
        + "\(groupedNumber(planned)); the figures above cover those"
    case .tableCaption: return "Mean wait: estimates and theory"
    case .estimateColumn(let short): return short ? "Est" : "Estimate"
    case .fromColumn(let short): return short ? "From" : "95% from"
    case .toColumn(let short): return short ? "To" : "95% to"
    case .coversColumn(let short): return short ? "Covers" : "Covers theory"
    case .basisColumn: return "Basis"
    case .rowHeader(let row, let short): return Self.rowHeader(row, short: short)
    case .covers(let covered): return covered ? "yes" : "no"
    case .belowZero(let spoken): return "minus " + spoken
    case .wholeRunBasis(let batches): return "\(groupedNumber(batches)) batch means"
    case .wholeRunTooFew(let batches):
      return "no interval: fewer customers than its \(groupedNumber(batches)) batches "
        + "(--ci-batches)"
    case .wholeRunTooFewYet(let batches):
      return "no interval yet: the run stopped before 2 of its \(groupedNumber(batches)) "
        + "batches were full"
    case .steadyBasis(let batches, let n):
      return "\(groupedNumber(batches)) batch means of \(customers(n)) after the warm-up"
    case .steadyTooFew(let n):
      return "\(customers(n)) after the warm-up: too few for an interval"
    case .steadyNone: return "no customer was left after the warm-up"
    case .replicationsBasis(1): return "1 replication: no interval from fewer than 2"
    case .replicationsBasis(let n): return "\(groupedNumber(n)) replications"
    case .theoryBasis(let formula, let queue):
      return Self.formulaName(formula) + (queue.map { ", \($0)" } ?? "")
    case .noClosedForm: return "no closed form for this queue's mean wait"
    case .noSteadyState:
      return "no steady state: the clerks cannot keep up, so waits grow without bound"
    }
  }

  /// A row's header of the table of the mean wait, or its short form.
  static func rowHeader(_ row: StatisticsTableRow, short: Bool) -> String {
    switch row {
    case .wholeRun: short ? "Run" : "Whole run"
    case .steadyState: short ? "Stdy" : "Steady state"
    case .replications: short ? "Reps" : "Replications"
    case .theory: short ? "Thry" : "Theory"
    }
  }

  /// A shape of service times in words.
  static func shapeName(_ shape: ServiceDistribution, variation: String) -> String {
    switch shape {
    case .deterministic: "deterministic"
    case .exponential: "exponential"
    case .erlang(let k): k == 1 ? "Erlang with 1 phase" : "Erlang with \(k) phases"
    case .uniform: "uniform (coefficient of variation \(variation))"
    case .lognormal: "lognormal (coefficient of variation \(variation))"
    }
  }

  /// A formula's name.
  static func formulaName(_ formula: MeanWaitTheory.Formula) -> String {
    switch formula {
    case .erlangC: "Erlang C"
    case .pollaczekKhinchine: "Pollaczek–Khinchine"
    case .crommelin: "Crommelin's M/D/c"
    case .mixture: "each work type's formula, weighted by its share"
    case .noArrivals: "no customers come"
    }
  }
}
