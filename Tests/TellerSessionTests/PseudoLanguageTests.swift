import TellerAccessibility
import TellerArguments
import TellerBank
import TellerInput
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

@Suite("Pseudo-language")
struct PseudoLanguageTests {
  let catalog = PseudoWording.catalog

  @Test("The pseudo-language accents letters and keeps digits and signs")
  func pseudo() {
    #expect(PseudoWording.pseudo("Add 10 customers") == "⟦Åđđ 10 çûšţöɱéŕš⟧")
    #expect(PseudoWording.pseudo("") == "")
    #expect(PseudoWording.english(in: "⟦Åđđ⟧ 10 Orca and x") == ["Orca", "and"])
    #expect(catalog != Catalog.english)
  }

  @Test("Every message of every area is worded, with no English left")
  func everyMessage() {
    var texts: [String] = []
    texts += ScreenMessage.samples.map { catalog[$0] }
    texts += AnnouncementMessage.samples.map { catalog[$0] }
    texts += ViewMessage.samples.map { catalog[$0] }
    texts += ErrorMessage.samples.map { catalog[$0] }
    texts += BrailleMessage.samples.map { catalog[$0] }
    texts += SimulateMessage.samples.map { catalog[$0] }
    texts += SimulateProgressMessage.samples.map { catalog[$0] }
    texts += StatisticsMessage.samples.map { catalog[$0] }
    texts += SoundMessage.samples.map { catalog[$0] }
    texts += AudioGraphMessage.samples.map { catalog[$0] }
    texts += SymbolMessage.samples.map { catalog[$0] }
    texts += ListMessage.samples.map { catalog[$0] }
    texts += HelpScopeMessage.samples.map { catalog[$0] }
    texts += SpeechMessage.samples.map { catalog[$0] }
    texts += BrailleProblemMessage.samples.map { catalog[$0] }
    texts += KeyHelpMessage.samples.map { catalog[$0] }
    texts += KeyNameMessage.samples.map { catalog[$0] }
    texts += LineCommandHelpMessage.samples.map { catalog[$0] }
    texts += UsageMessage.samples.map { catalog[$0] }
    texts += ConfigMessage.samples.map { catalog[$0] }
    texts += ConsoleMessage.samples.map { catalog[$0] }
    texts += RecordingMessage.samples.map { catalog[$0] }
    texts += OutputMessage.samples.map { catalog[$0] }
    texts += CrashMessage.samples.map { catalog[$0] }
    texts += FileReadMessage.samples.map { catalog[$0] }
    texts += FileProblem.samples.map { catalog.wording.text($0) }
    // A reason Teller does not know keeps the system's own words, by design.
    texts += KnownSystemReason.allCases.map { catalog.wording.text($0) }
    texts += AuditReportMessage.samples.map { catalog[$0] }
    texts += AccessibilityMessage.samples.map { catalog.accessibility[$0] }
    texts += AuditMessage.samples.map { catalog.accessibility[$0] }
    #expect(texts.count > 200)
    for text in texts {
      #expect(PseudoWording.english(in: text).isEmpty, "English in \(text)")
    }
  }

  @Test("Every usage and configuration error is worded by the catalog it is given")
  func usageAndConfigErrors() {
    let problems = UsageMessage.samples.compactMap { message -> UsageError.Problem? in
      guard case .problem(let problem, _) = message else { return nil }
      return problem
    }
    #expect(Set(problems.map { UsageMessage.problem($0, command: "teller").kind }).count == 19)
    for problem in problems {
      let line = catalog.usageLine(for: UsageError(problem, command: "teller"))
      #expect(PseudoWording.english(in: line).isEmpty, "English in \(line)")
    }
    for message in ConfigMessage.samples {
      guard case .problem(let problem, _) = message else { continue }
      let line = catalog.message(for: ConfigError(path: "config", line: 3, problem: problem))
      #expect(PseudoWording.english(in: line).isEmpty, "English in \(line)")
    }
  }

  @Test("The help screen, its keys and line commands, has no English")
  func helpScreen() {
    let root = BankScreen.build(bank: Bank(), showingHelp: true, catalog: catalog)
    // Line commands are typed in English in every language.
    let commands = LineCommands.standard.commands.flatMap(\.plainSyntaxes).joined(separator: " ")
    let typed = Set(PseudoWording.english(in: commands))
      .subtracting(LineCommand.Placeholder.allCases.map(\.rawValue))
    var lines = 0
    root.forEachNode { node, _ in
      let element = node.element
      if element.id.rawValue.hasPrefix("help.") { lines += 1 }
      for text in [element.label, element.value, element.hint] {
        let english = PseudoWording.english(in: text, allowed: typed)
        #expect(english.isEmpty, "English in \(element.id): \(text)")
      }
    }
    #expect(lines >= HelpKeyLine.allCases.count + LineCommandHelp.allCases.count)
  }

  @Test(
    "The bank screen, idle and busy, its tables too, has no English in any label, value or hint"
  )
  func bankScreen() {
    var busy = Bank(configuration: BankConfiguration(seed: 4))
    _ = busy.addCustomers()
    _ = busy.advance(to: .milliseconds(1500))
    for bank in [Bank(), busy] {
      let root = BankScreen.build(bank: bank, catalog: catalog)
      var seen = 0
      root.forEachNode { node, _ in
        var elements = [node.element]
        if let items = node.items {
          elements += (0..<items.count).map { items.element(at: $0) }
        }
        for element in elements {
          seen += 1
          for text in [
            element.label, element.value, element.hint, element.shownLabel, element.spokenValue,
            element.shortLabel,
          ] {
            #expect(PseudoWording.english(in: text).isEmpty, "English in \(element.id): \(text)")
          }
        }
      }
      #expect(seen >= 8)
    }
  }
}
