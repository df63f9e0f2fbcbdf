import TellerText
import Testing

@Suite("Visible text")
struct VisibleTextTests {
  @Test("Plain text passes through, Korean included")
  func plain() {
    #expect(visibleText("") == "")
    #expect(visibleText("Add 10 customers") == "Add 10 customers")
    #expect(visibleText("업무시간 - 00:04:400") == "업무시간 - 00:04:400")
  }

  @Test("Escape, tab and line ends get short names")
  func shortNames() {
    #expect(visibleText("\u{1B}[2J") == "\\e[2J")
    #expect(visibleText("a\tb\nc\rd") == "a\\tb\\nc\\rd")
  }

  @Test("Other C0 and C1 controls and DEL become code points")
  func codePoints() {
    #expect(visibleText("\u{07}") == "\\u{7}")
    #expect(visibleText("\u{7F}") == "\\u{7F}")
    #expect(visibleText("\u{85}\u{9B}") == "\\u{85}\\u{9B}")
  }

  @Test("Line separators and bidirectional controls cannot break or reorder a line")
  func separatorsAndBidi() {
    #expect(visibleText("a\u{2028}b\u{2029}c") == "a\\u{2028}b\\u{2029}c")
    #expect(visibleText("\u{202E}abc\u{2066}") == "\\u{202E}abc\\u{2066}")
  }

  @Test("The result never holds a control character, for any scalar")
  func neverRaw() {
    var text = ""
    for value in UInt32(0)...0x2100 {
      if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    let shown = visibleText(text)
    #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    #expect(!shown.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 })
  }
}
