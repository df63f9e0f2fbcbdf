import TellerTestSupport
import Testing

@Suite("teller --version")
struct VersionTests {
  @Test func printsNameAndVersion() throws {
    let result = try runTeller(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "teller 0.1.0\n")
    #expect(result.stderr.isEmpty)
  }
}
