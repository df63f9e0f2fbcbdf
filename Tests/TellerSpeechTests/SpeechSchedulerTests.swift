import TellerAccessibility
import TellerBank
import TellerSession
import TellerSpeechModel
import Testing

private func record(
  _ kind: OutputRecord.Kind, _ text: String, _ priority: LiveRegion? = nil, at seconds: Double = 0
) -> OutputRecord {
  OutputRecord(kind: kind, text: text, priority: priority, time: .seconds(seconds))
}

/// What a list of actions does, as short text: "say:X", "cancel@1.0".
private func show(_ actions: [SpeechAction]) -> [String] {
  actions.map { action in
    switch action {
    case .say(let utterance): "say:\(utterance.text)"
    case .cancel(let time): "cancel@\(time.seconds)"
    }
  }
}

@Suite("Speech scheduler: navigation and urgent speech cut in, polite speech waits")
struct SpeechSchedulerTests {
  @Test("The welcome and the focused element of one step are said in turn, nothing cancelled")
  func start() {
    var scheduler = SpeechScheduler()
    scheduler.beginStep()
    #expect(show(scheduler.schedule(record(.welcome, "Teller."))) == ["say:Teller."])
    #expect(show(scheduler.schedule(record(.focus, "Add, button"))) == ["say:Add, button"])
  }

  @Test("A focus move in a later step cancels what was said, even at the same model time")
  func focusCutsIn() {
    var scheduler = SpeechScheduler()
    scheduler.beginStep()
    _ = scheduler.schedule(record(.announcement, "10 customers added", .polite))
    scheduler.beginStep()
    #expect(show(scheduler.schedule(record(.focus, "Reset"))) == ["cancel@0.0", "say:Reset"])
  }

  @Test("A read-all cancels once, then every description of it is said in order")
  func readAll() {
    var scheduler = SpeechScheduler()
    scheduler.beginStep()
    _ = scheduler.schedule(record(.focus, "Add"))
    scheduler.beginStep()
    let said = ["a", "b", "c"].flatMap { scheduler.schedule(record(.description, $0, at: 1)) }
    #expect(show(said) == ["cancel@1.0", "say:a", "say:b", "say:c"])
  }

  @Test("Polite announcements never cancel, in any step")
  func politeWaits() {
    var scheduler = SpeechScheduler()
    scheduler.beginStep()
    _ = scheduler.schedule(record(.focus, "Add"))
    scheduler.beginStep()
    #expect(
      show(scheduler.schedule(record(.announcement, "3 waiting", .polite, at: 0.5)))
        == ["say:3 waiting"])
    #expect(
      show(scheduler.schedule(record(.announcement, "2 waiting", .polite, at: 1)))
        == ["say:2 waiting"])
  }

  @Test("Within one step, a later model time is a new group: a focus move there cuts in")
  func laterTimeInOneStep() {
    var scheduler = SpeechScheduler()
    scheduler.beginStep()
    _ = scheduler.schedule(record(.announcement, "Customer 3 started", .polite, at: 0.5))
    #expect(
      show(scheduler.schedule(record(.focus, "Waiting, list", at: 1.1)))
        == ["cancel@1.1", "say:Waiting, list"])
  }

  @Test("A reset and the focus move it causes are one step: the focus waits for the reset")
  func resetThenFocus() {
    var scheduler = SpeechScheduler()
    scheduler.beginStep()
    _ = scheduler.schedule(record(.focus, "Customer 3"))
    scheduler.beginStep()
    let said =
      scheduler.schedule(record(.announcement, "Reset.", .assertive, at: 2))
      + scheduler.schedule(record(.focus, "Add, button", at: 2))
    #expect(show(said) == ["cancel@2.0", "say:Reset.", "say:Add, button"])
  }

  @Test("Nothing said yet, or nothing since a cancel: no cancel is sent")
  func nothingToCancel() {
    var scheduler = SpeechScheduler()
    scheduler.beginStep()
    #expect(show(scheduler.interrupt(at: .zero)) == [])
    #expect(show(scheduler.schedule(record(.error, "Bad line", .assertive))) == ["say:Bad line"])
    #expect(show(scheduler.interrupt(at: .seconds(1))) == ["cancel@1.0"])
    #expect(show(scheduler.interrupt(at: .seconds(2))) == [])
    #expect(scheduler.latestTime == .seconds(2))
  }

  @Test("Silent records do nothing, not even end a group")
  func silent() {
    var scheduler = SpeechScheduler()
    scheduler.beginStep()
    _ = scheduler.schedule(record(.focus, "Add"))
    scheduler.beginStep()
    #expect(scheduler.schedule(record(.announcement, "x", .off)).isEmpty)
    #expect(scheduler.schedule(record(.focus, "   ")).isEmpty)
    #expect(show(scheduler.schedule(record(.focus, "Reset"))) == ["cancel@0.0", "say:Reset"])
  }

  // MARK: Whole steps from a session

  /// A session reading keys, started, and a scheduler that heard its start.
  private func started() -> (Session, SpeechScheduler, [String]) {
    var session = Session(
      settings: SessionSettings(bank: BankConfiguration(seed: 1), inputIsKeys: true))
    var scheduler = SpeechScheduler()
    let said = show(scheduler.present(session.start()))
    return (session, scheduler, said)
  }

  @Test("A session's start is said whole: the welcome, then the focused element")
  func sessionStart() {
    let (_, _, said) = started()
    #expect(said.count == 2)
    #expect(said.allSatisfy { $0.hasPrefix("say:") })
  }

  @Test("Escape with the help closed says nothing, yet its step cancels what was being said")
  func escapeSilences() {
    var (session, scheduler, _) = started()
    _ = scheduler.present(session.handle(.key(.character("a"))))
    let step = session.handle(.key(.escape))
    #expect(step.isEmpty)
    #expect(show(scheduler.present(step)) == ["cancel@0.0"])
    #expect(show(scheduler.present(session.handle(.key(.escape)))) == [], "nothing left to cancel")
  }

  @Test("Escape with the help open cancels once, then says where focus came back to")
  func escapeClosesHelp() {
    var (session, scheduler, _) = started()
    _ = scheduler.present(session.handle(.key(.character("?"))))
    let said = show(scheduler.present(session.handle(.key(.escape))))
    #expect(said.count == 2)
    #expect(said.first == "cancel@0.0")
    #expect(said.last?.hasPrefix("say:") == true)
  }

  @Test("A navigation after an add cuts the add's announcement off")
  func navigationCutsInOnAStep() {
    var (session, scheduler, _) = started()
    let added = show(scheduler.present(session.handle(.key(.character("a")))))
    #expect(added.contains { $0.hasPrefix("say:") })
    let moved = show(scheduler.present(session.handle(.key(.right))))
    #expect(moved.first == "cancel@0.0")
    #expect(moved.count == 2)
  }

  @Test("Speech drains only when the last step was the end of input")
  func drainsAtTheEndOfInputOnly() {
    var (session, scheduler, _) = started()
    #expect(!scheduler.drainsWhenFinished)
    _ = scheduler.present(session.handle(.endOfInput))
    #expect(scheduler.drainsWhenFinished)
    var (quitting, other, _) = started()
    _ = other.present(quitting.handle(.key(.character("q"))))
    #expect(quitting.isFinished)
    #expect(!other.drainsWhenFinished)
  }

  @Test("A silent step still moves the latest time, so quitting stops speech when it happened")
  func silentStepsMoveTheLatestTime() {
    var (session, scheduler, _) = started()
    _ = scheduler.present(session.handle(.key(.character("a"))))
    #expect(scheduler.latestTime == .zero)
    let quiet = session.handle(.line("wait 100ms", number: 1))
    #expect(quiet.allSatisfy { $0.time < .milliseconds(100) }, "nothing said at the step's time")
    _ = scheduler.present(quiet)
    #expect(scheduler.latestTime == quiet.screen.time)
    #expect(scheduler.latestTime == .milliseconds(100))
  }
}
