import Foundation
import TellerTestSupport
import Testing

/// The bank's most customers at once, end to end: a session asked for far
/// more customers than memory allows says the limit and goes on, where it
/// used to die when the system refused it memory.
@Suite("The most customers at once, end to end")
struct CustomerLimitCLITests {
  @Test(
    "Under a 256 MB address-space limit, 5,000 adds of 1,000 stop at the limit, said, and exit 0",
    .disabled(
      if: TestSupport.isThreadSanitized,
      "the thread sanitizer reserves far more address space than the limit"))
  func underMemoryLimit() throws {
    // Without the limit, 5,000,000 customers need about 440 MB: the
    // session died here with "Fatal error: failed to allocate" (134). A
    // million take about 100 MB of address space, Teller's start included.
    let script = String(repeating: "add\n", count: 5000) + "summary\n"
    let result = try runProgram(
      "/bin/sh",
      ["-c", "ulimit -v 262144; exec \"$0\" \"$@\"", TestSupport.tellerPath]
        + ["--clock", "virtual", "--lang", "en", "--batch", "1000"],
      stdin: script, environment: TestSupport.tellerEnvironment(), timeout: .seconds(300))
    #expect(result.status == 0, "\(result.stderr.suffix(2000))")
    #expect(!result.stderr.contains("Fatal error"))
    let refusals = result.stderr.split(separator: "\n")
    #expect(refusals.count == 4000)
    #expect(
      Set(refusals) == [
        "Error: The bank is full at 1,000,000 customers: none added. Type reset, then add more."
      ])
    // The summary still comes, with the million waiting or at a clerk.
    #expect(result.stdout.contains("999997 waiting"), "\(result.stdout.suffix(500))")
  }
}
