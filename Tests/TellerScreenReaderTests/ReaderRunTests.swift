import TellerScreenReaderModel
import Testing

@Suite("A run's figures")
struct ReaderRunTests {
  static func t(_ seconds: Double) -> LogInstant { at(0, 0, 0).adding(seconds: seconds) }

  static func message(_ text: String, _ queued: Double, _ fate: SpeechFate) -> SpokenMessage {
    SpokenMessage(client: "Orca", priority: "message", text: text, queuedAt: t(queued), fate: fate)
  }

  static var run: ReaderRun {
    var cells = BrailleCells()
    cells.record("Press Return to start Teller:", at: t(0))
    cells.record("", at: t(0.5))
    cells.record("Status, 3 waiting", at: t(5))
    cells.record("Status, 3 waitingAdd 10", at: t(7))
    return ReaderRun(
      name: "orca.linear-n",
      messages: [
        message("Teller. Press ? for help.", 0.1, .heard(began: t(0.1), ended: t(1))),
        message("10 customers added", 1, .cut(began: t(1), at: t(2))),
        message("Customer 1 finished", 1.5, .dropped(at: t(2))),
        message("Status, 3 waiting", 4.1, .heard(began: t(4.5), ended: t(6))),
        message("Add 10 customers, button", 8.1, .dropped(at: nil)),
      ],
      keys: [
        KeyPress(name: "Return", at: t(0), answer: "Teller"),
        KeyPress(name: "a", at: t(1), answer: "10 customers added"),
        KeyPress(name: "n", at: t(4), answer: "Status"),
        KeyPress(name: "n", at: t(8), answer: "Add 10 customers"),
        KeyPress(name: "q", at: t(12)),
      ],
      end: t(12.5), cells: cells, view: "linear",
      screenLines: ["Teller. Press ? for help.", "Status, 3 waiting, 1 being served"])
  }

  @Test("the tally runs from a to q; each key with answer words gets its fate")
  func figures() {
    let lines = Self.run.figures { Double($0.speakableCharacters) / 10 }.map(\.description)
    #expect(
      lines == [
        "orca.linear-n.view: linear",
        "orca.linear-n.utterances: 4 messages",
        "orca.linear-n.characters: 69 characters",
        "orca.linear-n.speech-sent: 6.90 s",
        "orca.linear-n.speech-heard: 2.50 s",
        "orca.linear-n.fates: 1 heard, 1 cut, 2 dropped",
        "orca.linear-n.answer.1.Return: heard, began after 0.10 s",
        "orca.linear-n.answer.2.a: cut by Teller's next line 1.00 s in, began after 0.00 s",
        "orca.linear-n.answer.3.n: heard, began after 0.50 s",
        "orca.linear-n.answer.4.n: sent, never heard",
        "orca.linear-n.braille.teller-line: 20.0 % of the time",
        "orca.linear-n.braille.blank: 30.0 % of the time",
        "orca.linear-n.braille.1: \"Press Return to start Teller:\" at 0.00 s",
        "orca.linear-n.braille.2: \"\" at 0.50 s",
        "orca.linear-n.braille.3: \"Status, 3 waiting\" at 5.00 s",
        "orca.linear-n.braille.4: \"Status, 3 waitingAdd 10\" at 7.00 s",
      ])
  }

  @Test("a braille line is Teller's when it is a piece of a line on Teller's terminal")
  func tellerLine() {
    let run = Self.run
    #expect(run.isTellerLine("Status, 3 waiting"))
    #expect(run.isTellerLine("ss ? for help."))
    #expect(!run.isTellerLine(""))
    #expect(!run.isTellerLine("Status, 3 waitingAdd 10"))
    #expect(!run.isTellerLine("not an AT-SPI2 text widget"))
  }

  @Test("without speech durations the seconds sent are not measured; without q no braille share")
  func unmeasured() {
    var run = Self.run
    #expect(
      run.figures().contains {
        $0.description == "orca.linear-n.speech-sent: unknown (not measured)"
      })
    run.keys.removeLast()
    #expect(run.tellerLineShare(from: Self.t(2)) == nil)
    #expect(run.tally().utterances == 4)
  }

  @Test(
    "a display shows a key's answer when it shows the line, or a long line's start, before the next key"
  )
  func answersShown() {
    var cells = BrailleCells()
    cells.record("Status, 3 waiting", at: Self.t(1))
    cells.record("Serving, idle", at: Self.t(2.5))
    cells.record("A line longer than the display, cut at", at: Self.t(4.5))
    cells.record("Served, 2", at: Self.t(7))
    func run(_ answers: [String]) -> ReaderRun {
      ReaderRun(
        name: "brltty.linear-table", messages: [],
        keys: [
          KeyPress(name: "k", at: Self.t(2), answer: answers[0]),
          KeyPress(name: "k", at: Self.t(4), answer: answers[1]),
          KeyPress(name: "q", at: Self.t(6)),
        ], end: Self.t(8), cells: cells)
    }
    let long = "A line longer than the display, cut at its edge"
    #expect(
      ScreenReaderBounds.answersShown(
        run(["Serving, idle", long]), keys: ["k"], count: 2, width: 40))
    // Shown only after the next key: too late.
    #expect(
      !ScreenReaderBounds.answersShown(
        run(["Serving, idle", "Served, 2"]), keys: ["k"], count: 2, width: 40))
    // A piece of a line that fits is not the line.
    #expect(
      !ScreenReaderBounds.answersShown(
        run(["Serving, idle", long]), keys: ["k"], count: 2, width: 60))
    #expect(
      !ScreenReaderBounds.answersShown(
        run(["Serving, idle", long]), keys: ["k"], count: 3, width: 40))
    var blind = run(["Serving, idle", long])
    blind.cells = nil
    #expect(!ScreenReaderBounds.answersShown(blind, keys: ["k"], count: 2, width: 40))
  }
}
