import TellerAccessibility
import TellerArguments
import TellerCommands
import TellerSession
import Testing

/// `--help` in English and Korean, from the one command table.
@Suite("Command help in both languages")
struct CommandHelpTests {
  @Test("Every sentence of the command table has its Korean, and the Korean has no stale lines")
  func koreanIsComplete() {
    let sentences = CommandHelp.sentences()
    let korean = Catalog.korean.helpTranslation.sentences
    let missing = sentences.filter { korean[$0] == nil }
    #expect(missing.isEmpty, "add Korean for: \(missing)")
    let stale = Set(korean.keys).subtracting(sentences)
    #expect(stale.isEmpty, "no longer in the table: \(stale)")
  }

  @Test("Every command's help follows the language", arguments: Language.allCases)
  func everyCommand(language: Language) {
    for path in [["teller"]] + CommandTable.root.subcommands.map({ ["teller", $0.name] }) {
      let text = CommandHelp.text(for: path, language: language)
      let lines = text.split(separator: "\n").map(String.init)
      let usage = language == .english ? "Usage: " : "사용법: "
      #expect(lines.contains { $0.hasPrefix(usage + path.joined(separator: " ")) }, "\(path)")
      #expect(lines.contains(language == .english ? "Options:" : "옵션:"), "\(path)")
      let spec = CommandTable.parser.command(at: path)
      for option in spec?.options ?? [] {
        #expect(text.contains("  --\(option.name)"), "\(path) --\(option.name)")
      }
    }
  }

  @Test("simulate --help gives the real limit of each kind of arrivals and the rate's range")
  func simulateLimits() {
    let text = CommandHelp.text(for: ["teller", "simulate"], language: .english)
    #expect(text.contains("at most 10000000 with batch arrivals, 1000000000 with poisson"))
    #expect(text.contains("Poisson arrivals per second, 0.0001 to 1000000"))
    #expect(text.contains("  --lang LANG"))
    let korean = CommandHelp.text(for: ["teller", "simulate"], language: .korean)
    #expect(korean.contains("batch 도착은 최대 10000000명"))
  }
}
