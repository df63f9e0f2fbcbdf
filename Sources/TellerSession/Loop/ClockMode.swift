import TellerBank

/// How model time relates to real time in an interactive session.
public enum ClockMode: Hashable, Sendable {
  /// Model time moves only inside the core, as on `wait`.
  case virtual
  /// Model time follows real time, sped up by a factor (1 is real speed;
  /// a factor that is not positive and finite counts as 1).
  case real(speed: Double)

  /// The model time reached after real time has passed since a start.
  ///
  /// - Parameters:
  ///   - elapsed: real time since the start.
  ///   - origin: the model time at the start.
  /// - Returns: the origin when the clock is virtual.
  public func modelTime(after elapsed: Duration, from origin: ModelTime) -> ModelTime {
    guard case .real(let speed) = self else { return origin }
    return origin + ModelTime(realElapsed: elapsed, speed: speed)
  }

  /// The real milliseconds until model time advances by a span, rounded
  /// up; 0 for a span that is not positive.
  public func realMilliseconds(for span: ModelTime) -> Int64 {
    var speed = 1.0
    if case .real(let factor) = self { speed = factor }
    let (seconds, attoseconds) = span.realDuration(speed: speed).components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow else { return Int64.max }
    return whole + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
  }

}
