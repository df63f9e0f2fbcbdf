import TellerTestSupport
import Testing

@Suite("Usage errors")
struct UsageErrorTests {
  private func stderrLines(_ result: ProcessResult) -> [String] {
    result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func unknownFlagGivesOneErrorLineAndOneHint() throws {
    let result = try runTeller(["--frob"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      stderrLines(result) == [
        "teller: Unknown option '--frob' for 'teller'.", "Run 'teller --help' for usage.", "",
      ])
  }

  @Test func badChoiceNamesTheFlag() throws {
    let result = try runTeller(["--ui", "fancy"])
    #expect(result.status == 64)
    let lines = stderrLines(result)
    #expect(lines.count == 3)
    #expect(lines.first == "teller: --ui must be one of auto, linear, json; got 'fancy'.")
  }

  @Test func badChoiceInASubcommandPointsToItsHelp() throws {
    let result = try runTeller(["simulate", "--arrivals", "sometimes"])
    #expect(result.status == 64)
    let lines = stderrLines(result)
    #expect(lines.first?.contains("--arrivals") == true)
    #expect(lines.dropFirst().first == "Run 'teller simulate --help' for usage.")
  }

  @Test func controlCharactersInABadFlagAreMadeVisible() throws {
    let result = try runTeller(["--x\u{1B}[31m\u{07}"])
    #expect(result.status == 64)
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(!result.stderr.contains("\u{07}"))
    #expect(stderrLines(result).first == "teller: Unknown option '--x\\e[31m\\u{7}' for 'teller'.")
  }

  @Test func controlCharactersInABadValueAreMadeVisible() throws {
    let result = try runTeller(["--ui", "a\nb\u{1B}"])
    #expect(result.status == 64)
    #expect(
      stderrLines(result).first == "teller: --ui must be one of auto, linear, json; got 'a\\nb\\e'."
    )
  }
}
