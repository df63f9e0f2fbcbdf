import TellerBank
import Testing

/// A clock the test moves by hand.
struct ManualClock: Clock {
  /// An instant: a duration since the clock's zero.
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  /// Shared, movable time.
  final class Hands: @unchecked Sendable {
    var offset: Duration = .zero
  }

  let hands = Hands()
  var now: Instant { Instant(offset: hands.offset) }
  var minimumResolution: Duration { .nanoseconds(1) }
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {}
  func move(to offset: Duration) { hands.offset = offset }
}

/// The real-time driver: real time times a speed, forward only.
@Suite("Real-time driver")
struct RealTimeDriverTests {
  @Test("At speed 1, model time follows the clock from the origin")
  func speedOne() {
    let clock = ManualClock()
    clock.move(to: .seconds(100))
    var driver = RealTimeDriver(clock: clock)
    #expect(driver.update() == .zero)
    clock.move(to: .seconds(100) + .milliseconds(700))
    #expect(driver.update() == ms(700))
    clock.move(to: .seconds(161) + .milliseconds(2))
    #expect(driver.update() == ms(61_002))
  }

  @Test("A speed factor scales real time, and a model origin offsets it")
  func speedAndOrigin() {
    let clock = ManualClock()
    var driver = RealTimeDriver(clock: clock, speed: 4, modelOrigin: ms(1000))
    clock.move(to: .milliseconds(250))
    #expect(driver.update() == ms(2000))
    #expect(driver.instant(for: ms(3000)).offset == .milliseconds(500))
    #expect(driver.instant(for: ms(0)).offset == .zero, "the past maps onto the origin")
  }

  @Test("Real time only moves the model forward")
  func forwardOnly() {
    let clock = ManualClock()
    clock.move(to: .seconds(10))
    var driver = RealTimeDriver(clock: clock)
    clock.move(to: .seconds(12))
    #expect(driver.update() == ms(2000))
    clock.move(to: .seconds(11))
    #expect(driver.update() == ms(2000))
    clock.move(to: .seconds(5))
    #expect(driver.update() == ms(2000))
    #expect(driver.modelTime(at: ManualClock.Instant(offset: .seconds(5))) == .zero)
  }

  @Test("Instants and model times map back and forth")
  func roundTrip() {
    let clock = ManualClock()
    let driver = RealTimeDriver(clock: clock, speed: 1)
    for t in [0, 1, 700, 1100, 86_400_000] as [Int64] {
      #expect(driver.modelTime(at: driver.instant(for: ms(t))) == ms(t))
    }
  }
}
