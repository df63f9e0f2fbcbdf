import TellerBank

/// The work a kind of customer brings, measured in clerks: with Poisson
/// arrivals at λ per second, a share p of them of this kind and a service
/// time s, the load is λ · p · s. When it reaches the number of clerks,
/// they cannot keep up and waits grow without bound.
public struct OfferedLoad: Hashable, Sendable {
  /// The kind of work.
  public var workType: WorkType
  /// The offered load, λ · p · s.
  public var load: Double
  /// The clerks for this kind of work.
  public var clerks: Int

  /// Whether the load reaches the clerks: some of this kind come, and
  /// λ · p · s ≥ clerks.
  public var isOverloaded: Bool { load > 0 && load >= Double(clerks) }

  /// The load of each work type of a run, in ``WorkType`` order; empty for
  /// batch arrivals, which have no rate.
  public static func of(_ simulation: Simulation) -> [OfferedLoad] {
    guard case .poisson(let rate) = simulation.arrivals else { return [] }
    let configuration = simulation.configuration
    return WorkType.allCases.map { type in
      let share = type == .loan ? configuration.loanShare : 1 - configuration.loanShare
      return OfferedLoad(
        workType: type, load: rate * share * configuration.serviceTime(for: type).seconds,
        clerks: configuration.clerks(for: type))
    }
  }
}
