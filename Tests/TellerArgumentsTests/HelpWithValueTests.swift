import Testing

@testable import TellerArguments

extension ArgumentParserTests {
  @Test("--help given a value says it takes none, rather than calling it unknown")
  func helpWithValue() {
    let parser = ArgumentParser(root: CommandSpec(name: "tool", summary: "A tool."))
    #expect(
      throws: UsageError(.unexpectedValue(option: "help", value: "x\u{1B}"), command: "tool")
    ) {
      try parser.parse(["--help=x\u{1B}"])
    }
  }
}
