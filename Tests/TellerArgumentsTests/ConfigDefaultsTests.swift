import Testing

@testable import TellerArguments

private let root = CommandSpec(
  name: "tool", summary: "A tool.",
  options: [
    .flag("version", help: "Version."),
    .value("lang", "LANG", help: "Language.", choices: ["en", "ko"]),
    .value("ui", "MODE", help: "Mode.", choices: ["auto", "linear"], environment: "TOOL_UI"),
    .value("seed", "N", help: "Seed."),
    .value("loan-time", "SECONDS", help: "Loan."),
    .flag("speech", help: "Speech."),
    .flag("braille", help: "Braille.", environment: "TOOL_BRAILLE"),
  ])

@Suite("Configuration file: defaults for a command's options")
struct ConfigDefaultsTests {
  private func defaults(
    _ text: String, arguments: [String] = [], environment: [String: String] = [:]
  ) throws -> ConfigDefaults {
    try ConfigDefaults(
      ConfigFile.parse(text, path: "/c"), arguments: ArgumentParser(root: root).parse(arguments),
      command: root, environment: { environment[$0] })
  }

  private func error(_ text: String) -> ConfigError? {
    do {
      _ = try defaults(text)
      return nil
    } catch let error as ConfigError {
      return error
    } catch {
      return nil
    }
  }

  @Test("The file sets options not given, values and flags, and says which line each came from")
  func fillsIn() throws {
    let result = try defaults("lang = ko\nseed = 7\nspeech = on\n")
    #expect(result.arguments.value("lang") == "ko")
    #expect(result.arguments.value("seed") == "7")
    #expect(result.arguments.has("speech"))
    #expect(result.lines == ["lang": 1, "seed": 2, "speech": 3])
  }

  @Test("The command line wins over the file")
  func commandLineWins() throws {
    let result = try defaults("lang = ko\nspeech = off\n", arguments: ["--lang", "en", "--speech"])
    #expect(result.arguments.value("lang") == "en")
    #expect(result.arguments.has("speech"))
    #expect(result.lines.isEmpty)
  }

  @Test("An option's environment variable wins over the file; empty counts as unset")
  func environmentWins() throws {
    let set = try defaults(
      "ui = linear\nbraille = on\n", environment: ["TOOL_UI": "auto", "TOOL_BRAILLE": "0"])
    #expect(set.arguments.value("ui") == nil)
    #expect(!set.arguments.has("braille"))
    let empty = try defaults("ui = linear\n", environment: ["TOOL_UI": ""])
    #expect(empty.arguments.value("ui") == "linear")
  }

  @Test("A later line wins over an earlier one; off turns a flag back off")
  func lastLineWins() throws {
    let result = try defaults("seed = 1\nspeech = yes\nseed = 2\nspeech = OFF\n")
    #expect(result.arguments.value("seed") == "2")
    #expect(!result.arguments.has("speech"))
    #expect(result.lines["seed"] == 3)
  }

  @Test("Every flag word, in any case", arguments: ["on", "yes", "true", "1", "On", "TRUE"])
  func flagWords(word: String) throws {
    #expect(try defaults("speech = \(word)").arguments.has("speech"))
  }

  @Test("Unknown keys name their line and a close key when there is one")
  func unknownKeys() {
    #expect(error("\nlangage = ko")?.line == 2)
    #expect(error("langage = ko")?.problem == .unknownKey("langage", suggestion: "lang"))
    #expect(error("--seed = 1")?.problem == .unknownKey("--seed", suggestion: "seed"))
    #expect(error("sede = 1")?.problem == .unknownKey("sede", suggestion: "seed"))
    #expect(error("colour = no")?.problem == .unknownKey("colour", suggestion: nil))
  }

  @Test("version and help cannot be set")
  func excluded() {
    #expect(error("version = on")?.problem == .notConfigurable("version"))
    #expect(error("help = on")?.problem == .notConfigurable("help"))
  }

  @Test("Bad choices and flag values name the line and the key")
  func badValues() {
    let choice = error("seed = 1\nui = fancy")
    #expect(choice?.place == "/c:2")
    #expect(
      choice?.problem
        == .badValue(
          key: "ui",
          problem: .notAChoice(option: "ui", choices: ["auto", "linear"], value: "fancy")))
    #expect(error("speech = maybe")?.problem == .notAFlagValue(key: "speech", value: "maybe"))
    #expect(error("speech =")?.problem == .notAFlagValue(key: "speech", value: ""))
  }

  @Test("A usage error about a value from the file is blamed on its line; others are not")
  func blame() throws {
    let result = try defaults("\n\nseed = abc\n", arguments: ["--loan-time", "x"])
    let fromFile = UsageError(.notAnUnsignedNumber(option: "seed", value: "abc"))
    let blamed = try #require(result.blame(fromFile))
    #expect(blamed.place == "/c:3")
    #expect(blamed.exitCode.rawValue == 78)
    #expect(blamed.problem == .badValue(key: "seed", problem: fromFile.problem))
    let fromLine = UsageError(
      .notANumber(
        option: "loan-time", range: .init(lower: 0, includesLower: false, upper: nil), value: "x"))
    #expect(result.blame(fromLine) == nil)
    #expect(result.blame(UsageError(.unknownOption("frob"))) == nil)
  }
}
