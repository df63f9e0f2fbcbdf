import Testing

@testable import TellerArguments

private let child = CommandSpec(
  name: "run", summary: "Runs.",
  options: [
    .value("count", "N", help: "How many."),
    .value("mode", "MODE", help: "Which.", choices: ["fast", "slow"]),
    .flag("json", help: "JSON."),
  ])

private let root = CommandSpec(
  name: "tool", summary: "A tool.",
  options: [.flag("version", help: "Version."), .value("seed", "N", help: "Seed.")],
  subcommands: [child])

private let parser = ArgumentParser(root: root)

@Suite("Argument parser")
struct ArgumentParserTests {
  @Test("No arguments chooses the root command")
  func empty() throws {
    let parsed = try parser.parse([])
    #expect(parsed.commandPath == ["tool"])
    #expect(parsed.values.isEmpty)
    #expect(parsed.flags.isEmpty)
  }

  @Test("A flag, then a value in both spellings")
  func flagsAndValues() throws {
    let one = try parser.parse(["--version"])
    #expect(one.has("version"))
    let spaced = try parser.parse(["--seed", "7"])
    #expect(spaced.value("seed") == "7")
    let joined = try parser.parse(["--seed=8"])
    #expect(joined.value("seed") == "8")
    let empty = try parser.parse(["--seed="])
    #expect(empty.value("seed") == "")
  }

  @Test("The last value given wins")
  func lastWins() throws {
    let parsed = try parser.parse(["--seed", "1", "--seed=2"])
    #expect(parsed.value("seed") == "2")
  }

  @Test("Subcommands take their own options")
  func subcommand() throws {
    let parsed = try parser.parse(["run", "--count", "3", "--json", "--mode=slow"])
    #expect(parsed.commandPath == ["tool", "run"])
    #expect(parsed.commandName == "tool run")
    #expect(parsed.value("count") == "3")
    #expect(parsed.value("mode") == "slow")
    #expect(parsed.has("json"))
  }

  @Test("Help is always accepted, long and short")
  func help() throws {
    #expect(try parser.parse(["--help"]).has("help"))
    #expect(try parser.parse(["run", "-h"]).has("help"))
  }

  @Test("An unknown option names itself and the command")
  func unknownOption() {
    #expect(throws: UsageError(.unknownOption("frob"), command: "tool")) {
      try parser.parse(["--frob"])
    }
    #expect(throws: UsageError(.unknownOption("seed"), command: "tool run")) {
      try parser.parse(["run", "--seed", "1"])
    }
  }

  @Test("A short option that is not -h is rejected")
  func shortOption() {
    #expect(throws: UsageError(.notLongOption("-x"), command: "tool")) {
      try parser.parse(["-x"])
    }
  }

  @Test("A missing value names the option and its placeholder")
  func missingValue() {
    #expect(
      throws: UsageError(.missingValue(option: "count", placeholder: "N"), command: "tool run")
    ) { try parser.parse(["run", "--count"]) }
  }

  @Test("A flag takes a flag word after '=': on, or off, which is given too; the last wins")
  func flagWithWord() throws {
    #expect(try parser.parse(["run", "--json=yes"]).flags == ["json"])
    let off = try parser.parse(["run", "--json=OFF"])
    #expect(off.flags.isEmpty && off.flagsOff == ["json"])
    #expect(off.isGiven("json"))
    #expect(!(try parser.parse(["run"]).isGiven("json")))
    #expect(try parser.parse(["run", "--json=0", "--json"]).flags == ["json"])
    #expect(try parser.parse(["run", "--json", "--json=false"]).flagsOff == ["json"])
  }

  @Test("A flag given another word lists the flag words")
  func flagWithValue() {
    #expect(
      throws: UsageError(
        .notAChoice(
          option: "json", choices: ["on", "yes", "true", "1", "off", "no", "false", "0"],
          value: "maybe"), command: "tool run")
    ) { try parser.parse(["run", "--json=maybe"]) }
  }

  @Test("A choice outside the allowed words lists them")
  func badChoice() {
    #expect(
      throws: UsageError(
        .notAChoice(option: "mode", choices: ["fast", "slow"], value: "warp"), command: "tool run")
    ) { try parser.parse(["run", "--mode", "warp"]) }
  }

  @Test("An unexpected word names the subcommands")
  func unexpectedWord() {
    #expect(
      throws: UsageError(.noSuchSubcommand("walk", choices: ["run"]), command: "tool")
    ) { try parser.parse(["walk"]) }
    #expect(throws: UsageError(.unexpectedArgument("extra"), command: "tool run")) {
      try parser.parse(["run", "extra"])
    }
  }

  @Test("A bad option is kept as typed, for the catalog to make visible")
  func controlCharacters() throws {
    do {
      _ = try parser.parse(["--\u{1B}[31mred"])
      Issue.record("expected an error")
    } catch {
      #expect(error.problem == .unknownOption("\u{1B}[31mred"))
      #expect(error.command == "tool")
      #expect(error.exitCode == .usage)
    }
  }

  @Test("After --, words are positional")
  func doubleDash() throws {
    let spec = CommandSpec(name: "p", summary: "P.", operands: .any)
    let parsed = try ArgumentParser(root: spec).parse(["--", "--json", "x"])
    #expect(parsed.positionals == ["--json", "x"])
  }
}

@Suite("Typed option values")
struct TypedValueTests {
  private func parsed(_ values: [String: String]) -> ParsedArguments {
    ParsedArguments(commandPath: ["tool", "run"], values: values)
  }

  @Test("Integers: absent, valid, out of range, not a number")
  func integers() throws {
    #expect(try parsed([:]).integer("count", default: 10, in: 0...100) == 10)
    #expect(try parsed(["count": "0"]).integer("count", default: 10, in: 0...100) == 0)
    #expect(
      throws: UsageError(
        .notAWholeNumber(option: "count", range: 0...100, value: "-1"), command: "tool run")
    ) { try parsed(["count": "-1"]).integer("count", default: 10, in: 0...100) }
    #expect(throws: UsageError.self) {
      try parsed(["count": "ten"]).integer("count", default: 10, in: 0...100)
    }
  }

  @Test("Decimals: inclusive ranges and strictly positive values")
  func decimals() throws {
    #expect(try parsed(["p": "0"]).decimal("p", default: 0.5, in: 0...1) == 0)
    #expect(try parsed(["p": "1"]).decimal("p", default: 0.5, in: 0...1) == 1)
    #expect(
      throws: UsageError(
        .notANumber(
          option: "p", range: .init(lower: 0, includesLower: true, upper: 1), value: "1.5"),
        command: "tool run")
    ) { try parsed(["p": "1.5"]).decimal("p", default: 0.5, in: 0...1) }
    #expect(
      throws: UsageError(
        .notANumber(
          option: "t", range: .init(lower: 0, includesLower: false, upper: nil), value: "0"),
        command: "tool run")
    ) { try parsed(["t": "0"]).decimal("t", default: 0.7, in: 0...Double.infinity, above: true) }
    #expect(throws: UsageError.self) {
      try parsed(["t": "nan"]).decimal("t", default: 0.7, in: 0...Double.infinity, above: true)
    }
    // Only decimal notation: hexadecimal floats are not what a user means.
    #expect(throws: UsageError.self) {
      try parsed(["t": "0x10"]).decimal("t", default: 0.7, in: 0...Double.infinity, above: true)
    }
    #expect(
      try parsed(["t": "1.5e1"]).decimal("t", default: 0.7, in: 0...Double.infinity, above: true)
        == 15)
    #expect(
      try parsed(["t": "0.25"]).decimal("t", default: 0.7, in: 0...Double.infinity, above: true)
        == 0.25)
  }

  @Test("Unsigned seeds and choices")
  func unsignedAndChoice() throws {
    #expect(try parsed(["seed": "18446744073709551615"]).unsigned("seed", default: 0) == .max)
    #expect(throws: UsageError.self) { try parsed(["seed": "-3"]).unsigned("seed", default: 0) }
    #expect(try parsed([:]).choice("ui", default: "auto", allowed: ["auto"]) == "auto")
    #expect(throws: UsageError.self) {
      try parsed(["ui": "tv"]).choice("ui", default: "auto", allowed: ["auto"])
    }
  }
}

@Suite("Help text")
struct HelpTextTests {
  @Test("Help lists commands and options in aligned columns")
  func rootHelp() {
    let lines = parser.help(for: ["tool"], words: PlainWords()).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "tool: A tool.",
        "",
        "Usage: tool [options]",
        "",
        "Commands:",
        "  run  Runs.",
        "",
        "Options:",
        "  --version  Version.",
        "  --seed N   Seed.",
        "  --help     Show this help and exit.",
        "",
      ])
  }

  @Test("An unknown path has no help")
  func unknownPath() {
    #expect(parser.help(for: ["tool", "nope"], words: PlainWords()).isEmpty)
    #expect(parser.command(at: ["tool", "run"])?.name == "run")
  }
}

@Suite("Flags set either way")
struct FlagSettingTests {
  private static let quiet = Flag("quiet", help: "Quiet.", environment: "TOOL_QUIET")
  private static let parser = ArgumentParser(
    root: CommandSpec(
      name: "tool", summary: "A tool.",
      options: [.flag("version", help: "Version."), quiet.spec]))

  private func setting(
    _ arguments: [String], file: String? = nil, variable: String? = nil
  ) throws -> Bool? {
    let environment = ["TOOL_QUIET": variable].compactMapValues { $0 }
    var parsed = try Self.parser.parse(arguments)
    if let file {
      parsed =
        try ConfigDefaults(
          ConfigFile.parse(file, path: "/c"), arguments: parsed, command: Self.parser.root,
          environment: { environment[$0] }
        ).arguments
    }
    return try Self.quiet.setting(in: parsed, environment: { environment[$0] })
  }

  @Test("Unset by all, a flag is left to the program: nil, not off")
  func unset() throws {
    #expect(try setting([]) == nil)
    #expect(try setting([], variable: "") == nil)
  }

  @Test("The command line wins over the variable, which wins over the file")
  func precedence() throws {
    #expect(try setting(["--quiet=off"], file: "quiet = on", variable: "1") == false)
    #expect(try setting(["--quiet"], file: "quiet = off", variable: "no") == true)
    #expect(try setting([], file: "quiet = on", variable: "off") == false)
    #expect(try setting([], file: "quiet = off", variable: "yes") == true)
    #expect(try setting([], file: "quiet = off") == false)
    #expect(try setting([], file: "quiet = true") == true)
    #expect(try setting([], variable: "FALSE") == false)
  }

  @Test("A variable that is no flag word names itself and the words")
  func badVariable() {
    #expect(
      throws: UsageError(
        .environmentNotAChoice(
          variable: "TOOL_QUIET", choices: ["on", "yes", "true", "1", "off", "no", "false", "0"],
          value: "maybe"), command: "tool")
    ) { try setting([], variable: "maybe") }
  }

  @Test("A flag that does something once takes no word")
  func onceFlags() {
    #expect(
      throws: UsageError(.unexpectedValue(option: "version", value: "off"), command: "tool")
    ) { try Self.parser.parse(["--version=off"]) }
  }
}

@Suite("Argument parser: the option or subcommand likely meant")
struct ParserSuggestionTests {
  private static let parser = ArgumentParser(
    root: CommandSpec(
      name: "tool", summary: "A tool.",
      options: [
        .flag("reduce-motion", help: "Motion."), .value("verbosity", "LEVEL", help: "Level."),
      ],
      subcommands: [
        CommandSpec(name: "simulate", summary: "Run."),
        CommandSpec(name: "sounds", summary: "Play."),
      ]))

  @Test("An unknown option is offered the command's nearest one, --help included")
  func options() {
    for (typed, meant) in [
      ("reduce-motions", "reduce-motion"), ("verbositi", "verbosity"), ("hepl", "help"),
      ("reduce", "reduce-motion"),
    ] {
      #expect(
        throws: UsageError(.unknownOption(typed, suggestion: meant), command: "tool")
      ) { try Self.parser.parse(["--\(typed)"]) }
    }
    #expect(throws: UsageError(.unknownOption("frob"), command: "tool")) {
      try Self.parser.parse(["--frob"])
    }
  }

  @Test("An unknown subcommand is offered the nearest one, or the list when none is near")
  func subcommands() {
    #expect(
      throws: UsageError(
        .noSuchSubcommand("simulat", choices: ["simulate", "sounds"], suggestion: "simulate"),
        command: "tool")
    ) { try Self.parser.parse(["simulat"]) }
    #expect(
      throws: UsageError(
        .noSuchSubcommand("walk", choices: ["simulate", "sounds"]), command: "tool")
    ) { try Self.parser.parse(["walk"]) }
  }
}
