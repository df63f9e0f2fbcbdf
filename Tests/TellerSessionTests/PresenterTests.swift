import TellerAccessibility
import TellerBank
import TellerSession
import Testing

/// Records the steps it is given, to check what presenters receive.
private struct StepRecorder: Presenter {
  let log: TextCollector
  var finished = false

  mutating func present(_ step: SessionStep) throws(PresentationError) {
    log.text += "step \(step.count) \(step.screen.focus?.rawValue ?? "-")\n"
  }

  mutating func finish() throws(PresentationError) { log.text += "finish\n" }
}

/// Waits for a fixed deadline, as a braille flash does.
private struct Waiting: Presenter {
  var nextDeadline: ModelTime?
  mutating func present(_ step: SessionStep) {}
}

@Suite("Presenters")
struct PresenterTests {
  private func record(_ kind: OutputRecord.Kind, _ text: String) -> OutputRecord {
    OutputRecord(kind: kind, text: text, time: .milliseconds(1500))
  }

  @Test("Linear: one line per record, runs of errors to standard error, in order")
  func linearSplit() throws {
    let out = TextCollector()
    let errors = TextCollector()
    var presenter = LinearPresenter(output: out.output, errors: errors.output)
    let step = SessionStep(
      records: [
        record(.focus, "a"), record(.error, "b"), record(.error, "c"), record(.announcement, "d"),
      ], cause: .noCommand, screen: .blank(at: .zero))
    try presenter.present(step)
    try presenter.present(SessionStep(records: [], cause: .noCommand, screen: .blank(at: .zero)))
    #expect(out.text == "a\nd\n")
    #expect(errors.text == "Error: b\nError: c\n")
  }

  @Test("Linear text from outside reaches the output harmless")
  func linearIsHarmless() throws {
    let out = TextCollector()
    var presenter = LinearPresenter(output: out.output, errors: out.output)
    try presenter.present(
      SessionStep(
        records: [record(.focus, "a\u{1B}[2Jb\nc")], cause: .noCommand, screen: .blank(at: .zero)))
    #expect(out.text == "a\\e[2Jb\\nc\n")
  }

  @Test("JSON: every record on one output, one object a line")
  func json() throws {
    let out = TextCollector()
    var presenter = JSONPresenter(output: out.output)
    try presenter.present(
      SessionStep(
        records: [record(.focus, "a"), record(.error, "b")], cause: .noCommand,
        screen: .blank(at: .zero)))
    #expect(
      out.text == """
        {"type":"focus","text":"a","time":1.5}
        {"type":"error","text":"b","time":1.5}

        """)
  }

  @Test("A failed write is a presentation error with exit status 74")
  func failedWrite() {
    let out = TextCollector()
    out.fails = true
    var presenter = LinearPresenter(output: out.output, errors: out.output)
    #expect(throws: PresentationError.self) {
      try presenter.present(
        SessionStep(records: [record(.focus, "a")], cause: .noCommand, screen: .blank(at: .zero)))
    }
    #expect(PresentationError(.notATerminal).exitCode.rawValue == 74)
  }

  @Test("A group presents each step to each member in order, and finishes them all")
  func group() throws {
    let log = TextCollector()
    let out = TextCollector()
    var group = PresenterGroup([
      LinearPresenter(output: out.output, errors: out.output),
      StepRecorder(log: log),
    ])
    var session = Session(settings: SessionSettings(bank: BankConfiguration(seed: 1)))
    try group.present(session.start())
    try group.present(session.handle(.line("add", number: 1)))
    try group.present(session.handle(.line("next", number: 2)))
    try group.finish()
    #expect(out.text.split(separator: "\n").count == 4)
    #expect(log.text == "step 2 title\nstep 1 title\nstep 1 summary\nfinish\n")
  }

  @Test("Presenters wait for nothing by default; a group waits for its earliest member")
  func deadlines() {
    let out = TextCollector()
    let linear = LinearPresenter(output: out.output, errors: out.output)
    #expect(linear.nextDeadline == nil)
    #expect(PresenterGroup([]).nextDeadline == nil)
    #expect(PresenterGroup([linear, Waiting(nextDeadline: nil)]).nextDeadline == nil)
    let group = PresenterGroup([
      Waiting(nextDeadline: .seconds(3)), linear, Waiting(nextDeadline: .milliseconds(1500)),
      Waiting(nextDeadline: nil),
    ])
    #expect(group.nextDeadline == .milliseconds(1500))
  }

  @Test("A presenter sees the screen as the step left it: tree, focus, rotor, language")
  func screenView() throws {
    var session = Session(
      settings: SessionSettings(language: .korean, bank: BankConfiguration(seed: 1)))
    _ = session.start()
    _ = session.handle(.line("add", number: 1))
    _ = session.handle(.line("rotor loan customers", number: 2))
    let step = session.handle(.line("down", number: 3))
    let screen = step.screen
    let focus = try #require(screen.focus)
    #expect(screen.rotor == .custom("대출 고객"))
    #expect(screen.language == .korean)
    #expect(screen.focusedElement?.tags == .customer(.loan))
    #expect(screen.tree.parent(of: focus) == BankScreen.waitingListID)
    #expect(screen.tree.listPosition(of: focus)?.count == 7)
    #expect(screen.describe(focus) == step.first?.text)
    #expect(screen.lastAnnouncement?.text.hasPrefix("고객 10명 추가") == true)
  }
}
