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
    modelOrigin + ModelTime(realElapsed: origin.duration(to: instant), speed: speed)
  }

  /// The instant of the real clock at which model time reaches a value;
  /// times before the model origin map to the real origin.
  public func instant(for time: ModelTime) -> C.Instant {
    origin.advanced(by: (time - modelOrigin).realDuration(speed: speed))
  }

  /// Reads the clock and returns the model time now, never less than the
  /// last value returned.
  public mutating func update() -> ModelTime {
    let time = modelTime(at: clock.now)
    if time > modelNow { modelNow = time }
    return modelNow
  }
}

extension ModelTime {
  /// The model time that passes in a span of real time at a speed factor.
  ///
  /// Spans that are not positive give zero; a speed that is not positive
  /// and finite counts as 1; results are capped far below overflow.
  public init(realElapsed elapsed: Duration, speed: Double) {
    guard elapsed > .zero else {
      self = .zero
      return
    }
    let parts = elapsed.components
    let cap = Int64.max / 2
    let nanoseconds =
      parts.seconds > cap / 1_000_000_000
      ? cap : parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
    guard speed != 1, speed > 0, speed.isFinite else {
      self = ModelTime(nanoseconds: nanoseconds)
      return
    }
    let scaled = (Double(nanoseconds) * speed).rounded()
    self = ModelTime(nanoseconds: scaled < Double(cap) ? Int64(scaled) : cap)
  }

  /// The real time this span of model time takes at a speed factor; zero
  /// for spans that are not positive.
  public func realDuration(speed: Double) -> Duration {
    guard nanoseconds > 0 else { return .zero }
    let factor = speed > 0 && speed.isFinite ? speed : 1
    let real = factor == 1 ? Double(nanoseconds) : (Double(nanoseconds) / factor).rounded(.up)
    return .nanoseconds(Int64(min(real, Double(Int64.max / 2))))
  }
}
