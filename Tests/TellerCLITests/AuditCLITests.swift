import TellerTestSupport
import Testing

/// `teller audit`: Teller's own screens have no findings.
@Suite("teller audit, end to end")
struct AuditCLITests {
  @Test("Every screen in both languages is audited; 0 findings; exit 0")
  func clean() throws {
    let result = try runTeller(["audit"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = InteractiveCLITests.lines(result.stdout).dropLast()
    #expect(lines.last == "0 findings in 8 screens.")
    for state in ["idle", "busy", "after reset", "help"] {
      for lang in ["en", "ko"] {
        #expect(lines.contains("\(state) (\(lang)): no findings"), "\(state) (\(lang))")
      }
    }
    #expect(lines.count == 9)
  }

  @Test("audit takes no options")
  func noOptions() throws {
    let result = try runTeller(["audit", "--lang", "ko"])
    #expect(result.status == 64)
  }
}
