import TellerTestSupport
import Testing

@Test func helpRuns() throws {
  let r = try runTeller(["--help"])
  #expect(r.status == 0)
  #expect(r.stdout.hasPrefix("teller: "))
  let bad = try runTeller(["--frob"])
  #expect(bad.status == 64)
}
