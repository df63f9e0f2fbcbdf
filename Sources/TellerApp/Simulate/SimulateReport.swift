import TellerBank

/// What `teller simulate` prints: a readable summary or one JSON object.
public enum SimulateReport {
  /// The readable summary, one figure per line, ending with a newline.
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
    let arrivals: String
    switch simulation.arrivals {
    case .batch: arrivals = "all arriving at once"
    case .poisson(let rate): arrivals = "Poisson arrivals at \(plainNumber(rate)) per second"
    }
    let utilization = WorkType.allCases.map { type in
      let clerks = configuration.clerks(for: type)
      let percent = fixedDecimal(statistics.utilization(type) * 100, decimals: 1)
      return "\(type) \(percent)% (\(clerks) \(clerks == 1 ? "clerk" : "clerks"))"
    }
    let lines = [
      "Simulated \(simulation.customers) \(simulation.customers == 1 ? "customer" : "customers"), "
        + "\(arrivals), seed \(configuration.seed).",
      "Customers served: \(statistics.customersServed) "
        + "(deposit \(statistics.served(.deposit)), loan \(statistics.served(.loan)))",
      "Business day: \(formatSeconds(statistics.makespan, decimals: 3)) s "
        + "(\(formatWorkTime(statistics.makespan)))",
      "Mean wait: \(formatSeconds(statistics.meanWait, decimals: 3)) s",
      intervalLine(statistics, options: options),
      "Longest wait: \(formatSeconds(statistics.maximumWait, decimals: 3)) s",
      "Mean queue length: \(fixedDecimal(statistics.meanQueueLength, decimals: 3))",
      "Utilisation: " + utilization.joined(separator: ", "),
      "Most customers in the bank at once: \(statistics.peakCustomersInBank)",
      "Events: \(statistics.events)",
      "Wall time: \(fixedDecimal(wallSeconds, decimals: 3)) s",
    ]
    return lines.compactMap { $0 }.joined(separator: "\n") + "\n"
  }

  /// The mean wait's confidence interval, or why there is none; nil for
  /// batch arrivals, which have none.
  static func intervalLine(_ statistics: BankStatistics, options: SimulateOptions) -> String? {
    guard case .poisson = options.simulation.arrivals else { return nil }
    let batches = options.simulation.confidenceBatches
    guard let interval = statistics.meanWaitInterval else {
      return "Mean wait, 95% confidence interval: none, with fewer customers than its "
        + "\(batches) batches (--ci-batches)"
    }
    return "Mean wait, 95% confidence interval: \(fixedDecimal(interval.lower, decimals: 3)) "
      + "to \(fixedDecimal(interval.upper, decimals: 3)) s (\(batches) batch means)"
  }

  /// The JSON object, on one line, ending with a newline.
  ///
  /// Keys: `customers`, `arrivals`, `rate` (Poisson only), `seed`,
  /// `customers_served`, `deposit_customers`, `loan_customers`,
  /// `makespan_seconds`, `mean_wait_seconds`, `mean_wait_ci95_seconds` (the
  /// 95% confidence interval's ends, or null; Poisson only),
  /// `ci_batches` (Poisson only), `max_wait_seconds`,
  /// `mean_queue_length`, `utilization` (one entry per work type),
  /// `peak_customers_in_bank`, `events` and `wall_seconds`.
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
    return .object(members)
  }

  /// A number as short as it can be written: `1` rather than `1.0`.
  static func plainNumber(_ value: Double) -> String {
    if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
