import TellerAccessibility
import TellerBank
import TellerSession
import TellerWording
import Testing

@Suite("Spoken durations")
struct SpokenDurationTests {
  /// Milliseconds, then the English and Korean readings.
  static let ladder: [(Int64, String, String)] = [
    (0, "0 seconds", "0초"),
    (700, "0.7 seconds", "0.7초"),
    (1000, "1 second", "1초"),
    (4400, "4.4 seconds", "4.4초"),
    (59_999, "59.999 seconds", "59.999초"),
    (60_000, "1 minute", "1분"),
    (62_500, "1 minute 2.5 seconds", "1분 2.5초"),
    (120_000, "2 minutes", "2분"),
    (3_600_000, "1 hour", "1시간"),
    (3_723_004, "1 hour 2 minutes 3.004 seconds", "1시간 2분 3.004초"),
  ]

  @Test("English ladder", arguments: ladder)
  func english(_ ms: Int64, _ expected: String, _ korean: String) {
    #expect(Catalog.english[.duration(.milliseconds(ms))] == expected)
  }

  @Test("Korean ladder", arguments: ladder)
  func korean(_ ms: Int64, _ english: String, _ expected: String) {
    #expect(Catalog.korean[.duration(.milliseconds(ms))] == expected)
  }

  @Test("Seconds given as a Double read the same as milliseconds")
  func fromSeconds() {
    #expect(Catalog.english[.duration(.seconds(0.7))] == "0.7 seconds")
    #expect(Catalog.english[.duration(.seconds(62.5))] == "1 minute 2.5 seconds")
    #expect(Catalog.english[.duration(.seconds(3723.004))] == "1 hour 2 minutes 3.004 seconds")
  }

  @Test("Below a millisecond and below zero read as zero")
  func tinyAndNegative() {
    #expect(Catalog.english[.duration(ModelTime(nanoseconds: 999_999))] == "0 seconds")
    #expect(Catalog.english[.duration(ModelTime(nanoseconds: -5_000_000_000))] == "0 seconds")
    #expect(Catalog.korean[.duration(ModelTime(nanoseconds: -1))] == "0초")
  }

  @Test("Fractions keep their leading zeros and lose trailing ones")
  func fractions() {
    #expect(Catalog.english[.duration(.milliseconds(3004))] == "3.004 seconds")
    #expect(Catalog.english[.duration(.milliseconds(3040))] == "3.04 seconds")
    #expect(Catalog.english[.duration(.milliseconds(1500))] == "1.5 seconds")
  }
}
