import TellerBank
import TellerInput
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

@testable import TellerAccessibility

/// A session reading keys, with one add of `customers` on seed 1.
private func longLine(_ customers: Int = 2_000, _ language: Language = .english)
  -> Session
{
  var session = Session(
    settings: SessionSettings(
      language: language, bank: BankConfiguration(batchSize: customers, seed: 1),
      inputIsKeys: true, terminalView: .fullScreen))
  _ = session.start()
  _ = session.handle(.key(.character("a")))
  return session
}

extension Session {
  /// The focus's place in its list, as in "3 of 10".
  fileprivate var place: AccessibilityTree.ListPosition? {
    navigator.focus.flatMap { tree.listPosition(of: $0) }
  }
}

@Suite("Session: long lists")
struct SessionListsTests {
  @Test("Pages of ten through Waiting, each way, stopping at the ends")
  func pages() {
    var s = longLine()
    #expect(s.bank.waitingCount == 1997)
    _ = s.keys(.character("l"))
    #expect(s.place == .init(position: 1, count: 1997))
    #expect(s.keys(.character("}")).first?.hasSuffix("11 of 1997") == true)
    _ = s.keys(.pageDown)
    #expect(s.place?.position == 21)
    _ = s.keys(.character("{"))
    #expect(s.place?.position == 11)
    _ = s.keys(.pageUp, .pageUp)
    #expect(s.place?.position == 1)
    #expect(s.keys(.character("{")) == ["First item"])
    #expect(s.place?.position == 1)
    #expect(s.keys(.character(">")).first?.hasSuffix("1997 of 1997") == true)
    #expect(s.keys(.pageDown) == ["Last item"])
    _ = s.keys(.character("<"))
    #expect(s.place?.position == 1)
  }

  @Test("The 1,997th waiting customer is two keys away, or a page-by-page walk")
  func fewKeys() throws {
    var s = longLine()
    _ = s.keys(.character("l"), .character(">"))
    let last = try #require(s.bank.waiting.last)
    #expect(s.navigator.focus == BankScreen.customerID(last, in: s.bank))
    #expect(s.place?.position == 1997)
    _ = s.keys(.character("<"))
    for _ in 0..<200 { _ = s.keys(.character("}")) }
    #expect(s.place?.position == 1997)
  }

  @Test("From a list's heading, the list is entered at its first or last item")
  func fromTheHeading() {
    var s = longLine()
    _ = s.keys(.character("h"))
    #expect(s.navigator.focus == BankScreen.waitingHeadingID)
    #expect(s.keys(.character("{")) == ["First item"])
    _ = s.keys(.character("}"))
    #expect(s.place?.position == 1)
    _ = s.keys(.character("h"), .character(">"))
    #expect(s.navigator.focus.flatMap { s.tree.parent(of: $0) } == BankScreen.processingListID)
    #expect(s.place == .init(position: 3, count: 3))
  }

  @Test("Outside a list, list keys say so and leave focus; an empty list is itself")
  func outsideAndEmpty() {
    var s = Session(
      settings: SessionSettings(bank: BankConfiguration(seed: 1), inputIsKeys: true))
    _ = s.start()
    for key in [Key.character("}"), .pageUp, .character(">"), .character("<")] {
      #expect(s.keys(key) == ["Not in a list"])
      #expect(s.navigator.focus == BankScreen.titleID)
    }
    _ = s.keys(.character("l"))
    #expect(s.keys(.character(">")) == ["Waiting, empty list"])
    #expect(s.navigator.focus == BankScreen.waitingListID)
    var korean = longLine(10, .korean)
    #expect(korean.keys(.character("}")) == ["목록 안이 아닙니다"])
  }

  @Test("# opens a prompt: say what it does; digits, then Enter goes to the customer")
  func prompt() throws {
    var s = longLine()
    #expect(
      s.keys(.character("#")) == ["Go to customer: type the number, then Enter. Escape cancels"])
    #expect(s.keys(.character("1")) == ["1"])
    #expect(s.keys(.character("9"), .character("9")) == ["199"])
    #expect(s.keys(.backspace) == ["19"])
    _ = s.keys(.character("9"), .character("7"))
    let said = s.handle(.key(.enter))
    #expect(said.cause == .command(.goToCustomer(1997)))
    #expect(said.map(\.kind) == [.focus])
    #expect(said.first?.text.hasPrefix("Customer 1997, ") == true)
    #expect(s.navigator.focus == BankScreen.customerID(1997))
    #expect(s.customerPromptDigits == nil)
    // Keys act again once the prompt has gone.
    #expect(s.keys(.character("}")).first?.contains("of 1997") == true)
  }

  @Test("The prompt: Escape cancels, other keys say how it works, Ctrl-C still quits")
  func promptEscapes() {
    var s = longLine()
    let focus = s.navigator.focus
    _ = s.keys(.character("#"))
    #expect(s.keys(.character("q")) == ["Type a customer's number, then Enter. Escape cancels"])
    #expect(s.keys(.right) == ["Type a customer's number, then Enter. Escape cancels"])
    #expect(!s.isFinished)
    #expect(s.keys(.backspace) == ["Go to customer"])
    #expect(s.keys(.escape) == ["Go to customer cancelled"])
    #expect(s.navigator.focus == focus)
    #expect(s.customerPromptDigits == nil)
    _ = s.keys(.character("#"))
    #expect(s.keys(.enter) == ["Go to customer cancelled"])
    _ = s.keys(.character("#"), .character("5"), .character("0"), .character("0"), .character("0"))
    #expect(s.keys(.enter) == ["No customer 5000 in the lists"])
    _ = s.keys(.character("#"))
    _ = s.handle(.key(.control("c")))
    #expect(s.isFinished && s.interrupted)
  }

  @Test("The prompt takes 9 digits; a tenth says the limit, in both languages, and is not kept")
  func promptLimit() {
    for (language, said) in [
      (Language.english, "At most 9 digits. 123456789"), (.korean, "최대 9자리입니다. 123456789"),
    ] {
      var s = longLine(10, language)
      _ = s.keys(.character("#"))
      for digit in "12345678" { _ = s.keys(.character(digit)) }
      #expect(s.keys(.character("9")) == ["123456789"])
      #expect(s.keys(.character("0")) == [said])
      #expect(s.customerPromptDigits == "123456789")
      #expect(s.keys(.backspace) == ["12345678"])
    }
  }

  @Test("A line or a braille command closes the prompt and runs")
  func promptClosedByOtherInput() {
    var s = longLine()
    _ = s.keys(.character("#"), .character("4"))
    _ = s.handle(.line("summary", number: 1))
    #expect(s.customerPromptDigits == nil)
    _ = s.keys(.character("#"))
    _ = s.handle(.command(.focus(BankScreen.resetButtonID)))
    #expect(s.customerPromptDigits == nil)
    #expect(s.navigator.focus == BankScreen.resetButtonID)
  }

  @Test("Going to a customer: Waiting or Processing, gone, never there, after a reset")
  func goToCustomerLines() throws {
    var s = Session(settings: SessionSettings(bank: BankConfiguration(seed: 1)))
    _ = s.start()
    _ = s.handle(.line("add", number: 1))
    let atClerk = s.handle(.line("customer 4", number: 2))
    #expect(atClerk.first?.text.hasPrefix("Customer 4, loan, clerk 3") == true)
    #expect(s.tree.parent(of: try #require(s.navigator.focus)) == BankScreen.processingListID)
    #expect(s.handle(.line("go to customer 10", number: 3)).first?.text.hasSuffix("7 of 7") == true)
    #expect(
      s.handle(.line("customer 11", number: 4)).map(\.text) == ["No customer 11 in the lists"])
    #expect(s.handle(.line("customer 0", number: 5)).map(\.text) == ["No customer 0 in the lists"])
    _ = s.handle(.line("wait idle", number: 6))
    #expect(s.handle(.line("customer 1", number: 7)).map(\.text) == ["No customer 1 in the lists"])
    _ = s.handle(.line("reset", number: 8))
    _ = s.handle(.line("add", number: 9))
    let again = s.handle(.line("customer 1", number: 10))
    #expect(again.first?.text.hasPrefix("Customer 1, ") == true)
    #expect(s.navigator.focus == BankScreen.customerID(11), "a new element for the new customer 1")
    #expect(s.badLines == 0)
  }

  @Test("With the help open, # and go to customer say the help is open; list keys stay inside")
  func helpOpen() {
    var s = longLine()
    _ = s.keys(.character("?"))
    #expect(s.keys(.character("#")) == [Catalog.english.helpIsOpen])
    #expect(s.keys(.character("}")) == ["Not in a list"])
    #expect(s.tree.isInReadingOrder(s.navigator.focus ?? ""))
  }
}
