import TellerBank
import Testing

@Suite("ModelTime text")
struct ModelTimeTextTests {
  @Test(arguments: [
    (Int64(0), "0"), (1_100_000_000, "1.1"), (12_300_000_000, "12.3"), (1, "0.000000001"),
    (2_000_000_000, "2"), (-500_000_000, "-0.5"), (3_600_123_456_789, "3600.123456789"),
  ])
  func exactSeconds(nanoseconds: Int64, text: String) {
    #expect(ModelTime(nanoseconds: nanoseconds).exactSecondsText == text)
  }

  @Test func exactSecondsHasNoFloatingPointNoise() {
    // 0.1 added eleven times in binary floating point is 1.1000000000000001.
    let time = (0..<11).reduce(ModelTime.zero) { sum, _ in sum + .milliseconds(100) }
    #expect(time.exactSecondsText == "1.1")
  }

  @Test(arguments: [
    (Int64(0), "0.000 s"), (12_300_000_000, "12.300 s"), (1_234_567_890, "1.234 s"),
    (61_000_000_000, "61.000 s"), (5_000_000, "0.005 s"), (-1_500_000_000, "-1.500 s"),
  ])
  func timestamps(nanoseconds: Int64, text: String) {
    #expect(ModelTime(nanoseconds: nanoseconds).timestampText == text)
  }
}
