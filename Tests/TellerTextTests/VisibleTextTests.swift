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

@Suite("visibleQuote")
struct VisibleQuoteTests {
  @Test("Short text is made visible and kept whole; the limit counts what is shown")
  func ladder() {
    #expect(visibleQuote("") == "")
    #expect(visibleQuote("a") == "a")
    #expect(visibleQuote("a\u{1B}b") == "a\\eb")
    #expect(visibleQuote(String(repeating: "x", count: 80)) == String(repeating: "x", count: 80))
    #expect(
      visibleQuote(String(repeating: "x", count: 81)) == String(repeating: "x", count: 79) + "…")
    // 20 NULs show as 120 characters: the quote stops at 80 of them.
    let nuls = visibleQuote(String(repeating: "\u{0}", count: 20))
    #expect(nuls.count == 80)
    #expect(nuls.hasSuffix("…"))
    #expect(shortenedText("abc", to: 0) == "")
    #expect(shortenedText("abc", to: 1) == "…")
  }
}
