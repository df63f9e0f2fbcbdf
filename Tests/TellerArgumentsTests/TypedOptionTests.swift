import TellerArguments
import Testing

/// A choice of a type of its own.
private enum Colour: String, CaseIterable, Sendable {
  case red, green, blue
}

private let count = Option.wholeNumber("count", "N", help: "Count.", default: 10, in: 0...100)
private let share = Option.decimal("share", "P", help: "Share.", default: 0.5, in: 0...1)
private let time = Option.decimal(
  "time", "SECONDS", help: "Time.", default: 1, in: 0...3600, above: true)
private let colour = Option<Colour>.choice(
  "colour", "COLOUR", help: "Colour.", default: .red, cases: [.red, .blue])
private let input = Option.text("input", "FILE", help: "Input.", kind: .file)
private let folder = Option.text("into", "FOLDER", help: "Folder.", kind: .folder)
private let quiet = Flag("quiet", help: "Quiet.")

private let command = CommandSpec(
  name: "tool", summary: "A tool.",
  options: [count.spec, share.spec, time.spec, colour.spec, input.spec, folder.spec, quiet.spec])
private let parser = ArgumentParser(root: command)

@Suite("Typed options")
struct TypedOptionTests {
  @Test("A typed option reads its default, a valid value, and names itself on a bad one")
  func wholeNumbers() throws {
    #expect(try parser.parse([]).value(count) == 10)
    #expect(try parser.parse(["--count", "0"]).value(count) == 0)
    #expect(try parser.parse([]).givenValue(count) == nil)
    #expect(try parser.parse(["--count=7"]).givenValue(count) == 7)
    #expect(try parser.parse(["--count", "x"])[count] == "x")
    #expect(
      throws: UsageError(
        .notAWholeNumber(option: "count", range: 0...100, value: "101"), command: "tool")
    ) { try parser.parse(["--count", "101"]).value(count) }
  }

  @Test("Decimals keep their range, strictly above its lower bound when asked")
  func decimals() throws {
    #expect(try parser.parse(["--share", "1"]).value(share) == 1)
    #expect(
      throws: UsageError(
        .notANumber(
          option: "time", range: .init(lower: 0, includesLower: false, upper: 3600), value: "0"),
        command: "tool")
    ) { try parser.parse(["--time", "0"]).value(time) }
    #expect(throws: UsageError.self) { try parser.parse(["--share", "0x1"]).value(share) }
  }

  @Test("A choice of a type offers the cases it allows, and the parser checks them")
  func choices() throws {
    #expect(colour.spec.choices == ["red", "blue"])
    #expect(try parser.parse(["--colour", "blue"]).value(colour) == .blue)
    #expect(try parser.parse([]).value(colour) == .red)
    #expect(
      throws: UsageError(
        .notAChoice(option: "colour", choices: ["red", "blue"], value: "green"), command: "tool")
    ) {
      try parser.parse(["--colour", "green"])
    }
  }

  @Test("Flags are read by the flag, and help by the parser's own")
  func flags() throws {
    #expect(try parser.parse(["--quiet"])[quiet])
    #expect(try !parser.parse([])[quiet])
    #expect(try parser.parse(["-h"]).wantsHelp)
  }

  @Test("Each option's completion follows its kind, never its placeholder")
  func completions() {
    #expect(count.spec.completion == .number)
    #expect(colour.spec.completion == .choices(["red", "blue"]))
    #expect(input.spec.completion == .file)
    #expect(folder.spec.completion == .folder)
    #expect(quiet.spec.completion == .nothing)
    let named = Option.text("log", "FILE", help: "A name that is not a file's.")
    #expect(named.spec.completion == .nothing)
  }

  @Test("Operands are the command's own grammar: none, one of some words, or any")
  func operands() throws {
    let none = ArgumentParser(root: CommandSpec(name: "a", summary: "A."))
    #expect(throws: UsageError(.unexpectedArgument("x"), command: "a")) { try none.parse(["x"]) }
    let one = ArgumentParser(
      root: CommandSpec(name: "b", summary: "B.", operands: .oneOf(["x", "y"])))
    #expect(try one.parse(["y"]).positionals == ["y"])
    #expect(throws: UsageError(.missingArgument(choices: ["x", "y"]), command: "b")) {
      try one.parse([])
    }
    // The usage line is what help shows, not grammar.
    let shown = ArgumentParser(root: CommandSpec(name: "c", summary: "C."))
    #expect(throws: UsageError(.unexpectedArgument("f"), command: "c")) { try shown.parse(["f"]) }
    let any = ArgumentParser(root: CommandSpec(name: "d", summary: "D.", operands: .any))
    #expect(try any.parse(["f", "g"]).positionals == ["f", "g"])
  }
}
