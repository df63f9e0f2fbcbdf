import TellerBank
import TellerSession
import TellerText
import TellerWording
import Testing

/// Long spans in words, rounded once, and grouped numbers.
@Suite("Span parts and grouped numbers")
struct SpanPartsTests {
  /// A span, its rounding unit, then the English and Korean words.
  static let ladder: [(ModelTime, SpanParts.Unit, String, String)] = [
    (.zero, .second, "0 seconds", "0초"),
    (.zero, .minute, "0 minutes", "0분"),
    (ModelTime(nanoseconds: 499_999_999), .second, "0 seconds", "0초"),
    (ModelTime(nanoseconds: 500_000_000), .second, "1 second", "1초"),
    (.seconds(59.4), .second, "59 seconds", "59초"),
    (.seconds(59.5), .second, "1 minute", "1분"),
    (.seconds(3_661), .second, "1 hour 1 minute 1 second", "1시간 1분 1초"),
    (.seconds(7_200), .second, "2 hours", "2시간"),
    (.seconds(86_400 + 29.9), .minute, "1 day", "1일"),
    (.seconds(86_400 + 30), .minute, "1 day 1 minute", "1일 1분"),
    (.seconds(91_865_520), .minute, "1,063 days 6 hours 12 minutes", "1,063일 6시간 12분"),
    // The "91616:12:800" on the work timer.
    (.seconds(5_496_972.8), .minute, "63 days 14 hours 56 minutes", "63일 14시간 56분"),
    (ModelTime(nanoseconds: -5_000_000_000), .second, "0 seconds", "0초"),
  ]

  @Test("English and Korean ladder", arguments: ladder)
  func words(_ time: ModelTime, _ unit: SpanParts.Unit, _ english: String, _ korean: String) {
    let parts = SpanParts(time, roundedTo: unit)
    #expect(Catalog.english[.span(parts)] == english)
    #expect(Catalog.korean[.span(parts)] == korean)
  }

  @Test("The parts of a span, and the longest span rounds without overflow")
  func parts() {
    let parts = SpanParts(.seconds(93_784.6), roundedTo: .second)
    #expect(parts == SpanParts(totalSeconds: 93_785))
    #expect([parts.days, parts.hours, parts.minutes, parts.seconds] == [1, 2, 3, 5])
    let longest = SpanParts(ModelTime(nanoseconds: .max), roundedTo: .minute)
    #expect(longest.days == 106_751)
    #expect(longest.seconds == 0)
  }

  @Test(
    "Grouped numbers",
    arguments: [
      (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (1_063, "1,063"), (-2_500, "-2,500"),
      (100_000_000, "100,000,000"), (Int.max, "9,223,372,036,854,775,807"),
      (Int.min, "-9,223,372,036,854,775,808"),
    ])
  func grouped(_ value: Int, _ text: String) {
    #expect(groupedNumber(value) == text)
  }
}
