import TellerBank

/// Same-run baselines for the screen figures: plain work on as many
/// customers as the screen shows, timed like the figures, so results from a
/// noisy machine can be given as ratios.
struct ScreenBaselines {
  /// Building a plain `[String]` of one label per customer.
  var labels: [Int64] = []
  /// Inserting one ID string per customer into a `[String: Int]`.
  var index: [Int64] = []

  private let customers: [Customer]
  private let ids: [String]
  /// The work types' names, by index.
  private let typeNames: [String]

  /// Prepares baselines over a bank's waiting customers.
  init(customers: [Customer], configuration: BankConfiguration) {
    self.customers = customers
    self.ids = customers.map { "customer." + String($0.number) }
    self.typeNames = configuration.workTypes.map(\.name)
  }

  /// Takes `samples` more samples of each baseline.
  mutating func measure(samples: Int, with stopwatch: inout Stopwatch) {
    for _ in 0..<samples {
      labels.append(stopwatch.time { buildLabels() })
      index.append(stopwatch.time { buildIndex() })
    }
  }

  private func buildLabels() -> Int {
    var labels: [String] = []
    labels.reserveCapacity(customers.count)
    for customer in customers {
      labels.append(
        "Customer " + String(customer.number) + ", " + typeNames[customer.workType.index])
    }
    return labels.count + (labels.last?.utf8.count ?? 0)
  }

  private func buildIndex() -> Int {
    var index: [String: Int] = [:]
    index.reserveCapacity(ids.count)
    for (i, id) in ids.enumerated() { index[id] = i }
    return index.count
  }
}
