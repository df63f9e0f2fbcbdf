/// A two-sided 95% confidence interval for a mean: an estimate plus or
/// minus a half-width.
public struct ConfidenceInterval: Hashable, Sendable {
  /// The estimate at the centre.
  public var estimate: Double
  /// Half the interval's width.
  public var halfWidth: Double

  /// The lower end.
  public var lower: Double { estimate - halfWidth }
  /// The upper end.
  public var upper: Double { estimate + halfWidth }

  /// Whether a value lies inside the interval, ends included.
  public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }

  /// The same interval with both ends multiplied by a factor, such as
  /// nanoseconds to seconds.
  public func scaled(by factor: Double) -> ConfidenceInterval {
    ConfidenceInterval(estimate: estimate * factor, halfWidth: halfWidth * factor.magnitude)
  }
}
