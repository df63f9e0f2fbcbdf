import TellerBank

/// The shapes of service times `--service` takes, by the word that names
/// each: `deterministic`, `exponential`, `erlang:K`, `uniform` and
/// `lognormal`, the last two with a coefficient of variation: their own
/// after a colon (`lognormal:0.8`), else `--service-cv`'s.
public enum ServiceShape: String, CaseIterable, Hashable, Sendable {
  case deterministic, exponential, erlang, uniform, lognormal

  /// The coefficient of variation of uniform and lognormal times by
  /// default.
  public static let defaultVariation = 0.5
  /// The largest coefficient of variation of uniform times, 1/√3: a
  /// spread from 0 to twice the mean.
  public static let uniformMostVariation = 1 / 3.0.squareRoot()

  /// The words help and errors name, `erlang:K` for Erlang's phases.
  public static let words: [String] = allCases.map {
    switch $0 {
    case .erlang: "erlang:K"
    case .uniform, .lognormal: "\($0.rawValue)[:CV]"
    case .deterministic, .exponential: $0.rawValue
    }
  }

  /// Whether the shape takes a coefficient of variation.
  public var takesVariation: Bool { self == .uniform || self == .lognormal }

  /// The shape a word names, or nil when it names none: `erlang:K` needs
  /// K in ``ServiceDistribution/erlangPhases``; `uniform:CV` and
  /// `lognormal:CV` may give their coefficient of variation, in
  /// ``ServiceDistribution/lognormalVariations``.
  public static func named(_ word: String) -> (ServiceShape, phases: Int, variation: Double?)? {
    let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard let shape = ServiceShape(rawValue: String(parts[0])) else { return nil }
    let value = parts.count == 2 ? String(parts[1]) : nil
    let isDecimal = value?.allSatisfy { "0123456789.".contains($0) } ?? false
    switch shape {
    case .erlang:
      guard isDecimal, let phases = value.flatMap({ Int($0) }),
        ServiceDistribution.erlangPhases.contains(phases)
      else { return nil }
      return (shape, phases, nil)
    case .uniform, .lognormal:
      guard let value else { return (shape, 1, nil) }
      guard isDecimal, let variation = Double(value),
        ServiceDistribution.lognormalVariations.contains(variation)
      else { return nil }
      return (shape, 1, variation)
    case .deterministic, .exponential:
      return value == nil ? (shape, 1, nil) : nil
    }
  }

  /// The distribution of this shape, with Erlang's phases and a
  /// coefficient of variation for the shapes that take one; nil for
  /// uniform times above ``uniformMostVariation``.
  public func distribution(phases: Int, variation: Double) -> ServiceDistribution? {
    switch self {
    case .deterministic: .deterministic
    case .exponential: .exponential
    case .erlang: .erlang(phases: phases)
    case .uniform:
      variation <= ServiceShape.uniformMostVariation + 1e-12
        ? .uniform(spread: min(1, variation * 3.0.squareRoot())) : nil
    case .lognormal: .lognormal(variation: variation)
    }
  }
}
