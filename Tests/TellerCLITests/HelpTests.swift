import TellerTestSupport
import Testing

@Suite("teller --help")
struct HelpTests {
  @Test func helpStartsWithSummaryAndUsage() throws {
    let result = try runTeller(["--help"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines.prefix(5)) == [
        "teller: A bank's teller queues, presented to screen-reader users first.",
        "",
        "Usage: teller [options]",
        "",
        "Commands:",
      ])
  }

  @Test func helpListsTheOutputOptions() throws {
    let result = try runTeller(["-h"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("  --ui MODE "))
    #expect(result.stdout.contains("  --timestamps "))
    #expect(result.stdout.hasSuffix("\n"))
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test func subcommandHelpNamesTheSubcommand() throws {
    let result = try runTeller(["simulate", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("teller simulate: "))
  }
}
