import TellerText
import Testing

@Suite("Display width")
struct DisplayWidthTests {
  @Test("ASCII: empty, one, two, many")
  func ascii() {
    #expect(displayWidth("") == 0)
    #expect(displayWidth("a") == 1)
    #expect(displayWidth("ab") == 2)
    #expect(displayWidth("Add 10 customers") == 16)
    #expect(displayWidth(" ") == 1)
    #expect(displayWidth("~") == 1)
  }

  @Test("Hangul syllables take two cells each")
  func hangul() {
    #expect(displayWidth("한") == 2)
    #expect(displayWidth("업무시간") == 8)
    #expect(displayWidth("업무시간 - 00:01:000") == 20)
    #expect(displayWidth("고객 10명 추가") == 14)
    #expect(displayWidth("1 - 대출") == 8)
  }

  @Test("Conjoining jamo make one two-cell syllable")
  func conjoiningJamo() {
    // ᄒ + ᅡ + ᆫ (Choseong, Jungseong, Jongseong) draw as 한.
    #expect(displayWidth("\u{1112}\u{1161}\u{11AB}") == 2)
    #expect(displayWidth(Character("\u{1112}\u{1161}\u{11AB}")) == 2)
  }

  @Test("CJK ideographs, kana and fullwidth forms take two cells")
  func cjk() {
    #expect(displayWidth("中文") == 4)
    #expect(displayWidth("カタカナ") == 8)
    #expect(displayWidth("ＡＢ") == 4)
    #expect(displayWidth("\u{3000}") == 2)  // IDEOGRAPHIC SPACE
    #expect(displayWidth("\u{20000}") == 2)  // CJK Extension B
    #expect(displayWidth("ｶ") == 1)  // halfwidth katakana
  }

  @Test("Emoji with emoji presentation take two cells; text-style symbols one")
  func emoji() {
    #expect(displayWidth("😀") == 2)
    #expect(displayWidth("🏦") == 2)
    #expect(displayWidth("⌚") == 2)
    #expect(displayWidth("☺") == 1)
    #expect(displayWidth("❤\u{FE0F}") == 1)
    // Regional indicators: a flag is two one-cell letters.
    #expect(displayWidth("🇰🇷") == 2)
  }

  @Test("A newer emoji than the generated table is still wide")
  func newerEmoji() {
    // U+1FAE8 SHAKING FACE, Unicode 15.
    #expect(displayWidth("\u{1FAE8}") == 2)
  }

  @Test("Combining marks and zero-width characters take no cell")
  func zeroWidth() {
    #expect(displayWidth("e\u{301}") == 1)
    #expect(displayWidth(Character("e\u{301}")) == 1)
    #expect(displayWidth("\u{301}") == 0)
    #expect(displayWidth("a\u{200B}b") == 2)  // ZERO WIDTH SPACE
    #expect(displayWidth("\u{FEFF}") == 0)  // ZERO WIDTH NO-BREAK SPACE
    #expect(displayWidth("a\u{FE0F}") == 1)  // VARIATION SELECTOR-16
    #expect(displayWidth("1\u{20E3}") == 1)  // COMBINING ENCLOSING KEYCAP
    #expect(displayWidth("\u{AD}") == 1)  // SOFT HYPHEN is drawn
  }

  @Test("An emoji ZWJ sequence takes two cells; a skin-tone modifier adds two")
  func zwjSequences() {
    #expect(displayWidth("👩\u{200D}💻") == 2)
    #expect(displayWidth("👨\u{200D}👩\u{200D}👧") == 2)
    #expect(displayWidth(Character("👨\u{200D}👩\u{200D}👧")) == 2)
    #expect(displayWidth("👍\u{1F3FD}") == 4)
    #expect(displayWidth("a\u{200D}b") == 2)
  }

  @Test("Control characters count as their visible notation")
  func controls() {
    #expect(displayWidth("\u{1B}") == 2)
    #expect(displayWidth("a\u{1B}[2Jb") == displayWidth(visibleText("a\u{1B}[2Jb")))
    #expect(displayWidth("\t") == 2)
    #expect(displayWidth("\r\n") == 4)
    #expect(displayWidth(Character("\r\n")) == 4)
    #expect(displayWidth("\u{7}") == 5)
    #expect(displayWidth("\u{7F}") == 6)
    #expect(displayWidth("\u{9B}") == 6)
    #expect(displayWidth("\u{202E}") == 8)
  }

  @Test("The width of a text is the sum of its characters' widths")
  func sumOfCharacters() {
    let samples = [
      "Work time - 00:01:000", "업무시간 - 00:01:000", "👩\u{200D}💻 e\u{301} 中\u{1B}",
      "\u{1112}\u{1161}\u{11AB}글", "🇰🇷🇯🇵",
    ]
    for sample in samples {
      #expect(displayWidth(sample) == sample.reduce(0) { $0 + displayWidth($1) }, "\(sample)")
    }
  }

  @Test("Substrings measure like strings")
  func substrings() {
    let text = "고객 10명 추가"
    #expect(displayWidth(text.prefix(2)) == 4)
    #expect(displayWidth(text.dropFirst(3)) == 9)
  }
}
