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
    let (seconds, attoseconds) = elapsed.components
    let nanoseconds = seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    guard speed != 1, speed > 0, speed.isFinite else {
      return origin + ModelTime(nanoseconds: nanoseconds)
    }
    let scaled = (Double(nanoseconds) * speed).rounded()
    return origin + ModelTime(nanoseconds: scaled >= 0x1p63 ? Int64.max : Int64(scaled))
  }

  /// The real milliseconds until model time advances by a span, rounded
  /// up; 0 for a span that is not positive.
  public func realMilliseconds(for span: ModelTime) -> Int64 {
    guard span.nanoseconds > 0 else { return 0 }
    var speed = 1.0
    if case .real(let factor) = self, factor > 0, factor.isFinite { speed = factor }
    let milliseconds = (Double(span.nanoseconds) / 1_000_000 / speed).rounded(.up)
    return milliseconds >= Double(Int64.max) ? Int64.max : Int64(milliseconds)
  }
}
