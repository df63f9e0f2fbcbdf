import TellerBank
import TellerText

extension EnglishWording {
  /// The English lines of `teller simulate`'s statistics section.
  public func text(_ message: StatisticsMessage) -> String {
    func customers(_ n: Int) -> String { n == 1 ? "1 customer" : "\(groupedNumber(n)) customers" }
    func interval(_ lower: String, _ upper: String) -> String {
      "95% confidence interval \(lower) to \(upper) s"
    }
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
    case .steadyMeanWait(let seconds, let lower, let upper, let batches, let n):
      return "Steady-state mean wait: \(seconds) s, \(interval(lower, upper)) (\(batches) batch "
        + "means of \(customers(n)) after the warm-up)"
    case .steadyMeanWaitAlone(let seconds, let n):
      return "Steady-state mean wait: \(seconds) s, from \(customers(n)) after the warm-up: too "
        + "few for an interval"
    case .noSteadyMeanWait:
      return "Steady-state mean wait: none, no customer was left after the warm-up"
    case .replicatedMeanWait(let seconds, let lower?, let upper?, let n):
      return "Mean wait over \(groupedNumber(n)) replications: \(seconds) s, "
        + interval(lower, upper)
    case .replicatedMeanWait(let seconds, _, _, let n):
      return "Mean wait over \(groupedNumber(n)) replication\(n == 1 ? "" : "s"): \(seconds) s, "
        + "no interval from fewer than 2"
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
    case .theory(let formula, let queue, let seconds, let covered):
      let source = Self.formulaName(formula) + (queue.map { ", \($0)" } ?? "")
      let verdict =
        switch covered {
        case true?: "; the 95% interval covers it"
        case false?: "; the 95% interval does not cover it"
        case nil: ""
        }
      return "Theory (\(source)): mean wait \(seconds) s" + verdict
    case .noClosedForm: return "Theory: no closed form for this queue's mean wait"
    case .noSteadyState:
      return "Theory: no steady state, the clerks cannot keep up, so waits grow without bound"
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
