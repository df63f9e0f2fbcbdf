import TellerApp
import Testing

@Suite("safeLine")
struct SafeLineTests {
  @Test func plainTextIsUnchanged() {
    #expect(safeLine("") == "")
    #expect(safeLine("Reset, button") == "Reset, button")
    #expect(safeLine("업무시간 - 00:04:400") == "업무시간 - 00:04:400")
  }

  @Test func controlsAndSeparatorsBecomeVisible() {
    #expect(safeLine("a\nb") == "a\\nb")
    #expect(safeLine("\u{1B}[2J") == "\\e[2J")
    #expect(safeLine("a\u{2028}b\u{2029}c") == "a\\u{2028}b\\u{2029}c")
    #expect(safeLine("\u{85}") == "\\u{85}")
  }
}
