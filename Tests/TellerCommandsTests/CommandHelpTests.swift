import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerSpeechModel
import TellerTestSupport
import TellerWording
import Testing

@testable import TellerCommands

/// `--help` in English and Korean, from the one command table.
@Suite("Command help in both languages")
struct CommandHelpTests {
  @Test("Every command's help follows the language", arguments: Language.allCases)
  func everyCommand(language: Language) {
    let paths = CommandHelp.paths()
    #expect(paths.count == 1 + CommandTable.root.subcommands.count)
    for path in paths {
      let text = CommandHelp.text(for: path, catalog: Catalog(language: language))
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
    let text = CommandHelp.text(for: ["teller", "simulate"], catalog: .english)
    #expect(text.contains("at most 10000000 with batch arrivals, 1000000000 with poisson"))
    #expect(text.contains("Poisson arrivals per second, 0.0001 to 1000000"))
    #expect(text.contains("  --lang LANG"))
    let korean = CommandHelp.text(for: ["teller", "simulate"], catalog: .korean)
    #expect(korean.contains("batch 도착은 최대 10000000명"))
  }

  @Test("Defaults, ranges and choices come from the declarations, in both languages")
  func typedFacts() throws {
    let english = Catalog.english.helpWords
    let korean = Catalog.korean.helpWords
    let clerks = BankOptionTable.standard.clerks[WorkType.deposit.index].spec
    #expect(english.help(of: clerks) == "Deposit clerks (default 2).")
    #expect(korean.help(of: clerks) == "예금 창구 수(기본값 2).")
    var more = clerks
    more.helpDefault = .value("7")
    #expect(english.help(of: more) == "Deposit clerks (default 7).")
    let share = try #require(BankOptionTable.standard.shares[WorkType.loan.index]).spec
    #expect(english.help(of: share) == "Share of loan customers, 0 to 1 (default 0.5).")
    #expect(korean.help(of: share) == "대출 고객의 비율, 0부터 1까지(기본값 0.5).")
    var engines = SpeechOptionTable.speechEngine.spec
    engines.kind = .choice(["auto", "espeak"])
    engines.environment = "TELLER_ENGINE"
    #expect(english.help(of: engines) == "auto or espeak (default auto; also TELLER_ENGINE).")
    #expect(korean.help(of: engines) == "auto 또는 espeak(기본값 auto; TELLER_ENGINE으로도 정함).")
    #expect(
      english.help(of: SpeechOptionTable.pitch.spec)
        == "Pitch, 0 to 100; 50 is usual (default: the engine's own).")
    #expect(
      korean.help(of: SessionOptionTable.braille.spec)
        == "BRLTTY를 통해 점자 디스플레이에 초점 요소를 보여 줍니다(TELLER_BRAILLE=1로도 켬).")
  }

  /// The words typed in English in every language, from the table itself:
  /// command and option names, placeholders, choice and argument words,
  /// environment variables.
  static var tableWords: Set<String> {
    var words: Set<String> = [ArgumentParser.helpFlag]
    for command in Completions.commands(CommandTable.root) {
      var texts = [command.spec.name] + command.spec.arguments
      for option in command.spec.options {
        texts += [option.name] + [option.valueName, option.environment].compactMap { $0 }
        texts += option.choices
      }
      for text in texts { words.formUnion(PseudoWording.english(in: text)) }
    }
    return words
  }

  @Test("In the pseudo-language, every command's help has no English but the table's words")
  func pseudoHelp() {
    let allowed = Self.tableWords
    let catalog = PseudoWording.catalog
    var options = 0
    for path in CommandHelp.paths() {
      let text = CommandHelp.text(for: path, catalog: catalog)
      #expect(PseudoWording.english(in: text, allowed: allowed).isEmpty, "\(path): \(text)")
      options += CommandTable.parser.command(at: path)?.options.count ?? 0
      #expect(text.contains("⟦"), "\(path) is worded")
    }
    #expect(options > 40)
    // The walk can fail: English help has English left.
    let english = CommandHelp.text(for: ["teller"], catalog: .english)
    #expect(!PseudoWording.english(in: english, allowed: allowed).isEmpty)
  }

  @Test("Completions word their help through the words given")
  func pseudoCompletions() {
    let words = PseudoWording.catalog.helpWords
    for shell in [Completions.Shell.zsh, .fish] {
      let script = Completions.script(for: shell, words: words)
      #expect(script.contains(PseudoWording.pseudo("Deposit clerks (default 2).")), "\(shell)")
      #expect(!script.contains("Deposit clerks"), "\(shell)")
    }
  }
}
