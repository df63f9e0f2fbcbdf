import TellerAccessibility
import TellerArguments
import TellerCommands
import TellerSession
import TellerWording
import Testing

/// `teller console`'s options: language, seed and clock.
@Suite("Console options")
struct ConsoleOptionsTests {
  static func parse(
    _ words: [String], locale: String? = nil
  ) throws(UsageError) -> ConsoleOptions {
    try ConsoleOptions(CommandTable.parser.parse(["console"] + words), locale: locale)
  }

  @Test("Defaults: English, seed 0, real clock")
  func defaults() throws {
    let options = try ConsoleOptionsTests.parse([])
    #expect(options.language == .english)
    #expect(options.seed == 0)
    #expect(!options.virtualClock)
  }

  @Test(
    "Korean under --lang ko or when LANG starts with ko; --lang wins",
    arguments: [
      ([String](), "ko_KR.UTF-8", Language.korean),
      ([], "ko", .korean),
      ([], "C.UTF-8", .english),
      ([], "en_US.UTF-8", .english),
      (["--lang", "ko"], "C", .korean),
      (["--lang", "en"], "ko_KR.UTF-8", .english),
    ])
  func language(words: [String], locale: String, expected: Language) throws {
    #expect(try ConsoleOptionsTests.parse(words, locale: locale).language == expected)
  }

  @Test("Seed and virtual clock")
  func seedAndClock() throws {
    let options = try ConsoleOptionsTests.parse(["--seed", "42", "--clock", "virtual"])
    #expect(options.seed == 42)
    #expect(options.virtualClock)
  }

  @Test("A bad seed names the flag")
  func badSeed() {
    for seed in ["-1", "x", "1.5", "18446744073709551616"] {
      do {
        _ = try ConsoleOptionsTests.parse(["--seed", seed])
        Issue.record("--seed \(seed) was accepted")
      } catch {
        #expect(
          Catalog.english.message(for: error).hasPrefix("--seed must be a whole number from 0"))
        #expect(error.exitCode == .usage)
      }
    }
  }
}
