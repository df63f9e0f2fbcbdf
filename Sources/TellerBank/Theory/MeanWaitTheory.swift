/// What queueing theory says of a queue's mean wait in line: an exact
/// value and the formula it comes from, or why there is none.
public enum MeanWaitTheory: Hashable, Sendable {
  /// The exact steady-state mean wait, in seconds.
  case exact(seconds: Double, formula: Formula)
  /// The queue is stable but no closed form gives its mean wait (as for
  /// M/G/c with c > 1 and times neither exponential nor deterministic).
  case noClosedForm
  /// The clerks cannot keep up (ρ ≥ 1, or customers and no clerk): the
  /// line grows without end and there is no steady-state mean.
  case noSteadyState

  /// The closed forms.
  public enum Formula: String, Hashable, Sendable, CaseIterable {
    /// Erlang's C formula, for M/M/c.
    case erlangC = "erlang-c"
    /// The Pollaczek–Khinchine formula, for M/G/1.
    case pollaczekKhinchine = "pollaczek-khinchine"
    /// Crommelin's exact mean wait, for M/D/c.
    case crommelin
    /// Several work types, each with one of the others, averaged by share.
    case mixture
    /// No customers come, so no one waits.
    case noArrivals = "no-arrivals"
  }

  /// The mean wait in seconds, when exact.
  public var seconds: Double? {
    if case .exact(let seconds, _) = self { return seconds }
    return nil
  }

  /// The mean wait of a queue with Poisson arrivals, FIFO service and
  /// identical clerks.
  ///
  /// - Parameters:
  ///   - rate: arrivals per second, at least 0.
  ///   - clerks: the clerks, at least 0.
  ///   - service: the mean service time in seconds, above 0.
  ///   - distribution: the service times' shape.
  /// - Complexity: O(c) for c clerks; O(c²) for deterministic times.
  public static func queue(
    rate: Double, clerks: Int, service: Double, distribution: ServiceDistribution
  ) -> MeanWaitTheory {
    guard rate > 0 else { return .exact(seconds: 0, formula: .noArrivals) }
    guard clerks > 0, rate * service < Double(clerks) else { return .noSteadyState }
    switch distribution {
    case .exponential:
      let wait = QueueFormulas.erlangCWait(rate: rate, clerks: clerks, service: service)
      return .exact(seconds: wait, formula: .erlangC)
    case .deterministic where clerks > 1:
      let wait = QueueFormulas.deterministicWait(rate: rate, clerks: clerks, service: service)
      return .exact(seconds: wait, formula: .crommelin)
    case _ where clerks == 1:
      let wait = QueueFormulas.pollaczekKhinchineWait(
        rate: rate, service: service, secondMomentFactor: distribution.secondMomentFactor)
      return .exact(seconds: wait, formula: .pollaczekKhinchine)
    default:
      return .noClosedForm
    }
  }

  /// The mean wait of every customer when each kind of work has a queue
  /// of its own: Poisson arrivals split at random by share are Poisson in
  /// each queue, so each has its own mean wait, and the mean of all is
  /// their average weighted by share. A queue with share 0 counts for
  /// nothing; no steady state in any queue that gets customers means
  /// none, then no closed form in any means none.
  ///
  /// - Parameter parts: each queue's share of the customers and its theory.
  /// - Complexity: O(k) for k queues.
  public static func mixture(_ parts: [(share: Double, theory: MeanWaitTheory)])
    -> MeanWaitTheory
  {
    let used = parts.filter { $0.share > 0 }
    if used.contains(where: { $0.theory == .noSteadyState }) { return .noSteadyState }
    var total = 0.0
    var shares = 0.0
    for part in used {
      guard let seconds = part.theory.seconds else { return .noClosedForm }
      total += part.share * seconds
      shares += part.share
    }
    guard shares > 0 else { return .exact(seconds: 0, formula: .noArrivals) }
    if used.count == 1, case .exact(_, let formula) = used[0].theory {
      return .exact(seconds: total / shares, formula: formula)
    }
    return .exact(seconds: total / shares, formula: .mixture)
  }
}
