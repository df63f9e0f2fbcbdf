import TellerScreenReaderModel
import Testing

@Suite("What of a message is spoken")
struct SpeakableTextTests {
  @Test("SSML tags go, entities are decoded, white space runs together")
  func ssml() {
    let text =
      "<speak><mark name=\"0:6\"/>Error colon: <mark name=\"7:14\"/>a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;\n</speak>"
    #expect(SpeakableText.plain(text) == "Error colon: a <b> & \"c\" 'd'")
  }

  @Test("text without SSML keeps its angle brackets and ampersands")
  func notSSML() {
    #expect(SpeakableText.plain("a <b> &amp;  c ") == "a <b> &amp; c")
  }

  @Test(
    "box drawing, block elements and spaces are not speakable; letters, digits, punctuation are")
  func speakable() {
    #expect(SpeakableText.speakableCount("┌ Teller ──┐") == 6)
    #expect(SpeakableText.speakableCount("│ 3 waiting, ▒ █ │") == 9)
    #expect(SpeakableText.speakableCount("Press ? for help · ↑ 12") == 17)
    #expect(SpeakableText.speakableCount("   \n\t ") == 0)
  }

  @Test("folding lower-cases the plain text, for matching an answer's words")
  func folded() {
    #expect(
      SpeakableText.folded("<speak>Add <mark name=\"1\"/>10 Customers</speak>")
        == "add 10 customers")
  }
}
