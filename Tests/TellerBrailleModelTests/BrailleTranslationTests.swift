import TellerAccessibility
import TellerBank
import TellerBrailleModel
import TellerSession
import Testing

/// A translator that stands in for a table like Korean's: each letter or
/// digit takes two cells (dots 1 and the letter's own pattern), a space is
/// the blank pattern, and anything else one cell, each cell from its own
/// character.
private struct DoubleCells: BrailleTranslator {
  var name: String { "double cells" }

  func cells(for text: String) -> BrailleCells {
    var cells: [Unicode.Scalar] = []
    var sources: [Int?] = []
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      let pattern = Unicode.Scalar(0x2800 + (scalar.value % 0xFE) + 1)!
      if scalar == " " {
        cells.append(BrailleCells.blankPattern)
        sources.append(offset)
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        cells += ["\u{2801}", pattern]
        sources += [offset, offset]
      } else {
        cells.append(pattern)
        sources.append(offset)
      }
    }
    return BrailleCells(cells: cells, sources: sources)
  }
}

/// A session on seed 1 after some lines, and the step of the last one.
private func session(_ lines: [String]) -> (Session, SessionStep) {
  var session = Session(
    settings: SessionSettings(bank: BankConfiguration(seed: 1), inputIsKeys: true))
  var step = session.start()
  for (number, line) in lines.enumerated() {
    step = session.handle(.line(line, number: number + 1))
  }
  return (session, step)
}

@Suite("Braille: translated cells, panning and routing on cells, the status cell")
struct BrailleTranslationTests {
  @Test("Computer braille is the text as it is, each cell from its own character")
  func computerBraille() {
    let cells = ComputerBraille().cells(for: "Añ 1")
    #expect(cells.cells == ["A", "ñ", " ", "1"])
    #expect(cells.sources == [0, 1, 2, 3])
    #expect(cells.text(1..<3) == "ñ ")
    #expect(ComputerBraille().cells(for: "") == .empty)
  }

  @Test("Cells keep their sources; missing ones are nil and extra ones dropped")
  func sources() {
    #expect(BrailleCells(cells: ["a", "b"], sources: [0]).sources == [0, nil])
    #expect(BrailleCells(cells: ["a"], sources: [0, 1, 2]).sources == [0])
    #expect(BrailleCells.isBlank(BrailleCells.blankPattern))
    #expect(BrailleCells.isBlank(" "))
    #expect(!BrailleCells.isBlank("\u{2801}"))
  }

  @Test("Panning breaks at blank patterns, as at spaces")
  func panningOnPatterns() {
    let cells = DoubleCells().cells(for: "ab cd ef").cells
    #expect(cells.count == 14)
    #expect(BraillePanning.windows(of: cells, width: 10) == [0..<9, 10..<14])
    #expect(BraillePanning.windows(of: cells, width: 4) == [0..<4, 5..<9, 10..<14])
  }

  @Test("Panning works on cells: a line twice as long in cells takes twice the windows")
  func panningOnCells() {
    let line = BrailleLine(text: "Status Bank idle")
    var plain = BrailleView(width: 21, flashDuration: .seconds(3))
    plain.showFocus(line, id: "summary")
    #expect(plain.windows.count == 1)
    var doubled = BrailleView(width: 21, flashDuration: .seconds(3), translator: DoubleCells())
    doubled.showFocus(line, id: "summary")
    #expect(doubled.windows.count == 2)
    // Status takes 12 cells, Bank 8: with the blank between, 21 would
    // not fit the 20 cells of text, so the window breaks before Bank.
    #expect(doubled.text == DoubleCells().cells(for: "Status").text(0..<12))
    #expect(doubled.handle(.panForward, at: .zero) == nil)
    #expect(doubled.text == DoubleCells().cells(for: "Bank idle").text(0..<17))
  }

  @Test("A routing key over any cell of a character finds that character's element")
  func routingThroughSources() {
    let line = BrailleLine([
      .init("C4 1/2", target: "customer.4"), .init("C5 2/2", target: "customer.5"),
    ])
    var view = BrailleView(width: 40, flashDuration: .seconds(3), translator: DoubleCells())
    view.showFocus(line, id: "customer.4")
    // C4 1/2 → C(2) 4(2) ␣ 1(2) /(1) 2(2) = 10 cells; then ␣, then C5 2/2.
    #expect(view.cells.count == 21)
    #expect(view.handle(.route(cell: 0), at: .zero) == .command(.activate))
    #expect(view.handle(.route(cell: 9), at: .zero) == .command(.activate))
    #expect(view.handle(.route(cell: 10), at: .zero) == nil, "the blank between the items")
    #expect(view.handle(.route(cell: 11), at: .zero) == .focus("customer.5"))
    #expect(view.handle(.route(cell: 20), at: .zero) == .focus("customer.5"))
    #expect(view.handle(.route(cell: 21), at: .zero) == nil, "past the cells")
  }

  @Test("A focused customer's line counts the following items in cells")
  func focusLineInCells() {
    let (_, step) = session(["add", "wait 1s", "next list"])
    let plain = BrailleLine(focusIn: step.screen, width: 79)
    let doubled = BrailleLine(focusIn: step.screen, width: 79, translator: DoubleCells())
    #expect(plain.segments.count == 3, "20, 23 and 23 characters, and two spaces")
    #expect(doubled.segments.count == 2, "35 and 41 cells, and a blank")
    #expect(DoubleCells().cells(for: doubled.text).count == 77)
  }

  @Test("A translator can replace every line with a notice; no cell routes")
  func notice() {
    var view = BrailleView(
      width: 40, flashDuration: .seconds(3),
      translator: NoticeBraille(notice: "Korean braille needs liblouis20"))
    view.showFocus(BrailleLine(text: "은행창구"), id: "title")
    #expect(view.text == "Korean braille needs liblouis20")
    #expect(view.handle(.route(cell: 0), at: .zero) == nil)
    view.flash("고객 10명 추가", at: .zero)
    #expect(view.text == "Korean braille needs liblouis20")
  }

  @Test("Another translator, and width, from now on: the same line through it")
  func useAnotherTranslator() {
    var view = BrailleView(width: 40, flashDuration: .seconds(3))
    view.showFocus(BrailleLine(text: "ab"), id: "x")
    #expect(view.text == "ab")
    view.use(DoubleCells(), width: 20)
    #expect(view.width == 20)
    #expect(view.textWidth == 19)
    #expect(view.text == DoubleCells().cells(for: "ab").text(0..<4))
    #expect(
      AnyBrailleTranslator(DoubleCells())
        == AnyBrailleTranslator(AnyBrailleTranslator(DoubleCells())))
    #expect(AnyBrailleTranslator(DoubleCells()) != AnyBrailleTranslator(ComputerBraille()))
  }

  @Test("The status cell: blank without news, the mark with it, the news on routing")
  func statusCell() {
    var view = BrailleView(width: 10, flashDuration: .seconds(3))
    #expect(view.statusCell == 9)
    #expect(view.textWidth == 9)
    view.showFocus(BrailleLine(text: "Teller h1"), id: "title")
    #expect(view.text == "Teller h1")
    view.note("   ")
    #expect(view.text == "Teller h1", "blank news is not kept")
    view.note("1 added")
    #expect(view.text == "Teller h1\u{28C0}")
    view.note("2 added")
    #expect(view.handle(.route(cell: 9), at: .milliseconds(5)) == nil)
    #expect(view.text == "1 added /", "the news flashes, oldest first, and is read")
    #expect(view.nextDeadline == .milliseconds(3005))
    #expect(view.news.isEmpty)
    #expect(view.handle(.panForward, at: .milliseconds(6)) == nil)
    #expect(view.text == "2 added")
    var single = BrailleView(width: 1, flashDuration: .seconds(3))
    single.showFocus(BrailleLine(text: "ab"), id: "title")
    single.note("news")
    #expect(single.statusCell == nil)
    #expect(single.text == "a", "a one-cell display has no status cell")
  }

  @Test("News keeps the newest few; taking them marks them read")
  func news() {
    var news = BrailleNews()
    #expect(news.take() == nil)
    for number in 1...7 { news.add("n\(number)") }
    #expect(news.items == ["n3", "n4", "n5", "n6", "n7"])
    #expect(news.take() == "n3 / n4 / n5 / n6 / n7")
    #expect(news.isEmpty)
  }

  @Test(
    "What flashes, what waits as news, what shows nothing",
    arguments: [
      (OutputRecord.Kind.welcome, LiveRegion?.none, BrailleAttention.none),
      (.focus, nil, .none),
      (.description, nil, .flash),
      (.history, nil, .flash),
      (.error, nil, .flash),
      (.summary, nil, .flash),
      (.announcement, .assertive, .flash),
      (.announcement, .polite, .news),
      (.announcement, nil, .news),
      (.announcement, .off, .none),
    ])
  func attention(kind: OutputRecord.Kind, priority: LiveRegion?, expected: BrailleAttention) {
    let record = OutputRecord(kind: kind, text: "x", priority: priority, time: .zero)
    #expect(BrailleAttention(record) == expected)
  }
}
