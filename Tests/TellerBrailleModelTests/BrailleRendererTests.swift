import TellerAccessibility
import TellerBank
import TellerBrailleModel
import TellerSession
import Testing

/// A session and a braille renderer side by side, as the braille presenter
/// and the loop put them: each step goes to the renderer, and each input a
/// display key gives goes back to the session.
private struct BrailleRun {
  var session: Session
  var renderer: BrailleRenderer
  /// Every text handed out to be written, in order.
  var writes: [String] = []

  init(
    width: Int = 80, flash: ModelTime = .seconds(3), language: Language = .english,
    keys: Bool = true, batch: Int = 10
  ) {
    session = Session(
      settings: SessionSettings(
        language: language, bank: BankConfiguration(batchSize: batch, seed: 1), inputIsKeys: keys))
    renderer = BrailleRenderer(width: width, flashDuration: flash)
    present(session.start())
  }

  /// What the display shows now.
  var shown: String { writes.last ?? "" }

  mutating func present(_ step: SessionStep) {
    if let text = renderer.present(step) { writes.append(text) }
  }

  mutating func input(_ input: SessionInput) { present(session.handle(input)) }

  mutating func line(_ text: String) { input(.line(text, number: 1)) }

  mutating func advance(by span: ModelTime) { present(session.advance(to: session.now + span)) }

  /// Presses a key of the display: the input it gives, if any, is handled.
  @discardableResult
  mutating func press(_ code: BrailleKeyCode) -> SessionInput? {
    let (input, text) = renderer.handle(code, at: session.now)
    if let text { writes.append(text) }
    if let input { self.input(input) }
    return input
  }
}

private typealias Command = BrailleKeyCode.Command

/// A line as the display shows it while news waits: the text, blanks up to
/// the status cell, and the news mark there.
private func marked(_ text: String, width: Int = 80) -> String {
  text + String(repeating: " ", count: width - 1 - text.unicodeScalars.count) + "\u{28C0}"
}

@Suite("Braille: the renderer between the session's steps and the display")
struct BrailleRendererTests {
  @Test("The start shows the focused element; the welcome does not flash")
  func start() {
    let run = BrailleRun()
    #expect(run.writes == ["Teller h1"])
    #expect(run.renderer.nextDeadline == nil)
  }

  @Test("A navigation changes the line; a step that changes nothing writes nothing")
  func navigation() {
    var run = BrailleRun()
    run.input(.key(.right))
    run.input(.key(.right))
    #expect(
      run.writes == ["Teller h1", "Status Bank idle, work time 0 seconds", "Add 10 customers btn"])
    run.present(run.session.advance(to: run.session.now))
    run.input(.line("", number: 1))
    #expect(run.writes.count == 3)
    run.input(.key(.character("~")))
    #expect(run.shown == "Unknown key tilde, press question mark for help", "an error flashes")
    run.input(.key(.escape))
    #expect(run.shown == "Add 10 customers btn", "Escape ends the flash")
    #expect(run.writes.count == 5)
  }

  @Test("Polite announcements wait in the status cell; routing over it flashes them")
  func politeAnnouncementsWait() {
    var run = BrailleRun(batch: 1)
    run.input(.key(.right))
    run.input(.key(.right))
    run.input(.key(.enter))
    #expect(run.shown == marked("Add 1 customer btn"), "the focus stays; the mark says news waits")
    #expect(run.renderer.nextDeadline == nil)
    run.advance(by: .seconds(2))
    #expect(run.shown == marked("Add 1 customer btn"))
    #expect(run.press(.command(Command.route, argument: 79)) == nil, "the status cell")
    #expect(
      run.shown
        == "1 customer added, none waiting; customer 1 started / All customers served: 1")
    #expect(run.renderer.nextDeadline == .seconds(5))
    #expect(run.press(.command(Command.panRight)) == nil)
    #expect(run.shown == "customer in 0.7 seconds", "the rest of the news, and no mark")
    run.advance(by: .seconds(3))
    #expect(run.shown == "Add 1 customer btn")
    #expect(run.press(.command(Command.route, argument: 79)) == nil, "no news: nothing")
    #expect(run.shown == "Add 1 customer btn")
  }

  @Test("An assertive announcement flashes at once, with news still marked")
  func assertiveFlashes() {
    var run = BrailleRun()
    run.input(.key(.character("a")))
    #expect(run.shown == marked("Teller h1"))
    run.input(.key(.character("x")))
    #expect(run.shown == marked("Reset. Both lines are empty."))
    #expect(run.renderer.nextDeadline == .seconds(3))
  }

  @Test("A flash ends when its time is up, not before")
  func flashTime() {
    var run = BrailleRun(flash: .seconds(2))
    run.input(.key(.character("s")))
    #expect(run.shown == "Bank idle, work time 0 seconds")
    #expect(run.renderer.nextDeadline == .seconds(2))
    run.advance(by: .milliseconds(1999))
    #expect(run.shown == "Bank idle, work time 0 seconds")
    #expect(run.renderer.advance(to: .milliseconds(1999)) == nil)
    run.advance(by: .milliseconds(1))
    #expect(run.shown == "Teller h1")
    #expect(run.renderer.nextDeadline == nil)
  }

  @Test("A focus move ends a flash at once")
  func focusMoveEndsFlash() {
    var run = BrailleRun()
    run.input(.key(.character("s")))
    #expect(run.shown == "Bank idle, work time 0 seconds")
    run.input(.key(.right))
    #expect(run.shown == "Status Bank idle, work time 0 seconds")
    #expect(run.renderer.nextDeadline == nil)
  }

  @Test("Flash time 0 keeps a flash until the next key, whatever time passes")
  func untilNextKey() {
    var run = BrailleRun(flash: .zero)
    run.input(.key(.character("s")))
    #expect(run.renderer.nextDeadline == nil)
    run.advance(by: .seconds(3600))
    #expect(run.shown == "Bank idle, work time 0 seconds")
    run.input(.key(.character("~")))
    #expect(
      run.shown == "Unknown key tilde, press question mark for help", "the key's answer flashes")
    run.input(.key(.escape))
    #expect(run.shown == "Teller h1")
  }

  @Test("A step's answers flash together; polite announcements that are off do not")
  func flashText() {
    func record(_ kind: OutputRecord.Kind, _ text: String, _ priority: LiveRegion? = nil)
      -> OutputRecord
    {
      OutputRecord(kind: kind, text: text, priority: priority, time: .zero)
    }
    func step(_ records: [OutputRecord]) -> SessionStep {
      SessionStep(records: records, cause: .timePassing, screen: .blank(at: .zero))
    }
    #expect(BrailleRenderer.flashText(of: step([])) == nil)
    #expect(
      BrailleRenderer.flashText(of: step([record(.welcome, "Hi"), record(.focus, "Reset")])) == nil)
    #expect(
      BrailleRenderer.flashText(
        of: step([
          record(.announcement, "A", .polite), record(.announcement, "B", .off),
          record(.announcement, "C", .assertive), record(.error, "D"), record(.summary, "E"),
          record(.description, "F"), record(.description, "  "), record(.focus, "G"),
          record(.history, "H"),
        ])) == "C / D / E / F / H")
    #expect(
      BrailleRenderer.newsTexts(
        of: step([
          record(.announcement, "A", .polite), record(.announcement, "B", .off),
          record(.announcement, "C", .assertive), record(.error, "D"),
          record(.announcement, " ", .polite), record(.announcement, "E", .polite),
        ])) == ["A", "E"])
  }

  @Test("Line down and up move focus through the session; top and bottom go to the ends")
  func lineKeys() {
    var run = BrailleRun()
    #expect(run.press(.command(Command.lineDown)) == .command(.next))
    #expect(run.session.navigator.focus == BankScreen.summaryID)
    #expect(run.shown == "Status Bank idle, work time 0 seconds")
    #expect(run.press(.command(Command.bottom)) == .command(.last))
    // The last stop is the day's last cell: its value, then its headers'
    // short forms; its headers in full are a pan away.
    #expect(run.shown == "none, All Max")
    #expect(run.press(.command(Command.lineUp)) == .command(.previous))
    #expect(run.press(.command(Command.top)) == .command(.first))
    #expect(run.shown == "Teller h1")
  }

  @Test("A routing key over a following list item moves focus to it, through the session")
  func routingMovesFocus() {
    var run = BrailleRun()
    run.line("add")
    run.line("wait 1s")
    run.line("next list")
    #expect(
      run.shown == marked("Customer 5, loan 1/5 Customer 7, deposit 2/5 Customer 8, deposit 3/5"))
    let input = run.press(.command(Command.route, argument: 45))
    #expect(input == .command(.focus("customer.8")))
    #expect(run.session.navigator.focus == "customer.8")
    #expect(
      run.shown
        == marked("Customer 8, deposit 3/5 Customer 9, loan 4/5 Customer 10, deposit 5/5"))
    // Over the focused item, routing activates it: a customer is not actionable.
    #expect(run.press(.command(Command.route, argument: 0)) == .command(.activate))
    #expect(run.shown == marked("Not available"))
    #expect(run.press(.command(Command.route, argument: 3)) == nil, "routing ends the flash")
    #expect(
      run.shown
        == marked("Customer 8, deposit 3/5 Customer 9, loan 4/5 Customer 10, deposit 5/5"))
    #expect(run.press(.command(Command.route, argument: 23)) == nil, "the space between")
  }

  @Test("A routing key over the focused button presses it")
  func routingActivates() {
    var run = BrailleRun()
    run.input(.key(.right))
    run.input(.key(.right))
    #expect(run.press(.command(Command.route, argument: 4)) == .command(.activate))
    #expect(run.session.bank.waitingCount + run.session.bank.processingCount == 10)
    #expect(run.shown == marked("Add 10 customers btn"), "the answer waits as news")
    #expect(run.press(.command(Command.route, argument: 79)) == nil)
    #expect(run.shown.hasPrefix("10 customers added"))
  }

  @Test("Panning shows the next window without the session; keyboard keys go to the session")
  func panningAndKeys() {
    var run = BrailleRun(width: 20)
    run.input(.key(.right))
    #expect(run.shown == "Status Bank idle,")
    let before = run.session.now
    #expect(run.press(.command(Command.panRight)) == nil)
    #expect(run.shown == "work time 0 seconds")
    #expect(run.press(.command(Command.panLeft)) == nil)
    #expect(run.shown == "Status Bank idle,")
    #expect(run.session.now == before)
    #expect(run.press(.character("w")) == .key(.character("w")))
    #expect(run.shown == "Status, Bank idle,", "where am I flashes")
    #expect(run.press(.symbol(BrailleKeyCode.Symbol.right)) == .key(.right))
    #expect(run.session.navigator.focus == BankScreen.addButtonID)
    #expect(run.press(.command(Command.passDots, argument: 1)) == nil, "typed dots are left alone")
  }

  @Test("Rewriting after the display was taken back gives the text shown, once")
  func rewrite() {
    var run = BrailleRun()
    #expect(run.renderer.rewrite() == "Teller h1")
    #expect(run.renderer.written == "Teller h1")
    run.input(.key(.right))
    #expect(run.shown == "Status Bank idle, work time 0 seconds")
  }

  @Test("Korean: the line and a flash in Korean")
  func korean() {
    var run = BrailleRun(language: .korean)
    #expect(run.shown == "Teller 은행창구 제목1")
    run.input(.key(.character("s")))
    #expect(run.shown == "고객 없음, 업무시간 0초")
  }
}
