import TellerAccessibility
import TellerBank
import TellerBrailleModel
import TellerInput
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

/// A session on seed 1 after `add`, a second and `next table`, then keys
/// moving in the table, and the focused element.
private func cell(
  _ keys: [Character], catalog: Catalog? = nil, language: Language = .english
) throws -> (screen: SessionScreen, element: Element) {
  var session = Session(
    settings: SessionSettings(language: language, bank: BankConfiguration(seed: 1)),
    catalog: catalog)
  var step = session.start()
  for (number, line) in ["add", "wait 1s", "next table"].enumerated() {
    step = session.handle(.line(line, number: number + 1))
  }
  for key in keys { step = session.handle(.key(.character(key))) }
  let focus = try #require(step.screen.focus)
  return (step.screen, try #require(step.screen.tree.element(focus)))
}

/// What a 40-cell display shows of the focused element, window by window,
/// as its pan key moves on, until panning would move the focus.
private func windows(_ screen: SessionScreen) -> [String] {
  var view = BrailleView(width: 40, flashDuration: .zero)
  view.showFocus(
    BrailleLine(focusIn: screen, width: view.textWidth, translator: view.translator.base),
    id: screen.focus)
  var shown = [view.text]
  while view.handle(.panForward, at: .zero) == nil { shown.append(view.text) }
  return shown
}

@Suite("Braille: a table's cell with the short forms of its headers")
struct BrailleTableCellTests {
  @Test(
    "A data cell shows its value, then its headers' short forms; panning reaches them in full",
    arguments: [
      (Language.english, ["k"], "Dep1 Now", "Deposit clerk 1, Serving"),
      (.english, ["k", "k"], "Dep1 Done", "Deposit clerk 1, Served"),
      (.english, ["j", "j", "j", "k", "k", "k"], "Loan1 Busy", "Loan clerk 1, Busy"),
      (.korean, ["k"], "예금1 응대", "예금 창구 1, 응대 중"),
      (.korean, ["k", "k"], "예금1 처리", "예금 창구 1, 처리"),
      (.korean, ["j", "j", "j", "k", "k", "k"], "대출1 비율", "대출 창구 1, 업무 비율"),
    ] as [(Language, [Character], String, String)])
  func clerksCell(
    language: Language, keys: [Character], short: String, full: String
  ) throws {
    // Down from the header row to the first clerk, then along the row.
    let (screen, element) = try cell(["j"] + keys, language: language)
    #expect(element.tableRole == .cell)
    #expect(!element.value.isEmpty)
    #expect(windows(screen) == ["\(element.value), \(short)", full])
  }

  @Test("The day's table: a work type's short form and the short column headers")
  func dayCell() throws {
    // T from the clerks' table's first cell goes back; t twice reaches the day.
    let (screen, element) = try cell(["t", "j", "k", "k", "k"])
    #expect(element.tableRole == .cell)
    #expect(windows(screen) == ["\(element.value), Dep Max", "Deposit, Longest wait"])
    let (korean, koreanElement) = try cell(["t", "j", "j", "j", "k", "k"], language: .korean)
    #expect(windows(korean) == ["\(koreanElement.value), 전체 평균", "전체, 평균 대기"])
  }

  @Test("A header cell shows its own label; its line has no second window")
  func headerCell() throws {
    let (screen, element) = try cell(["j"])
    #expect(element.tableRole == .rowHeader)
    #expect(windows(screen) == ["Deposit clerk 1"])
  }

  @Test("On a small display the value comes first and the full headers begin a window of their own")
  func smallDisplay() {
    var view = BrailleView(width: 14, flashDuration: .zero)
    let item = BrailleItem(
      label: "", value: "customer 10", shortHeaders: ["Dep1", "Now"],
      headers: ["Deposit clerk 1", "Serving"])
    let catalog = Catalog(language: .english)
    view.showFocus(
      BrailleLine([
        .init(item.text(catalog), target: "c"),
        .init(item.headersText(catalog), target: "c", startsWindow: true),
      ]), id: "c")
    var shown = [view.text]
    while view.handle(.panForward, at: .zero) == nil { shown.append(view.text) }
    #expect(shown == ["customer 10,", "Dep1 Now", "Deposit clerk", "1, Serving"])
  }

  @Test("The pseudo-language's cells and headers, short and full, have no English")
  func pseudoLanguage() throws {
    for keys in [["j", "k"], ["j", "k", "k"], ["j", "j", "k", "k", "k"], ["t", "j", "k", "k"]]
      as [[Character]]
    {
      let (screen, _) = try cell(keys, catalog: PseudoWording.catalog)
      let shown = windows(screen)
      #expect(shown.count == 2, "\(shown)")
      for text in shown {
        #expect(PseudoWording.english(in: text).isEmpty, "English in \(text)")
      }
    }
  }
}
