import TellerBank
import TellerSession
import TellerTerminal
import Testing

@Suite("ClockMode")
struct ClockModeTests {
  @Test func virtualTimeStaysAtTheOrigin() {
    #expect(ClockMode.virtual.modelTime(after: .seconds(5), from: .seconds(1)) == .seconds(1))
  }

  @Test(arguments: [
    (1.0, Duration.milliseconds(1500), ModelTime.milliseconds(1500)),
    (2.0, .seconds(1), .seconds(2)), (0.5, .seconds(1), .milliseconds(500)),
    (1.0, .zero, .zero), (0.0, .seconds(1), .seconds(1)), (-3.0, .seconds(1), .seconds(1)),
  ])
  func realTimeScaledBySpeed(speed: Double, elapsed: Duration, model: ModelTime) {
    #expect(ClockMode.real(speed: speed).modelTime(after: elapsed, from: .zero) == model)
    #expect(
      ClockMode.real(speed: speed).modelTime(after: elapsed, from: .seconds(2))
        == .seconds(2) + model)
  }

  @Test func nanosecondsSurviveTheMapping() {
    let time = ClockMode.real(speed: 1).modelTime(after: .nanoseconds(1_234_567_891), from: .zero)
    #expect(time == ModelTime(nanoseconds: 1_234_567_891))
  }

  @Test(arguments: [
    (1.0, ModelTime.milliseconds(250), Int64(250)), (1.0, .zero, 0),
    (1.0, .milliseconds(-5), 0), (1.0, ModelTime(nanoseconds: 1), 1), (2.0, .seconds(1), 500),
    (0.5, .seconds(1), 2000),
  ])
  func realMillisecondsRoundUp(speed: Double, span: ModelTime, milliseconds: Int64) {
    #expect(ClockMode.real(speed: speed).realMilliseconds(for: span) == milliseconds)
  }
}
