import TellerBank
import TellerSession
import TellerWording

/// The statistics section of `teller simulate`'s report, present when a
/// statistics option was given (``SimulateOptions/statistics``): each work
/// type's service times, the warm-up, the steady-state mean wait with its
/// interval, the replications and their precision, and the theory beside
/// the estimate with whether the interval covers it.
struct StatisticsSection {
  /// Each work type's shape of service times, in table order.
  var services: [(type: WorkType, shape: ServiceDistribution)]
  /// The run's own steady-state mean; nil for batch arrivals.
  var estimate: SteadyStateEstimate?
  /// The replications, when more than the run were asked for.
  var study: ReplicationStudy?
  /// What theory says of the mean wait; nil for batch arrivals.
  var theory: MeanWaitTheory?
  /// The run.
  var simulation: Simulation
  /// The run's mean wait, warm-up included; nil before anyone has waited.
  var wholeRun: ModelTime?
  /// The run's own interval, as the report gives it; nil for batch
  /// arrivals.
  var interval: MeanWaitInterval?

  /// The section of a run; nil when no statistics option was given.
  init?(_ outcome: SimulationOutcome, options: SimulateOptions, study: ReplicationStudy?) {
    guard options.statistics else { return nil }
    simulation = options.simulation
    let configuration = simulation.configuration
    services = configuration.types.map { ($0, configuration.serviceDistribution(for: $0)) }
    estimate = SteadyStateEstimate(
      outcome.statistics, rule: simulation.warmup ?? .automatic,
      batches: simulation.confidenceBatches)
    self.study = study
    theory = StatisticsSection.theory(of: simulation)
    wholeRun = outcome.statistics.customersStarted > 0 ? outcome.statistics.meanWait : nil
    interval = MeanWaitInterval(outcome, options: options)
  }

  /// The theory of a run's queues: each work type's own queue, fed by its
  /// share of the Poisson arrivals, weighted by that share.
  static func theory(of simulation: Simulation) -> MeanWaitTheory? {
    guard case .poisson(let rate) = simulation.arrivals else { return nil }
    let configuration = simulation.configuration
    return MeanWaitTheory.mixture(
      OfferedLoad.of(simulation).map { load in
        let type = load.workType
        return (
          load.share,
          MeanWaitTheory.queue(
            rate: rate * load.share, clerks: load.clerks,
            service: configuration.serviceTime(for: type).seconds,
            distribution: configuration.serviceDistribution(for: type))
        )
      })
  }

  /// The interval the theory is held against: the replications' when
  /// there are some, else the run's own.
  var headlineInterval: ConfidenceInterval? {
    if let study { return study.replications.interval }
    return estimate?.interval
  }

  /// The mean of the replications' estimates, in seconds.
  var replicatedMean: Double? {
    guard let study, study.count > 0 else { return nil }
    return study.replications.estimates.reduce(0, +) / Double(study.count)
  }

  /// Whether the headline interval covers the exact mean wait; nil when
  /// either is missing.
  var covers: Bool? {
    guard let seconds = theory?.seconds, let interval = headlineInterval else { return nil }
    return interval.contains(seconds)
  }

  /// The queue in Kendall's notation when customers come for one work
  /// type only: `M/M/1`, `M/D/2`, `M/E4/1`, `M/G/1`.
  var kendall: String? {
    let used = OfferedLoad.of(simulation).filter { $0.share > 0 }
    guard used.count == 1, let load = used.first else { return nil }
    let letter =
      switch simulation.configuration.serviceDistribution(for: load.workType) {
      case .deterministic: "D"
      case .exponential: "M"
      case .erlang(let k): k == 1 ? "M" : "E\(k)"
      case .uniform, .lognormal: "G"
      }
    return "M/\(letter)/\(load.clerks)"
  }

  /// The section's lines, in the catalog's language: the service times,
  /// then for Poisson arrivals the warm-up, the table of the mean wait
  /// (its caption and size, then a line per row, as the bank's tables are
  /// written), the precision reached and whether replications were
  /// stopped.
  func lines(_ catalog: Catalog) -> [String] {
    let parts = services.map { part in
      catalog[
        StatisticsMessage.serviceTimesPart(
          part.type, shape: part.shape,
          variation: fixedDecimal(part.shape.coefficientOfVariation, decimals: 2))]
    }
    var lines = [catalog[.serviceTimes(parts: parts)]]
    guard let table = table() else { return lines }
    if let warmup = warmupLine(catalog) { lines.append(warmup) }
    lines += ReportTables.lines(of: table.content(catalog), catalog: catalog)
    if let study {
      if let line = precisionLine(study, catalog) { lines.append(line) }
      if study.isInterrupted {
        lines.append(
          catalog[.replicationsStopped(done: study.count, planned: study.replications.planned)])
      }
    }
    return lines
  }

  /// The warm-up's line; nil when no customer was left after it, which
  /// the table says.
  private func warmupLine(_ catalog: Catalog) -> String? {
    guard let estimate else { return nil }
    switch estimate.rule {
    case .automatic:
      return catalog[
        estimate.isConfident
          ? .warmupFound(customers: estimate.warmupCustomers)
          : .warmupUnsure(customers: estimate.warmupCustomers)]
    case .fixed(let time):
      return catalog[
        .warmupFixed(seconds: seconds(time.seconds), customers: estimate.warmupCustomers)]
    }
  }

  /// The precision's line, when a target was asked for and the procedure
  /// finished.
  private func precisionLine(_ study: ReplicationStudy, _ catalog: Catalog) -> String? {
    guard let precision = study.replications.precision else { return nil }
    let target = percent(precision.relativeHalfWidth)
    let reached = study.replications.relativeHalfWidth.map(percent)
    switch study.replications.status {
    case .metTarget(let metAt):
      return catalog[
        .precisionMet(
          target: target, reached: reached ?? "-", metAt: metAt, replications: study.count)]
    case .capReached:
      return catalog[.precisionCapped(target: target, reached: reached, cap: precision.cap)]
    case .running, .done:
      return nil
    }
  }

  /// The section's members of the JSON object.
  ///
  /// Keys: `service` (each work type's `shape` and `cv`), and with Poisson
  /// arrivals `warmup` (`rule` auto or fixed, `customers` set aside,
  /// `seconds` of a fixed one or null, `confident`),
  /// `steady_mean_wait_seconds` (null when no wait was left),
  /// `steady_ci95_seconds` (ends or null), `steady_ci_batches`,
  /// `replications` (null for the run alone; else `count`, `planned`,
  /// `mean_wait_seconds`, `ci95_seconds`, `stopped`, and `precision`: null
  /// or `target`, `reached`, `met`, `met_at`), and `theory` (`status`
  /// exact, no-closed-form or no-steady-state, `formula`, `queue`,
  /// `mean_wait_seconds` and `covered`, each null when it does not apply).
  func json() -> [(key: String, value: JSONValue)] {
    let service = services.map { part -> (key: String, value: JSONValue) in
      (
        simulation.configuration[part.type].name,
        .object([
          ("shape", .string(StatisticsSection.word(part.shape))),
          ("cv", .number(part.shape.coefficientOfVariation)),
        ])
      )
    }
    guard let theory else { return [("service", .object(service))] }
    return [
      ("service", .object(service)), ("warmup", warmupJSON),
      ("steady_mean_wait_seconds", estimate.map { .number($0.meanWait) } ?? .null),
      ("steady_ci95_seconds", StatisticsSection.ends(estimate?.interval)),
      ("steady_ci_batches", .integer(Int64(estimate?.batches ?? 0))),
      ("replications", replicationsJSON), ("theory", theoryJSON(theory)),
    ]
  }

  /// The warm-up as JSON; null without a steady-state mean.
  private var warmupJSON: JSONValue {
    guard let estimate else { return .null }
    var fixed: JSONValue = .null
    if case .fixed(let time) = estimate.rule { fixed = .number(time.seconds) }
    return .object([
      ("rule", .string(fixed == .null ? "auto" : "fixed")),
      ("customers", .integer(Int64(estimate.warmupCustomers))),
      ("seconds", fixed), ("confident", .bool(estimate.isConfident)),
    ])
  }

  /// The replications as JSON; null for the run alone.
  private var replicationsJSON: JSONValue {
    guard let study else { return .null }
    var precision: JSONValue = .null
    if let rule = study.replications.precision {
      var metAt: JSONValue = .null
      if case .metTarget(let at) = study.replications.status { metAt = .integer(Int64(at)) }
      precision = .object([
        ("target", .number(rule.relativeHalfWidth)),
        ("reached", study.replications.relativeHalfWidth.map { .number($0) } ?? .null),
        ("met", .bool(metAt != .null)), ("met_at", metAt),
      ])
    }
    return .object([
      ("count", .integer(Int64(study.count))),
      ("planned", .integer(Int64(study.replications.planned))),
      ("mean_wait_seconds", replicatedMean.map { .number($0) } ?? .null),
      ("ci95_seconds", StatisticsSection.ends(study.replications.interval)),
      ("stopped", .bool(study.isInterrupted)), ("precision", precision),
    ])
  }

  /// The theory as JSON.
  private func theoryJSON(_ theory: MeanWaitTheory) -> JSONValue {
    var status = "exact"
    var formula: JSONValue = .null
    switch theory {
    case .exact(_, let name): formula = .string(name.rawValue)
    case .noClosedForm: status = "no-closed-form"
    case .noSteadyState: status = "no-steady-state"
    }
    return .object([
      ("status", .string(status)), ("formula", formula),
      ("queue", kendall.map { .string($0) } ?? .null),
      ("mean_wait_seconds", theory.seconds.map { .number($0) } ?? .null),
      ("covered", covers.map { .bool($0) } ?? .null),
    ])
  }

  /// A shape's word as `--service` takes it.
  static func word(_ shape: ServiceDistribution) -> String {
    switch shape {
    case .deterministic: ServiceShape.deterministic.rawValue
    case .exponential: ServiceShape.exponential.rawValue
    case .erlang(let k): "\(ServiceShape.erlang.rawValue):\(k)"
    case .uniform: ServiceShape.uniform.rawValue
    case .lognormal: ServiceShape.lognormal.rawValue
    }
  }

  /// An interval's ends as a JSON array, or null.
  static func ends(_ interval: ConfidenceInterval?) -> JSONValue {
    interval.map { .array([.number($0.lower), .number($0.upper)]) } ?? .null
  }
}

/// Seconds written to the millisecond, the whole part grouped.
private func seconds(_ value: Double) -> String {
  groupedDecimal(fixedDecimal(value, decimals: 3))
}

/// A share written as a percent to a tenth: 0.0193 → `1.9`.
private func percent(_ share: Double) -> String {
  fixedDecimal(share * 100, decimals: 1)
}
