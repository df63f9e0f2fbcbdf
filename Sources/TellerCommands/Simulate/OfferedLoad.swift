import TellerBank

/// The work a kind of customer brings, measured in clerks: with Poisson
/// arrivals at λ per second, a share p of them of this kind and a service
/// time s, the load is λ · p · s. When it reaches the number of clerks,
/// they cannot keep up and waits grow without bound.
///
/// Just below that, the clerks are near saturation: the queue takes a
/// long time to forget its past, so waits are correlated over long stretches.
/// Abate and Whitt's relaxation time of a queue whose clerks are each busy
/// a share ρ of the time, 1 / (μ (1 − √ρ)²), is ρ / (1 − √ρ)² customers of
/// the kind: about 1,500 at ρ = 0.95, 40,000 at 0.99. A batch of the mean
/// wait's batch means shorter than ``relaxationsPerBatch`` of those is not
/// independent of the next, and the run's start from an empty bank still
/// weighs on the mean, so the interval comes out too narrow.
public struct OfferedLoad: Hashable, Sendable {
  /// The kind of work.
  public var workType: WorkType
  /// The offered load, λ · p · s.
  public var load: Double
  /// The clerks for this kind of work.
  public var clerks: Int
  /// The share of customers of this kind, p.
  public var share: Double

  /// Creates a load.
  public init(workType: WorkType, load: Double, clerks: Int, share: Double = 1) {
    self.workType = workType
    self.load = load
    self.clerks = clerks
    self.share = share
  }

  /// The share of time each clerk is busy, ρ = load / clerks; infinite
  /// when customers of this kind come and no clerk serves them.
  public var perClerk: Double {
    guard clerks > 0 else { return load > 0 ? .infinity : 0 }
    return load / Double(clerks)
  }

  /// The load per clerk from which a short run is said to be near
  /// saturation.
  public static let nearSaturationLoad = 0.9
  /// How many relaxation times a batch of the mean wait's batch means
  /// should span.
  public static let relaxationsPerBatch = 10.0

  /// Whether the load reaches the clerks: some of this kind come, and
  /// λ · p · s ≥ clerks.
  public var isOverloaded: Bool { load > 0 && load >= Double(clerks) }

  /// The queue's relaxation time in customers of this kind, ρ / (1 − √ρ)²;
  /// infinite when overloaded.
  public var relaxationCustomers: Double {
    let rho = perClerk
    guard rho < 1 else { return .infinity }
    let gap = 1 - rho.squareRoot()
    return rho / (gap * gap)
  }

  /// The customers of every kind a run needs for each of its `batches`
  /// batches to span ``relaxationsPerBatch`` relaxation times of this
  /// kind, rounded up to two significant digits; nil when overloaded or
  /// when none of this kind come.
  public func customersNeeded(batches: Int) -> Int? {
    guard !isOverloaded, share > 0, load > 0 else { return nil }
    let needed =
      OfferedLoad.relaxationsPerBatch * relaxationCustomers * Double(max(1, batches)) / share
    guard needed < 1e15 else { return nil }
    return OfferedLoad.roundedUp(needed)
  }

  /// Whether a run of `customers` customers in `batches` batches is too
  /// short for this load near saturation: the load per clerk is at least
  /// ``nearSaturationLoad`` (and below 1), and the run is shorter than
  /// ``customersNeeded(batches:)``.
  public func isNearSaturation(customers: Int, batches: Int) -> Bool {
    guard perClerk >= OfferedLoad.nearSaturationLoad, let needed = customersNeeded(batches: batches)
    else { return false }
    return customers < needed
  }

  /// A count rounded up to two significant digits: 296,800 → 300,000.
  static func roundedUp(_ value: Double) -> Int {
    var unit = 1.0
    while value / unit >= 100 { unit *= 10 }
    return Int((value / unit).rounded(.up) * unit)
  }

  /// The load of each work type of a run, in table order; empty for batch
  /// arrivals, which have no rate.
  public static func of(_ simulation: Simulation) -> [OfferedLoad] {
    guard case .poisson(let rate) = simulation.arrivals else { return [] }
    let configuration = simulation.configuration
    return configuration.types.map { type in
      let share = configuration.share(of: type)
      return OfferedLoad(
        workType: type, load: rate * share * configuration.serviceTime(for: type).seconds,
        clerks: configuration.clerks(for: type), share: share)
    }
  }
}
