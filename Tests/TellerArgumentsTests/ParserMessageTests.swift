import Testing

@testable import TellerArguments

private let shells = CommandSpec(
  name: "completions", summary: "Completions.",
  operands: .oneOf(["bash", "zsh", "fish"]))
private let child = CommandSpec(
  name: "console", summary: "Console.", options: [.value("seed", "N", help: "Seed.")])
private let root = CommandSpec(
  name: "tool", summary: "A tool.",
  options: [.value("batch", "N", help: "Batch."), .value("seed", "N", help: "Seed.")],
  subcommands: [child, shells])
private let parser = ArgumentParser(root: root)

private func problem(_ arguments: [String]) -> UsageError.Problem? {
  do {
    _ = try parser.parse(arguments)
    return nil
  } catch {
    return error.problem
  }
}

@Suite("Argument parser: messages that say what is wrong")
struct ParserMessageTests {
  @Test("An option followed by another option is missing its value")
  func valueThatIsAnOption() throws {
    #expect(
      problem(["--batch", "--seed", "3"]) == .missingValue(option: "batch", placeholder: "N"))
    #expect(problem(["--batch", "--"]) == .missingValue(option: "batch", placeholder: "N"))
    // A value that starts with '--' is still possible with '='.
    #expect(try parser.parse(["--batch=--seed"]).value("batch") == "--seed")
    // One dash is a value, such as a negative number.
    #expect(try parser.parse(["--batch", "-1"]).value("batch") == "-1")
  }

  @Test("'--' ends options; a subcommand after it is still the subcommand")
  func subcommandAfterDoubleDash() throws {
    #expect(try parser.parse(["--", "console"]).commandPath == ["tool", "console"])
    #expect(try parser.parse(["--seed", "1", "--", "console"]).value("seed") == "1")
    #expect(problem(["--", "console", "--seed", "1"]) == .unexpectedArgument("--seed"))
    #expect(
      problem(["--", "nothing"])
        == .noSuchSubcommand("nothing", choices: ["console", "completions"]))
  }

  @Test("A command's argument words: exactly one of them")
  func argumentWords() throws {
    #expect(try parser.parse(["completions", "zsh"]).positionals == ["zsh"])
    #expect(problem(["completions"]) == .missingArgument(choices: ["bash", "zsh", "fish"]))
    #expect(
      problem(["completions", "tcsh"]) == .notAnArgument("tcsh", choices: ["bash", "zsh", "fish"]))
    #expect(
      problem(["completions", "bash", "zsh"])
        == .notAnArgument("zsh", choices: ["bash", "zsh", "fish"]))
    #expect(try parser.parse(["completions", "--help"]).has("help"))
  }

  /// A problem of a program's own.
  enum Clash: CommandLineProblem {
    case colour
    var option: String? { "colour" }
  }

  @Test("A program's own problems are equal by type and value, and name their option")
  func programProblems() {
    struct Other: CommandLineProblem { var option: String? { "colour" } }
    #expect(ProgramProblem(Clash.colour) == ProgramProblem(Clash.colour))
    #expect(ProgramProblem(Clash.colour) != ProgramProblem(Other()))
    #expect(
      UsageError(Clash.colour, command: "x").problem == .program(ProgramProblem(Clash.colour)))
  }

  @Test("The option at fault, for the problems about a value")
  func optionAtFault() {
    #expect(UsageError.Problem.notAnUnsignedNumber(option: "seed", value: "x").option == "seed")
    #expect(UsageError.Problem.program(ProgramProblem(Clash.colour)).option == "colour")
    #expect(
      UsageError.Problem.needsOption(option: "rate", requires: "arrivals", value: "poisson").option
        == "rate")
    #expect(UsageError.Problem.unknownOption("x").option == nil)
  }

  @Test("Help takes its words as a parameter: headings, placeholder and sentences")
  func wordedHelp() {
    let words = PlainWords(
      usageHeading: "U:", commandsHeading: "C:", optionsHeading: "O:", optionsPlaceholder: "[o]",
      helpOptionHelp: "H.", sentences: ["A tool.": "T."])
    let lines = parser.help(for: ["tool"], words: words).split(separator: "\n").map(String.init)
    #expect(lines.first == "tool: T.")
    #expect(lines.contains("U: tool [o]"))
    #expect(lines.contains("C:"))
    #expect(lines.contains("O:"))
    #expect(lines.contains { $0.hasPrefix("  --help") && $0.hasSuffix("H.") })
    #expect(lines.contains { $0.hasPrefix("  console") && $0.hasSuffix("Console.") })
  }
}
