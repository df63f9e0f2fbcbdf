import TellerTestSupport
import Testing

/// The probe program with standard input and output as pipes: lines in,
/// linear lines out, no raw mode.
@Suite("Interactive shell over pipes")
struct ProbePipeTests {
  private static var probe: String {
    TestSupport.productsDirectory.appendingPathComponent("teller-terminal-probe").path
  }

  @Test func linesAreNumberedAndInputEnds() throws {
    let result = try runProgram(Self.probe, [], stdin: "add\r\n\nnext\u{1B}[2J\nlast")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("Probe ready, process ") == true)
    #expect(
      Array(lines.dropFirst()) == [
        "Line 1: add", "Line 2: ", "Line 3: next\\e[2J", "Line 4: last", "End of input.", "",
      ])
  }

  @Test func emptyInputEndsAtOnce() throws {
    let result = try runProgram(Self.probe, [])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("\nEnd of input.\n"))
  }

  @Test func quitStopsReading() throws {
    let result = try runProgram(Self.probe, [], stdin: "quit\nnext\n")
    #expect(result.stdout.hasSuffix("\nLine 1: quit\n"))
  }
}
