/// A two-sided 95% confidence interval for a mean: an estimate with a
/// lower and an upper end, equally far from it unless the interval allows
/// for skewness (``SteadyStateMean``).
public struct ConfidenceInterval: Hashable, Sendable {
  /// The estimate the interval is made around.
  public var estimate: Double
  /// The lower end.
  public var lower: Double
  /// The upper end.
  public var upper: Double
  /// The half-width of an interval made symmetric, kept so that its ends
  /// are always worked out from it, bit for bit, however it is scaled.
  private var symmetricHalfWidth: Double?

  /// An interval of the estimate plus or minus a half-width.
  public init(estimate: Double, halfWidth: Double) {
    self.estimate = estimate
    lower = estimate - halfWidth
    upper = estimate + halfWidth
    symmetricHalfWidth = halfWidth
  }

  /// An interval of given ends around an estimate.
  public init(estimate: Double, lower: Double, upper: Double) {
    self.estimate = estimate
    self.lower = lower
    self.upper = upper
  }

  /// Half the interval's width.
  public var halfWidth: Double { symmetricHalfWidth ?? (upper - lower) / 2 }

  /// Whether a value lies inside the interval, ends included.
  public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }

  /// The same interval with every value multiplied by a positive factor,
  /// such as nanoseconds to seconds.
  public func scaled(by factor: Double) -> ConfidenceInterval {
    if let symmetricHalfWidth {
      return ConfidenceInterval(
        estimate: estimate * factor, halfWidth: symmetricHalfWidth * factor.magnitude)
    }
    return ConfidenceInterval(
      estimate: estimate * factor, lower: lower * factor, upper: upper * factor)
  }

  /// The interval with its lower end raised to a bound that the quantity
  /// can never be below, as a wait is never below zero; the estimate and
  /// the half-width stay as they are.
  ///
  /// A short run can give a wait an interval reaching below zero, which
  /// says nothing a reader could use. Raising that end loses no coverage:
  /// every value the interval held that the quantity can take, it still
  /// holds.
  public func bounded(below bound: Double) -> ConfidenceInterval {
    var bounded = self
    bounded.lower = max(lower, bound)
    return bounded
  }
}
