import TellerAccessibility
import TellerBank
import TellerSession
import TellerTestSupport
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
    texts += SoundMessage.samples.map { catalog[$0] }
    texts += SymbolMessage.samples.map { catalog[$0] }
    texts += ListMessage.samples.map { catalog[$0] }
    texts += HelpScopeMessage.samples.map { catalog[$0] }
    texts += SpeechMessage.samples.map { catalog[$0] }
    texts += BrailleProblemMessage.samples.map { catalog[$0] }
    texts += AccessibilityMessage.samples.map { catalog.accessibility[$0] }
    #expect(texts.count > 200)
    for text in texts {
      #expect(PseudoWording.english(in: text).isEmpty, "English in \(text)")
    }
  }

  @Test("The bank screen, idle and busy, has no English in any label, value or hint")
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
          for text in [element.label, element.value, element.hint, element.shownLabel] {
            #expect(PseudoWording.english(in: text).isEmpty, "English in \(element.id): \(text)")
          }
        }
      }
      #expect(seen >= 8)
    }
  }
}
