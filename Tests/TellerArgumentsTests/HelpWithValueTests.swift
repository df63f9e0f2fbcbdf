import Testing

@testable import TellerArguments

extension ArgumentParserTests {
  @Test("--help given a value says it takes none, rather than calling it unknown")
  func helpWithValue() {
    let parser = ArgumentParser(root: CommandSpec(name: "tool", summary: "A tool."))
    #expect(
      throws: UsageError("Option '--help' takes no value; got 'x\\e'.", command: "tool")
    ) {
      try parser.parse(["--help=x\u{1B}"])
    }
  }
}
