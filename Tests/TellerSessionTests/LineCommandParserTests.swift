import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerWording
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
    ("next page", .nextPage), ("previous page", .previousPage), ("prev page", .previousPage),
    ("first in list", .firstInList), ("last in list", .lastInList),
    ("go to customer 1997", .goToCustomer(1997)), ("customer 12", .goToCustomer(12)),
    ("Go To Customer 0", .goToCustomer(0)),
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
    ("next door", "next"), ("quit please", "quit"), ("customer", "customer"),
    ("customer twelve", "customer"), ("customer -3", "customer"), ("customer 1 2", "customer"),
    ("go", "go"), ("go to customer", "go"), ("go home", "go"), ("first in", "first"),
    ("last in line", "last"),
  ])
  func errorsKeepTheCommandAndTheLine(line: String, command: String) throws {
    let failure = try #require(error(line))
    #expect(failure.line.command == command)
    #expect(failure.line.text == line)
    let message = Catalog.english.message(for: failure)
    #expect(message.contains("'\(command)"))
    if command != "frobnicate" { #expect(message.hasSuffix("got '\(line)'.")) }
  }

  @Test("Each mistake is its own case")
  func cases() throws {
    func line(_ text: String) -> ScriptLine { ScriptLine(text) }
    #expect(error("frobnicate") == .unknownCommand(line("frobnicate")))
    #expect(error("add now") == .takesNothing(line("add now"), alternative: "customers"))
    #expect(error("reset now") == .takesNothing(line("reset now"), alternative: nil))
    #expect(error("Prev door") == .jumpNeedsKind(line("Prev door"), forward: false))
    #expect(error("rotor") == .rotorNeedsSetting(line("rotor")))
    #expect(error("rotor heading 9") == .rotorHeadingNeedsLevel(line("rotor heading 9")))
    #expect(error("read") == .readNeedsAll(line("read")))
    #expect(error("history up") == .historyNeedsDirection(line("history up")))
    #expect(error("verbosity") == .verbosityNeedsLevel(line("verbosity")))
    #expect(error("hints maybe") == .hintsNeedsSwitch(line("hints maybe")))
    #expect(error("wait soon") == .waitNeedsDuration(line("wait soon")))
    #expect(error("wait -1s") == .waitNegative(line("wait -1s")))
    #expect(error("customer x") == .customerNeedsNumber(line("customer x")))
    #expect(error("go to customer") == .customerNeedsNumber(line("go to customer")))
    #expect(error("first in") == .takesNothing(line("first in"), alternative: "in list"))
    #expect(
      error("customer 99999999999999999999")
        == .customerNeedsNumber(
          line("customer 99999999999999999999")))
  }

  @Test("Going to a customer by number says how, in both forms")
  func customerNeedsNumber() throws {
    let bare = try #require(error("customer"))
    #expect(
      Catalog.english.message(for: bare)
        == "'customer' needs a customer's number, such as 'customer 12'; got 'customer'.")
    let long = try #require(error("go to customer soon"))
    #expect(
      Catalog.english.message(for: long).hasPrefix(
        "'go to customer' needs a customer's number, such as 'go to customer 12'"))
    #expect(Catalog.korean.message(for: long).contains("to customer soon"))
  }

  @Test func negativeWaitSaysSo() throws {
    let failure = try #require(error("wait -1s"))
    #expect(Catalog.english.message(for: failure).contains("not negative"))
  }

  @Test("English says what the command needs; Korean quotes what follows it")
  func bothLanguages() throws {
    let failure = try #require(error("Verbosity Loud # comment"))
    #expect(
      Catalog.english.message(for: failure)
        == "'verbosity' must be followed by low, normal or high; got 'Verbosity Loud # comment'.")
    #expect(
      Catalog.korean.message(for: failure)
        == "'Loud'은(는) 'verbosity' 명령에 쓸 수 없는 값입니다. 명령 목록을 보려면 help를 입력하세요.")
    let missing = try #require(error("wait"))
    #expect(
      Catalog.korean.message(for: missing)
        == "'wait' 명령에는 값이 필요합니다. 명령 목록을 보려면 help를 입력하세요.")
  }

  @Test func unknownCommandPointsToHelp() throws {
    let failure = try #require(error("Dance now"))
    #expect(
      Catalog.english.message(for: failure) == "Unknown command 'Dance'. Type help for commands.")
    #expect(
      Catalog.korean.message(for: failure) == "알 수 없는 명령 'Dance'. 명령 목록을 보려면 help를 입력하세요.")
  }

  @Test func controlCharactersAreMadeVisible() throws {
    let failure = try #require(error("add\u{1B}[31m red"))
    let message = Catalog.english.message(for: failure)
    #expect(message.contains("'add\\e[31m'"))
    #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    let korean = Catalog.korean.message(for: failure)
    #expect(korean.contains("'add\\e[31m'"))
    #expect(!korean.unicodeScalars.contains { $0.value < 0x20 })
    let bell = try #require(error("wait \u{07}s"))
    #expect(Catalog.english.message(for: bell).contains("\\u{7}"))
  }

  @Test func hugeLinesAreQuotedShort() throws {
    let failure = try #require(error(String(repeating: "x", count: 500) + " now"))
    let english = Catalog.english.message(for: failure)
    #expect(english.hasPrefix("Unknown command '" + String(repeating: "x", count: 79) + "…'"))
    #expect(english.count < 300)
    let long = try #require(error("wait " + String(repeating: "y", count: 500)))
    #expect(Catalog.english.message(for: long).count < 300)
    #expect(Catalog.korean.message(for: long).count < 300)
    #expect(ScriptLine.shortened(String(repeating: "z", count: 500)).count == ScriptLine.quoteLimit)
  }
}
