import TellerBank

/// The shapes of service times `--service` takes, by the word that names
/// each: `deterministic`, `exponential`, `erlang:K`, `uniform` and
/// `lognormal`, the last two with a coefficient of variation.
public enum ServiceShape: String, CaseIterable, Hashable, Sendable {
  case deterministic, exponential, erlang, uniform, lognormal

  /// The coefficient of variation of uniform and lognormal times by
  /// default.
  public static let defaultVariation = 0.5
  /// The largest coefficient of variation of uniform times, 1/√3: a
  /// spread from 0 to twice the mean.
  public static let uniformMostVariation = 1 / 3.0.squareRoot()

  /// The words help and errors name, `erlang:K` for Erlang's phases.
  public static let words: [String] = allCases.map { $0 == .erlang ? "erlang:K" : $0.rawValue }

  /// Whether the shape takes a coefficient of variation.
  public var takesVariation: Bool { self == .uniform || self == .lognormal }

  /// The shape a word names, or nil when it names none: `erlang:K` needs
  /// K in ``ServiceDistribution/erlangPhases``.
  public static func named(_ word: String) -> (ServiceShape, phases: Int)? {
    let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard let shape = ServiceShape(rawValue: String(parts[0])) else { return nil }
    guard shape == .erlang else { return parts.count == 1 ? (shape, 1) : nil }
    guard parts.count == 2, parts[1].allSatisfy(\.isASCII), let phases = Int(parts[1]),
      ServiceDistribution.erlangPhases.contains(phases)
    else { return nil }
    return (shape, phases)
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
