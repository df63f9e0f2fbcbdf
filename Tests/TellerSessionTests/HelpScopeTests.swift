import Foundation
import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

/// What works while the help is open: one rule
/// (`Session.worksWithHelpOpen`), which the help, the README
/// and the behaviour all follow.
@Suite("The help's scope")
struct HelpScopeTests {
  private func openHelp(_ language: Language = .english) -> Session {
    var session = Session(
      settings: SessionSettings(
        language: language, bank: BankConfiguration(seed: 1), inputIsKeys: true,
        terminalView: .fullScreen))
    _ = session.start()
    _ = session.handle(.key(.character("a")))
    _ = session.handle(.key(.character("?")))
    return session
  }

  @Test("The keys refused in the help are the bank's and those reading outside it")
  func refusedKeys() {
    #expect(Catalog.keysRefusedInHelp.map(\.name) == ["#", "a", "x", "s", ".", "[", "]"])
  }

  @Test("Each refused key says the help is open and changes nothing; every other key works")
  func behaviour() {
    let refused = Set(Catalog.keysRefusedInHelp)
    for binding in KeyBindings.standard.bindings {
      var session = openHelp()
      let waiting = session.bank.waitingCount
      let step = session.handle(.key(binding.key))
      let saysOpen = step.records.contains {
        $0.kind == .error && $0.text == Catalog.english.helpIsOpen
      }
      #expect(saysOpen == refused.contains(binding.key), "\(binding.key.name)")
      #expect(session.bank.waitingCount == waiting, "\(binding.key.name)")
    }
  }

  @Test(
    "The help names the refused keys, in both languages", arguments: [Language.english, .korean])
  func helpNamesThem(language: Language) throws {
    let session = openHelp(language)
    let catalog = Catalog(language: language)
    let entry = catalog.helpRefusedKeys
    let element = try #require(session.tree.element(BankScreen.helpKeyID(entry)))
    #expect(element.label == entry.text)
    let names = Catalog.keysRefusedInHelp.map(catalog.keyName)
    #expect(entry.keys == names.joined(separator: ", "))
    #expect(language == .english ? entry.text.hasPrefix("number sign, a, x, s, period") : true)
  }

  @Test("The README names the refused keys, and only those")
  func readmeNamesThem() throws {
    let readme = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let flat = readme.replacingOccurrences(of: "\n", with: " ")
    let start = try #require(flat.range(of: "While it is open, "))
    let end = try #require(flat.range(of: " do nothing", range: start.upperBound..<flat.endIndex))
    let sentence = flat[start.upperBound..<end.lowerBound]
    let named = sentence.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter
    { $0.offset % 2 == 1 }
    .map { String($0.element) }
    #expect(named == Catalog.keysRefusedInHelp.map(\.name))
  }

  @Test("The help lists every rotor setting, and the line help reads them too")
  func rotorSettingsListed() throws {
    let session = openHelp()
    let lines = Catalog.english.helpRotorSettings(BankConfiguration()).map(\.text)
    #expect(lines.count == 9)
    for name in [
      "Headings", "Heading level 1 to 6", "Buttons", "Lists", "Updates", "Adjust value",
      "Loan customers", "Deposit customers",
    ] {
      #expect(lines.contains { $0.hasPrefix(name + ": ") }, "\(name)")
    }
    #expect(session.tree.element(BankScreen.helpRotorHeadingID)?.label == "Rotor settings")
    var piped = Session(settings: SessionSettings(bank: BankConfiguration(seed: 1)))
    _ = piped.start()
    let said = piped.handle(.line("help", number: 1)).map(\.text)
    #expect(said.contains("Rotor settings"))
    #expect(said.suffix(lines.count) == ArraySlice(lines))
  }
}
