import Testing

@testable import TellerArguments

private let report = CommandSpec(
  name: "report", summary: "Reports.",
  options: [
    .value("seed", "N", help: "Seed."),
    .value("lang", "LANG", help: "Language.", choices: ["en"]),
  ])

private let tool = CommandSpec(
  name: "tool", summary: "A tool.",
  options: [
    .value("seed", "N", help: "Seed."),
    .value("ui", "MODE", help: "Output.", choices: ["linear", "json"]),
    .value("lang", "LANG", help: "Language.", choices: ["en", "ko"]),
    .flag("timestamps", help: "Timestamps."),
  ],
  subcommands: [report])

private let toolParser = ArgumentParser(root: tool)

extension ArgumentParserTests {
  @Test("An option before a subcommand that the subcommand also takes is kept")
  func sharedOptionBeforeSubcommand() throws {
    let parsed = try toolParser.parse(["--seed", "7", "report"])
    #expect(parsed.commandPath == ["tool", "report"])
    #expect(parsed.value("seed") == "7")
  }

  @Test("An option before a subcommand that the subcommand does not take is an error")
  func foreignOptionBeforeSubcommand() {
    #expect(
      throws: UsageError(.unknownOption("ui"), command: "tool report")
    ) {
      try toolParser.parse(["--ui", "json", "report"])
    }
    #expect(
      throws: UsageError(.unknownOption("timestamps"), command: "tool report")
    ) {
      try toolParser.parse(["--seed=1", "--timestamps", "report"])
    }
  }

  @Test("A value before a subcommand must be one of the subcommand's choices")
  func choiceBeforeSubcommand() {
    #expect(
      throws: UsageError(
        .notAChoice(option: "lang", choices: ["en"], value: "ko"), command: "tool report")
    ) {
      try toolParser.parse(["--lang", "ko", "report"])
    }
  }
}
