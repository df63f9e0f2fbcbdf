/// Maps real time onto model time, apart from the model.
///
/// The driver reads an injected clock (`ContinuousClock` in production, a
/// manual clock in tests) and scales what has elapsed since its origin by a
/// speed factor. The model itself never reads a clock: the shell asks the
/// driver for the model time and advances the bank to it. Real time only
/// moves the model forward: ``update()`` never returns less than before.
public struct RealTimeDriver<C: Clock>: Sendable where C.Duration == Duration {
  /// The clock it reads.
  public let clock: C
  /// Model seconds per real second; 2 runs the bank twice as fast.
  public let speed: Double
  /// The real instant that maps onto ``modelOrigin``.
  public let origin: C.Instant
  /// The model time at ``origin``.
  public let modelOrigin: ModelTime
  /// The latest model time ``update()`` returned.
  public private(set) var modelNow: ModelTime

  /// Creates a driver whose origin is the clock's reading now.
  ///
  /// - Parameters:
  ///   - speed: model seconds per real second; it must be positive.
  ///   - modelOrigin: the model time the bank is at now.
  public init(clock: C, speed: Double = 1, modelOrigin: ModelTime = .zero) {
    self.init(clock: clock, speed: speed, origin: clock.now, modelOrigin: modelOrigin)
  }

  /// Creates a driver with a given origin.
  public init(clock: C, speed: Double, origin: C.Instant, modelOrigin: ModelTime) {
    precondition(speed > 0 && speed.isFinite, "The speed must be positive and finite.")
    self.clock = clock
    self.speed = speed
    self.origin = origin
    self.modelOrigin = modelOrigin
    self.modelNow = modelOrigin
  }

  /// The model time at a real instant; instants before the origin map onto
  /// the origin. This reads no clock.
  public func modelTime(at instant: C.Instant) -> ModelTime {
    let elapsed = origin.duration(to: instant)
    guard elapsed > .zero else { return modelOrigin }
    let parts = elapsed.components
    let nanoseconds =
      parts.seconds.multipliedReportingOverflow(by: 1_000_000_000).overflow
      ? Int64.max / 2
      : parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
    if speed == 1 { return modelOrigin + ModelTime(nanoseconds: nanoseconds) }
    let scaled = (Double(nanoseconds) * speed).rounded()
    guard scaled < Double(Int64.max / 2) else {
      return modelOrigin + ModelTime(nanoseconds: Int64.max / 2)
    }
    return modelOrigin + ModelTime(nanoseconds: Int64(scaled))
  }

  /// The real instant at which the model reaches a time; times before the
  /// model origin map onto the origin. This reads no clock.
  public func instant(for time: ModelTime) -> C.Instant {
    let span = time - modelOrigin
    guard span > .zero else { return origin }
    let real = speed == 1 ? Double(span.nanoseconds) : (Double(span.nanoseconds) / speed).rounded()
    let clamped = min(real, Double(Int64.max / 2))
    return origin.advanced(by: .nanoseconds(Int64(clamped)))
  }

  /// Reads the clock and returns the model time now, never less than the
  /// last value returned.
  public mutating func update() -> ModelTime {
    let time = modelTime(at: clock.now)
    if time > modelNow { modelNow = time }
    return modelNow
  }
}
