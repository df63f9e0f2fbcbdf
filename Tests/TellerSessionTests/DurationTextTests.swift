import TellerBank
import TellerInput
import TellerSession
import Testing

@Suite("parseDuration")
struct DurationTextTests {
  @Test(arguments: [
    ("0s", Int64(0)), ("2s", 2_000_000_000), ("500ms", 500_000_000), ("1.5s", 1_500_000_000),
    ("2m", 120_000_000_000), ("2min", 120_000_000_000), (".5s", 500_000_000),
    ("0.001s", 1_000_000), ("1.5ms", 1_500_000), ("1.000000001s", 1_000_000_001),
    ("1.50000000000000000000000s", 1_500_000_000), ("2 S", 2_000_000_000),
    ("0.1m", 6_000_000_000),
  ])
  func valid(text: String, nanoseconds: Int64) {
    #expect(parseDuration(text) == ModelTime(nanoseconds: nanoseconds))
  }

  @Test(arguments: [
    "", "s", "2", "-1s", "+1s", "2h", "1e3s", "5.s", "1..5s", "1.2.3s", "1.0000000001s",
    "99999999999999999999s", "200000000000m", "x2s", "2sx", "٣s",
  ])
  func invalid(text: String) {
    #expect(parseDuration(text) == nil)
  }
}
