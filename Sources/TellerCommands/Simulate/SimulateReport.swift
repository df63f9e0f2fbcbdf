import TellerBank
import TellerSession

/// What `teller simulate` prints: a readable summary or one JSON object.
public enum SimulateReport {
  /// The readable summary, one figure per line, ending with a newline, in
  /// the options' language. Work types whose clerks cannot keep up with
  /// Poisson arrivals are warned about first (``OfferedLoad``).
  ///
  /// - Parameters:
  ///   - statistics: the run's figures.
  ///   - options: what was run.
  ///   - wallSeconds: the real time the run took, measured by the shell.
  public static func text(
    _ statistics: BankStatistics, options: SimulateOptions, wallSeconds: Double
  ) -> String {
    let simulation = options.simulation
    let configuration = simulation.configuration
    let catalog = Catalog(language: options.language)
    let warnings = OfferedLoad.of(simulation).filter(\.isOverloaded).map(catalog.overloaded)
    let lines: [String?] =
      warnings + [
        catalog.simulated(
          customers: simulation.customers, arrivals: simulation.arrivals,
          seed: configuration.seed),
        catalog[
          SimulateMessage.customersServed(
            statistics.customersServed, deposit: statistics.served(.deposit),
            loan: statistics.served(.loan))],
        catalog.businessDay(statistics.makespan),
        catalog.meanWait(statistics.meanWait),
        intervalLine(statistics, options: options, catalog: catalog),
        catalog.longestWait(statistics.maximumWait),
        catalog.meanQueueLength(statistics.meanQueueLength),
        catalog.utilisation(
          WorkType.allCases.map {
            ($0, statistics.utilization($0), configuration.clerks(for: $0))
          }),
        catalog[.peakCustomers(statistics.peakCustomersInBank)],
        catalog[.eventCount(statistics.events)],
        catalog.wallTime(wallSeconds),
      ]
    return lines.compactMap { $0 }.joined(separator: "\n") + "\n"
  }

  /// The mean wait's confidence interval, or why there is none; nil for
  /// batch arrivals, which have none.
  static func intervalLine(
    _ statistics: BankStatistics, options: SimulateOptions, catalog: Catalog
  ) -> String? {
    guard case .poisson = options.simulation.arrivals else { return nil }
    return catalog.meanWaitInterval(
      statistics.meanWaitInterval.map { ($0.lower, $0.upper) },
      batches: options.simulation.confidenceBatches)
  }

  /// The JSON object, on one line, ending with a newline.
  ///
  /// Keys: `customers`, `arrivals`, `rate` (Poisson only), `seed`,
  /// `customers_served`, `deposit_customers`, `loan_customers`,
  /// `makespan_seconds`, `mean_wait_seconds`, `mean_wait_ci95_seconds` (the
  /// 95% confidence interval's ends, or null; Poisson only),
  /// `ci_batches` (Poisson only), `max_wait_seconds`,
  /// `mean_queue_length`, `utilization` (one entry per work type),
  /// `peak_customers_in_bank`, `events`, `wall_seconds`, `load` (Poisson
  /// only: each work type's offered load, λ · share · service time) and
  /// `overloaded` (the work types whose load reaches their clerks; empty
  /// when none).
  public static func json(
    _ statistics: BankStatistics, options: SimulateOptions, wallSeconds: Double
  ) -> String {
    jsonValue(statistics, options: options, wallSeconds: wallSeconds).rendered + "\n"
  }

  /// The JSON object as a value.
  public static func jsonValue(
    _ statistics: BankStatistics, options: SimulateOptions, wallSeconds: Double
  ) -> JSONValue {
    let simulation = options.simulation
    var members: [(key: String, value: JSONValue)] = [
      ("customers", .integer(Int64(simulation.customers)))
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
      ("deposit_customers", .integer(Int64(statistics.served(.deposit)))),
      ("loan_customers", .integer(Int64(statistics.served(.loan)))),
      ("makespan_seconds", .number(statistics.makespan.seconds)),
      ("mean_wait_seconds", .number(statistics.meanWaitSeconds)),
    ]
    if case .poisson = simulation.arrivals {
      let interval = statistics.meanWaitInterval
      members += [
        (
          "mean_wait_ci95_seconds",
          interval.map { .array([.number($0.lower), .number($0.upper)]) } ?? .null
        ),
        ("ci_batches", .integer(Int64(simulation.confidenceBatches))),
      ]
    }
    members += [
      ("max_wait_seconds", .number(statistics.maximumWait.seconds)),
      ("mean_queue_length", .number(statistics.meanQueueLength)),
      (
        "utilization",
        .object(WorkType.allCases.map { ("\($0)", .number(statistics.utilization($0))) })
      ),
      ("peak_customers_in_bank", .integer(Int64(statistics.peakCustomersInBank))),
      ("events", .integer(Int64(statistics.events))),
      ("wall_seconds", .number(wallSeconds)),
    ]
    let loads = OfferedLoad.of(simulation)
    if !loads.isEmpty {
      members.append(("load", .object(loads.map { ("\($0.workType)", .number($0.load)) })))
    }
    members.append(
      ("overloaded", .array(loads.filter(\.isOverloaded).map { .string("\($0.workType)") })))
    return .object(members)
  }
}
