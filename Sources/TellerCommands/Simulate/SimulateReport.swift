import TellerBank
import TellerSession
import TellerWording

/// What `teller simulate` prints: a readable summary or one JSON object.
///
/// A run stopped early (``SimulationOutcome/isPartial``) is reported the
/// same way, with the figures of the events up to the stop, and marked:
/// its text starts by saying so, and its JSON has `"partial": true`.
public enum SimulateReport {
  /// The readable summary, one figure per line, ending with a newline,
  /// worded by the command's catalog.
  ///
  /// A partial run is said first. Warnings come next: a work type whose
  /// clerks cannot keep up with Poisson arrivals (``OfferedLoad``), one
  /// near saturation in a run too short for it, and correlated batch
  /// means, which make the mean wait's interval too narrow
  /// (``BatchCorrelation``).
  ///
  /// - Parameters:
  ///   - outcome: the run's figures and how far it came.
  ///   - options: what was run.
  ///   - wallSeconds: the real time the run took, measured by the shell.
  ///   - catalog: the words, in the options' language; a bank with a work
  ///     type the languages do not name brings a catalog that names it.
  ///   - study: the replications after the run, when asked for.
  public static func text(
    _ outcome: SimulationOutcome, options: SimulateOptions, wallSeconds: Double, catalog: Catalog,
    study: ReplicationStudy? = nil
  ) -> String {
    let statistics = outcome.statistics
    let simulation = options.simulation
    let configuration = simulation.configuration
    let interval = MeanWaitInterval(outcome, options: options)
    let section = StatisticsSection(outcome, options: options, study: study)
    var warnings: [String] = []
    if outcome.isPartial {
      let progress = outcome.progress
      warnings.append(
        catalog[
          .partial(
            served: progress.customersServed, customers: progress.customers,
            percent: percent(progress))])
    }
    let loads = OfferedLoad.of(simulation)
    warnings += loads.filter(\.isOverloaded).map(catalog.overloaded)
    warnings += nearSaturation(loads, options: options).map {
      catalog.nearSaturation($0, batches: simulation.confidenceBatches)
    }
    if let correlation = interval?.correlation, correlation.isSignificant {
      warnings.append(catalog.correlatedBatches(correlation))
    }
    let lines: [String?] =
      warnings + [
        catalog.simulated(
          customers: simulation.customers, arrivals: simulation.arrivals,
          seed: configuration.seed),
        catalog.customersServed(statistics),
        catalog.businessDay(statistics.makespan),
        catalog.meanWait(statistics.meanWait),
        // With the statistics section, the interval is in its table.
        section?.theory == nil ? interval.map { $0.line(catalog) } : nil,
        catalog.longestWait(statistics.maximumWait),
        catalog.meanQueueLength(statistics.meanQueueLength),
        catalog.utilisation(
          configuration.types.map {
            ($0, statistics.utilization($0), configuration.clerks(for: $0))
          }),
        catalog[.peakCustomers(statistics.peakCustomersInBank)],
        catalog[.eventCount(statistics.events)],
      ]
      + (ReportTables(outcome, configuration: configuration, catalog: catalog)?.lines(catalog) ?? [])
      + (section?.lines(catalog) ?? [])
      + [catalog.wallTime(wallSeconds)]
    return lines.compactMap { $0 }.joined(separator: "\n") + "\n"
  }

  /// The readable summary of a whole run.
  public static func text(
    _ statistics: BankStatistics, options: SimulateOptions, wallSeconds: Double, catalog: Catalog
  ) -> String {
    text(
      whole(statistics, options: options), options: options, wallSeconds: wallSeconds,
      catalog: catalog)
  }

  /// The share of customers served, in whole percent, rounded down so a
  /// run shows 100% only when it is done.
  public static func percent(_ progress: SimulationProgress) -> Int {
    Int((progress.fraction * 100).rounded(.down))
  }

  /// The work types near saturation for a run of these options.
  static func nearSaturation(_ loads: [OfferedLoad], options: SimulateOptions) -> [OfferedLoad] {
    let simulation = options.simulation
    return loads.filter {
      $0.isNearSaturation(customers: simulation.customers, batches: simulation.confidenceBatches)
    }
  }

  /// A statistics value of a whole run as an outcome.
  static func whole(_ statistics: BankStatistics, options: SimulateOptions) -> SimulationOutcome {
    SimulationOutcome(
      statistics: statistics,
      progress: SimulationProgress(
        customersServed: statistics.customersServed, customers: statistics.customersServed,
        modelTime: statistics.makespan))
  }

  /// The JSON object, on one line, ending with a newline.
  ///
  /// Keys: `partial` (whether the run was stopped early; its figures are
  /// then those up to the stop), `customers` (asked for), `arrivals`,
  /// `rate` (Poisson only), `seed`, `customers_served`, then each work
  /// type's served as `NAME_customers` (`deposit_customers`,
  /// `loan_customers`), `makespan_seconds`,
  /// `mean_wait_seconds`, `mean_wait_ci95_seconds` (the 95% confidence
  /// interval's ends, or null; Poisson only), `ci_batches` (Poisson only:
  /// the batch means the interval is made of, fewer than `--ci-batches`
  /// in a partial run), `ci_lag1_correlation` (Poisson only: their lag-1
  /// correlation, or null with fewer than 8) and `ci_correlated` (whether
  /// it is high enough to make the interval too narrow), `max_wait_seconds`,
  /// `mean_queue_length`, `utilization` (one entry per work type, by name),
  /// `peak_customers_in_bank`, `events`, `wall_seconds`, `load` (Poisson
  /// only: each work type's offered load, λ · share · service time),
  /// `overloaded` (the work types whose load reaches their clerks; empty
  /// when none) and `near_saturation` (the work types near saturation for a
  /// run this short; empty when none).
  /// With a statistics option, the keys of ``StatisticsSection/json()``
  /// follow `near_saturation`. Last comes `tables`: the bank's tables
  /// where the run ended (``ReportTables/json()``), the clerks' and the
  /// day's.
  ///
  /// - Parameter catalog: the words of the tables' captions and headers;
  ///   without it, the object has no `tables`.
  public static func json(
    _ outcome: SimulationOutcome, options: SimulateOptions, wallSeconds: Double,
    study: ReplicationStudy? = nil, catalog: Catalog? = nil
  ) -> String {
    jsonValue(outcome, options: options, wallSeconds: wallSeconds, study: study, catalog: catalog)
      .rendered + "\n"
  }

  /// The JSON object of a whole run.
  public static func json(
    _ statistics: BankStatistics, options: SimulateOptions, wallSeconds: Double
  ) -> String {
    json(whole(statistics, options: options), options: options, wallSeconds: wallSeconds)
  }

  /// The JSON object as a value.
  public static func jsonValue(
    _ outcome: SimulationOutcome, options: SimulateOptions, wallSeconds: Double,
    study: ReplicationStudy? = nil, catalog: Catalog? = nil
  ) -> JSONValue {
    let statistics = outcome.statistics
    let simulation = options.simulation
    let configuration = simulation.configuration
    var members: [(key: String, value: JSONValue)] = [
      ("partial", .bool(outcome.isPartial)),
      ("customers", .integer(Int64(simulation.customers))),
    ]
    switch simulation.arrivals {
    case .batch:
      members.append(("arrivals", .string("batch")))
    case .poisson(let rate):
      members.append(("arrivals", .string("poisson")))
      members.append(("rate", .number(rate)))
    }
    members += [
      ("seed", .unsigned(simulation.configuration.seed)),
      ("customers_served", .integer(Int64(statistics.customersServed))),
    ]
    members += configuration.types.map {
      (configuration[$0].name + "_customers", .integer(Int64(statistics.served($0))))
    }
    members += [
      ("makespan_seconds", .number(statistics.makespan.seconds)),
      ("mean_wait_seconds", .number(statistics.meanWaitSeconds)),
    ]
    if let interval = MeanWaitInterval(outcome, options: options) {
      let correlation = interval.correlation
      members += [
        ("mean_wait_ci95_seconds", StatisticsSection.ends(interval.interval)),
        ("ci_batches", .integer(Int64(interval.batches))),
        ("ci_lag1_correlation", correlation.map { .number($0.value) } ?? .null),
        ("ci_correlated", .bool(correlation?.isSignificant ?? false)),
      ]
    }
    members += [
      ("max_wait_seconds", .number(statistics.maximumWait.seconds)),
      ("mean_queue_length", .number(statistics.meanQueueLength)),
      (
        "utilization",
        .object(
          configuration.types.map { (configuration[$0].name, .number(statistics.utilization($0))) }
        )
      ),
      ("peak_customers_in_bank", .integer(Int64(statistics.peakCustomersInBank))),
      ("events", .integer(Int64(statistics.events))),
      ("wall_seconds", .number(wallSeconds)),
    ]
    members += loadMembers(options)
    let section = StatisticsSection(outcome, options: options, study: study)
    members += section?.json() ?? []
    if let catalog, let tables = Self.tables(outcome, options, section, catalog) {
      members.append(("tables", tables.json()))
    }
    return .object(members)
  }

  /// The report's tables: the bank's, then the statistics section's table
  /// of the mean wait when it has one.
  private static func tables(
    _ outcome: SimulationOutcome, _ options: SimulateOptions, _ section: StatisticsSection?,
    _ catalog: Catalog
  ) -> ReportTables? {
    let configuration = options.simulation.configuration
    guard var tables = ReportTables(outcome, configuration: configuration, catalog: catalog)
    else { return nil }
    if let table = section?.table() { tables.tables.append(table.content(catalog)) }
    return tables
  }

  /// The JSON members about each work type's offered load: `load`
  /// (Poisson only), `overloaded` and `near_saturation`, by type name.
  private static func loadMembers(_ options: SimulateOptions) -> [(key: String, value: JSONValue)] {
    let configuration = options.simulation.configuration
    let loads = OfferedLoad.of(options.simulation)
    func name(_ load: OfferedLoad) -> String { configuration[load.workType].name }
    var members: [(key: String, value: JSONValue)] = []
    if !loads.isEmpty {
      members.append(("load", .object(loads.map { (name($0), .number($0.load)) })))
    }
    members.append(
      ("overloaded", .array(loads.filter(\.isOverloaded).map { .string(name($0)) })))
    members.append(
      (
        "near_saturation",
        .array(nearSaturation(loads, options: options).map { .string(name($0)) })
      ))
    return members
  }

  /// The JSON object of a whole run as a value.
  public static func jsonValue(
    _ statistics: BankStatistics, options: SimulateOptions, wallSeconds: Double
  ) -> JSONValue {
    jsonValue(whole(statistics, options: options), options: options, wallSeconds: wallSeconds)
  }
}
