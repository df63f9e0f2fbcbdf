import TellerTestSupport
import Testing

@Suite("Usage errors")
struct UsageErrorTests {
  private func stderrLines(_ result: ProcessResult) -> [String] {
    result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func unknownFlagGivesOneLineWithItsHint() throws {
    let result = try runTeller(["--frob"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      stderrLines(result) == [
        "teller: Unknown option '--frob' for 'teller'. Run 'teller --help' for usage.", "",
      ])
  }

  @Test func badChoiceNamesTheFlag() throws {
    let result = try runTeller(["--ui", "fancy"])
    #expect(result.status == 64)
    let lines = stderrLines(result)
    #expect(lines.count == 2)
    #expect(
      lines.first
        == "teller: --ui must be one of auto, linear, json, tui; got 'fancy'. Run 'teller --help'"
        + " for usage.")
  }

  @Test func badChoiceInASubcommandPointsToItsHelp() throws {
    let result = try runTeller(["simulate", "--arrivals", "sometimes"])
    #expect(result.status == 64)
    let lines = stderrLines(result)
    #expect(lines.first?.contains("--arrivals") == true)
    #expect(lines.first?.hasSuffix(" Run 'teller simulate --help' for usage.") == true)
    #expect(lines.count == 2)
  }

  @Test func controlCharactersInABadFlagAreMadeVisible() throws {
    let result = try runTeller(["--x\u{1B}[31m\u{07}"])
    #expect(result.status == 64)
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(!result.stderr.contains("\u{07}"))
    #expect(
      stderrLines(result).first?.hasPrefix(
        "teller: Unknown option '--x\\e[31m\\u{7}' for 'teller'. ")
        == true)
  }

  @Test func controlCharactersInABadValueAreMadeVisible() throws {
    let result = try runTeller(["--ui", "a\nb\u{1B}"])
    #expect(result.status == 64)
    #expect(
      stderrLines(result).first?.hasPrefix(
        "teller: --ui must be one of auto, linear, json, tui; got 'a\\nb\\e'. ") == true)
  }

  @Test("Korean users get Korean usage errors: from --lang, or from LANG")
  func koreanUsageErrors() throws {
    let flag = try runTeller(["--lang", "ko", "--frob"])
    #expect(flag.status == 64)
    #expect(
      stderrLines(flag) == [
        "teller: 'teller'에는 '--frob' 옵션이 없습니다. 사용법은 'teller --help'로 확인하세요.", "",
      ])
    let locale = try runTeller(
      ["simulate", "--customers", "x"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(locale.status == 64)
    #expect(
      stderrLines(locale).first
        == "teller: --customers은(는) 0부터 1000000000까지의 정수여야 합니다. 받은 값: 'x'."
        + " 사용법은 'teller simulate --help'로 확인하세요.")
    // --lang wins over LANG, even when something else on the line is wrong.
    let english = try runTeller(["--lang=en", "--frob"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(
      stderrLines(english).first
        == "teller: Unknown option '--frob' for 'teller'. Run 'teller --help' for usage.")
    // A bad --lang itself is reported in the locale's language.
    let badLang = try runTeller(["--lang", "xx"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(
      stderrLines(badLang).first?.hasPrefix("teller: --lang은(는) en, ko 중 하나여야 합니다. 받은 값: 'xx'. ")
        == true)
  }

  @Test("Korean usage errors make control characters visible too")
  func koreanControlCharacters() throws {
    let result = try runTeller(["--lang", "ko", "--ui", "a\u{1B}b"])
    #expect(result.status == 64)
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(stderrLines(result).first?.contains("'a\\eb'") == true)
  }
}
