/// The shape of a work type's service times. Whatever the shape, the
/// configured service time is their mean, so a change of shape changes
/// how much the times vary, never the clerks' load.
///
/// Each shape has a coefficient of variation, the standard deviation over
/// the mean, which is what queueing formulas ask of it: the
/// Pollaczek–Khinchine mean wait grows with 1 + cv².
public enum ServiceDistribution: Hashable, Sendable {
  /// Every service takes exactly the mean: the seed's bank. cv = 0.
  case deterministic
  /// Memoryless times, as in M/M/c. cv = 1.
  case exponential
  /// The sum of `phases` exponential phases, each a `phases`-th of the
  /// mean. cv = 1/√k: between deterministic (many phases) and exponential
  /// (one).
  case erlang(phases: Int)
  /// Uniform between mean · (1 − `spread`) and mean · (1 + `spread`), the
  /// spread between 0 and 1. cv = spread/√3.
  case uniform(spread: Double)
  /// The logarithm of the time is normal, with the coefficient of
  /// variation given (above 0): skewed, with a long right tail.
  case lognormal(variation: Double)

  /// The phases an Erlang distribution may have.
  public static let erlangPhases: ClosedRange<Int> = 1...1000
  /// The spreads a uniform distribution may have.
  public static let uniformSpreads: ClosedRange<Double> = 0...1
  /// The coefficients of variation a lognormal distribution may have.
  public static let lognormalVariations: ClosedRange<Double> = 0.01...10

  /// Whether the parameter lies in its range: ``erlangPhases``,
  /// ``uniformSpreads`` or ``lognormalVariations``.
  public var isValid: Bool {
    switch self {
    case .deterministic, .exponential: true
    case .erlang(let phases): Self.erlangPhases.contains(phases)
    case .uniform(let spread): Self.uniformSpreads.contains(spread)
    case .lognormal(let variation): Self.lognormalVariations.contains(variation)
    }
  }

  /// The standard deviation of the times over their mean.
  public var coefficientOfVariation: Double {
    switch self {
    case .deterministic: 0
    case .exponential: 1
    case .erlang(let phases): 1 / Double(max(1, phases)).squareRoot()
    case .uniform(let spread): spread / 3.0.squareRoot()
    case .lognormal(let variation): variation
    }
  }

  /// E[S²] / E[S]² = 1 + cv², the factor by which the second moment of the
  /// times exceeds the square of their mean.
  public var secondMomentFactor: Double {
    let cv = coefficientOfVariation
    return 1 + cv * cv
  }

  /// Whether every time equals the mean, so no random number is drawn.
  public var isDeterministic: Bool { self == .deterministic }
}
