import TellerAccessibility
import TellerApp
import TellerBank
import Testing

@Suite("LineCommandParser")
struct LineCommandParserTests {
  @Test(arguments: [
    ("add", SessionCommand.addCustomers), ("add customers", .addCustomers), ("reset", .reset),
    ("activate", .activate), ("next", .next), ("previous", .previous), ("prev", .previous),
    ("first", .first), ("last", .last), ("up", .rotorMovePrevious), ("down", .rotorMoveNext),
    ("rotor next", .rotorSettingNext), ("rotor previous", .rotorSettingPrevious),
    ("rotor headings", .rotor(.headings)), ("rotor heading", .rotor(.headings)),
    ("rotor heading 2", .rotor(.headingLevel(2))),
    ("rotor heading level 3", .rotor(.headingLevel(3))),
    ("rotor buttons", .rotor(.buttons)), ("rotor lists", .rotor(.lists)),
    ("rotor updates", .rotor(.updates)), ("rotor adjust value", .rotor(.adjustValue)),
    ("rotor loan customers", .rotor(.custom("loan customers"))),
    ("rotor deposit customers", .rotor(.custom("deposit customers"))),
    ("rotor 대출 고객", .rotor(.custom("대출 고객"))),
    ("next heading", .nextHeading), ("previous heading", .previousHeading),
    ("next button", .nextButton), ("previous button", .previousButton),
    ("next list", .nextList), ("previous list", .previousList),
    ("where", .whereAmI), ("where am i", .whereAmI), ("read all", .readAll),
    ("summary", .summary), ("repeat", .repeatLast), ("history", .history),
    ("history back", .historyBack), ("history forward", .historyForward),
    ("verbosity low", .verbosity(.low)), ("verbosity normal", .verbosity(.normal)),
    ("verbosity high", .verbosity(.high)), ("hints on", .hints(true)),
    ("hints off", .hints(false)),
    ("wait 2s", .wait(.seconds(2))), ("wait 500ms", .wait(.milliseconds(500))),
    ("wait 0s", .wait(.zero)), ("wait 1.5s", .wait(.milliseconds(1500))),
    ("wait 2m", .wait(.seconds(120))), ("wait 2 s", .wait(.seconds(2))),
    ("wait idle", .waitIdle), ("help", .help), ("quit", .quit),
  ])
  func everyCommand(line: String, command: SessionCommand) throws {
    #expect(try LineCommandParser.parse(line) == command)
  }

  @Test(arguments: ["", "   ", "\t", "# a comment", "   # indented comment", "#", "\r"])
  func blanksAndCommentsGiveNothing(line: String) throws {
    #expect(try LineCommandParser.parse(line) == nil)
  }

  @Test func caseAndSpacesDoNotMatter() throws {
    #expect(try LineCommandParser.parse("NEXT   Heading") == .nextHeading)
    #expect(try LineCommandParser.parse("  Wait\t2S  ") == .wait(.seconds(2)))
    #expect(
      try LineCommandParser.parse("ROTOR Loan  Customers") == .rotor(.custom("loan customers")))
    #expect(try LineCommandParser.parse("add\r") == .addCustomers)
  }

  @Test func trailingCommentIsIgnored() throws {
    #expect(try LineCommandParser.parse("add # ten more") == .addCustomers)
  }

  private func error(_ line: String) -> LineCommandError? {
    do {
      _ = try LineCommandParser.parse(line)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("frobnicate", "frobnicate"), ("wait", "wait"), ("wait -1s", "wait"), ("wait abc", "wait"),
    ("wait 2", "wait"), ("wait 2h", "wait"), ("wait 1 2s", "wait"),
    ("verbosity loud", "verbosity"), ("verbosity", "verbosity"), ("hints maybe", "hints"),
    ("rotor", "rotor"), ("rotor heading 9", "rotor"), ("rotor heading level x", "rotor"),
    ("reset now", "reset"), ("read", "read"), ("history sideways", "history"),
    ("next door", "next"), ("quit please", "quit"),
  ])
  func errorsNameTheCommandAndQuoteTheLine(line: String, command: String) throws {
    let failure = try #require(error(line))
    #expect(failure.command == command)
    #expect(failure.message.contains("'\(command)"))
    #expect(failure.message.hasSuffix("got '\(line)'."))
  }

  @Test func negativeWaitSaysSo() throws {
    let failure = try #require(error("wait -1s"))
    #expect(failure.message.contains("not negative"))
  }

  @Test func unknownCommandPointsToHelp() throws {
    let failure = try #require(error("dance now"))
    #expect(
      failure.message
        == "Unknown command 'dance'; type 'help' for the list of commands; got 'dance now'.")
  }

  @Test func controlCharactersAreMadeVisible() throws {
    let failure = try #require(error("add\u{1B}[31m red"))
    #expect(failure.message.contains("add\\e[31m red"))
    #expect(!failure.message.unicodeScalars.contains { $0.value < 0x20 })
    #expect(failure.command == "add\\e[31m")
    let bell = try #require(error("wait \u{07}s"))
    #expect(bell.message.contains("\\u{7}"))
  }

  @Test func hugeLinesAreQuotedShort() throws {
    let failure = try #require(error(String(repeating: "x", count: 500) + " now"))
    #expect(failure.command.count == LineCommandError.quoteLimit)
    #expect(failure.command.hasSuffix("…"))
    #expect(failure.line.count == LineCommandError.quoteLimit)
    #expect(failure.message.count < 300)
  }
}
