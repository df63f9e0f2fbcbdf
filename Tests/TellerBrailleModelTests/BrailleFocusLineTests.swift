import TellerAccessibility
import TellerBank
import TellerBrailleModel
import TellerInput
import TellerSession
import TellerWording
import Testing

/// The braille text of an element of a session's screen.
private func brailleText(
  _ id: String, _ session: Session, _ language: Language
) throws -> String {
  // The test names elements by their text; the tree finds an item by its
  // list's key, so look the ID up among the tree's own.
  let found = try #require(session.tree.documentOrder().first { $0.rawValue == id })
  let element = try #require(session.tree.element(found))
  return BrailleItem(element, in: session.tree).text(Catalog(language: language))
}

/// A session on seed 1 after some lines, and the step of the last one.
private func screen(
  _ language: Language, _ lines: [String], keys: [Key] = []
) -> (session: Session, step: SessionStep) {
  var session = Session(
    settings: SessionSettings(language: language, bank: BankConfiguration(seed: 1)))
  var step = session.start()
  for (number, line) in lines.enumerated() {
    step = session.handle(.line(line, number: number + 1))
  }
  for key in keys { step = session.handle(.key(key)) }
  return (session, step)
}

@Suite("Braille: the focused element's line, from the session's screen")
struct BrailleFocusLineTests {
  /// Every kind of element of the bank screen, as the running session's
  /// tree holds it, in both languages: (language, element, line).
  @Test(arguments: [
    (Language.english, "title", "Teller h1"),
    (.english, "summary", "Status 5 waiting, 3 being served, work time 1 second"),
    (.english, "button.add", "Add 10 customers btn"),
    (.english, "button.reset", "Reset btn"),
    (.english, "worktime", "Work time 00:01:000"),
    (.english, "heading.waiting", "Waiting 5 customers h2"),
    (.english, "customer.8", "Customer 8, deposit 3/5"),
    (.english, "heading.processing", "Processing 3 customers h2"),
    (.english, "customer.4", "Customer 4, loan, clerk 3 1/3"),
    (.korean, "title", "Teller 은행창구 제목1"),
    (.korean, "summary", "현황 대기중 5명, 업무중 3명, 업무시간 1초"),
    (.korean, "button.add", "고객 10명 추가 버튼"),
    (.korean, "button.reset", "초기화 버튼"),
    (.korean, "worktime", "업무시간 00:01:000"),
    (.korean, "heading.waiting", "대기중 5명 제목2"),
    (.korean, "customer.8", "8번 고객, 예금 3/5"),
    (.korean, "heading.processing", "업무중 3명 제목2"),
    (.korean, "customer.4", "4번 고객, 대출, 3번 창구 1/3"),
  ])
  func busyScreen(language: Language, id: String, expected: String) throws {
    let (session, _) = screen(language, ["add", "wait 1s"])
    #expect(try brailleText(id, session, language) == expected)
  }

  @Test(
    "Empty lists, the help's heading, key line and close button",
    arguments: [
      (Language.english, "list.waiting", "Waiting lst 0"),
      (.english, "list.processing", "Processing lst 0"),
      (.english, "heading.waiting", "Waiting no customers h2"),
      (.english, "help.heading", "Help h2"),
      (.english, "help.keys", "Keys h3"),
      (.english, "help.key.add", "a: add customers"),
      (.english, "help.close", "Close help btn"),
      (.korean, "list.waiting", "대기중 목록 0"),
      (.korean, "list.processing", "업무중 목록 0"),
      (.korean, "heading.waiting", "대기중 고객 없음 제목2"),
      (.korean, "help.heading", "도움말 제목2"),
      (.korean, "help.keys", "키 제목3"),
      (.korean, "help.key.add", "a: 고객 추가"),
      (.korean, "help.close", "도움말 닫기 버튼"),
    ])
  func idleScreenAndHelp(language: Language, id: String, expected: String) throws {
    let (session, _) = screen(language, [], keys: [.character("?")])
    #expect(try brailleText(id, session, language) == expected)
  }

  @Test("The line shows the focused element; with no focus it is empty")
  func focusedElement() {
    let (_, step) = screen(.english, ["next", "next"])
    let line = BrailleLine(focusIn: step.screen, width: 40)
    #expect(line.text == "Add 10 customers btn")
    #expect(line.segments.map(\.target) == ["button.add"])
    let blank = SessionScreen.blank(at: .zero)
    #expect(BrailleLine(focusIn: blank, width: 40).text == "")
    #expect(BrailleLine(focusIn: blank, width: 40).segments.isEmpty)
  }

  @Test(
    "A list item is followed by the items after it, whole, as many as fit: widths 20, 40, 80",
    arguments: [
      (20, ["Customer 5, loan 1/5"]),
      (40, ["Customer 5, loan 1/5"]),
      (60, ["Customer 5, loan 1/5", "Customer 7, deposit 2/5"]),
      (80, ["Customer 5, loan 1/5", "Customer 7, deposit 2/5", "Customer 8, deposit 3/5"]),
    ])
  func listContext(width: Int, expected: [String]) {
    let (_, step) = screen(.english, ["add", "wait 1s", "next list"])
    #expect(step.screen.focus == "customer.5")
    let line = BrailleLine(focusIn: step.screen, width: width)
    #expect(line.segments.map(\.text) == expected)
    #expect(line.scalarCount <= width)
    #expect(line.segments.first?.target == "customer.5")
    #expect(line.target(atOffset: 21) == (expected.count > 1 ? "customer.7" : nil))
  }

  @Test("The items that follow stop at the list's end and never reach into the next list")
  func contextStopsAtTheListsEnd() {
    let (_, step) = screen(.english, ["add", "wait 1s", "next list", "next", "next"])
    #expect(step.screen.focus == "customer.8")
    #expect(
      BrailleLine(focusIn: step.screen, width: 200).text
        == "Customer 8, deposit 3/5 Customer 9, loan 4/5 Customer 10, deposit 5/5")
    let (_, last) = screen(.english, ["add", "wait 1s", "next list", "last"])
    #expect(last.screen.focus != nil)
    // The last stop is the day's last cell: its line is the cell alone,
    // its headers in full after it, and no list's items.
    let line = BrailleLine(focusIn: last.screen, width: 200)
    #expect(line.segments.allSatisfy { $0.target == last.screen.focus }, "\(line.text)")
    #expect(line.segments.count == 2, "\(line.text)")
  }

  @Test(
    "At a clerk, each item's clerk follows its label after a comma, in the items after it too",
    arguments: [
      (
        Language.english, "Customer 4, loan, clerk 3 1/3 Customer 3, deposit, clerk 1 2/3",
        ["customer.4", "customer.3"]
      ),
      (
        .korean, "4번 고객, 대출, 3번 창구 1/3 3번 고객, 예금, 1번 창구 2/3 6번 고객, 예금, 2번 창구 3/3",
        ["customer.4", "customer.3", "customer.6"]
      ),
    ])
  func processingContext(language: Language, expected: String, targets: [ElementID]) {
    let (_, step) = screen(language, ["add", "wait 1s", "next list", "next list"])
    #expect(step.screen.focus == "customer.4")
    let line = BrailleLine(focusIn: step.screen, width: 80)
    #expect(line.text == expected)
    #expect(line.segments.map(\.target) == targets)
  }

  @Test("Korean: the list's items follow in Korean")
  func koreanContext() {
    let (_, step) = screen(.korean, ["add", "wait 1s", "next list"])
    #expect(BrailleLine(focusIn: step.screen, width: 40).text == "5번 고객, 대출 1/5 7번 고객, 예금 2/5")
  }

  @Test("A long list is never read whole: the following items come from the tree's search")
  func longList() {
    var session = Session(
      settings: SessionSettings(
        language: .english, bank: BankConfiguration(batchSize: 10_000, seed: 1)))
    _ = session.start()
    _ = session.handle(.line("add", number: 1))
    let step = session.handle(.line("next list", number: 2))
    let line = BrailleLine(focusIn: step.screen, width: 80)
    #expect(line.segments.count == 3)
    #expect(line.text.hasSuffix("3/9997"))
  }
}
