import TellerCommands
import TellerTestSupport
import Testing

/// `teller console` in the pseudo-language: every line it prints comes
/// through the catalog it is given.
@Suite("Console app in the pseudo-language")
struct ConsolePseudoLanguageTests {
  @Test("The menu, a refusal, a business day and quitting have no English")
  func wholeSession() {
    var session = ConsoleSession(catalog: PseudoWording.catalog, seed: 3)
    var output = session.start()
    output += session.handle("x")
    output += session.handle("1")
    output += session.handle("2")
    #expect(output.count > 20)
    #expect(session.isFinished)
    for line in output {
      #expect(PseudoWording.english(in: line.text).isEmpty, "English in \(line.text)")
    }
  }
}
