import TellerArguments
import Testing

@testable import TellerSession
@testable import TellerWording

/// The command line's help, worded from typed messages and facts.
@Suite("Command-line wording")
struct CommandLineWordingTests {
  @Test("Korean picks 로 or 으로 by how a variable's name ends when read")
  func instrumentalParticle() {
    #expect(KoreanWording.instrumental(after: "TELLER_UI") == "로")
    #expect(KoreanWording.instrumental(after: "TELLER_SPEECH_ENGINE") == "으로")
    #expect(KoreanWording.instrumental(after: "TELLER_BRAILLE=1") == "로")
    #expect(KoreanWording.instrumental(after: "LEVEL=3") == "으로")
    #expect(KoreanWording.instrumental(after: "NO_COLOR") == "로")
  }

  @Test("An option's facts come from its declaration")
  func facts() {
    let batch = OptionFacts(SessionOptionTable.batch.spec)
    #expect(batch.defaultValue == .value("10"))
    #expect(batch.lower == "1")
    #expect(!batch.isFlag)
    let language = OptionFacts(SessionOptionTable.language.spec)
    #expect(language.choices == ["en", "ko"])
    #expect(language.defaultValue == .described(.languageOfLocale))
    let braille = OptionFacts(SessionOptionTable.braille.spec)
    #expect(braille.isFlag && braille.environment == BrailleOptions.environmentVariable)
    #expect(OptionFacts(SessionOptionTable.clock.spec).defaultValue == nil)
    #expect(OptionFacts(SessionOptionTable.debounce.spec).upper == "60")
  }

  @Test("A help message of another type is no message of Teller's")
  func foreignMessage() {
    struct Other: HelpMessage {}
    #expect(CommandLineMessage(option: OptionSpec(name: "x", valueName: nil, help: Other())) == nil)
    #expect(
      CommandLineMessage(option: SessionOptionTable.noHints.spec)
        == .option(.session(.noHints), OptionFacts(isFlag: true, name: "no-hints")))
  }
}
