import TellerSession
import Testing

@Suite("Output charset")
struct OutputCharsetTests {
  @Test(
    "UTF-8 locales in any spelling, and none, are fine",
    arguments: [nil, "", "C.UTF-8", "ko_KR.UTF-8", "en_US.utf8", "de_DE.UTF-8@euro"])
  func utf8(locale: String?) {
    #expect(!OutputCharset.differsFromUTF8(locale: locale))
  }

  @Test(
    "Other character sets, a language without one, and C and POSIX (ASCII) differ",
    arguments: [
      "ko_KR.EUC-KR", "en_US.ISO-8859-1", "ko_KR", "en_US", "de_DE@euro", "C.ASCII", "C", "POSIX",
    ])
  func other(locale: String) {
    #expect(OutputCharset.differsFromUTF8(locale: locale))
  }
}
