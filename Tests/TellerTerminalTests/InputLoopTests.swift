import TellerArguments
import TellerBank
import TellerSession
import TellerTerminal
import Testing

@Suite("InputLoop")
struct InputLoopTests {
  /// Runs a loop and returns it, the exit code and every write.
  private func run(
    _ core: FakeCore, _ results: [ReadResult], style: InputStyle, clock: ClockMode = .virtual,
    world: FakeWorld = FakeWorld(), timestamps: Bool = false, tick: Int32? = 40
  ) -> (loop: InputLoop<FakeCore>, status: ExitCode, writes: [String]) {
    var loop = InputLoop(core: core, clock: clock, inputStyle: style)
    var source = ScriptedSource(results: results, world: world)
    var fakeClock = FakeClock(world: world)
    var log = WriteLog(renderer: LinearRenderer(timestamps: timestamps), tick: tick)
    let status =
      (try? loop.run(source: &source, realClock: &fakeClock, presenter: &log)) ?? .ioError
    return (loop, status, log.writes)
  }

  private func bytes(_ text: String) -> ReadResult { .bytes(Array(text.utf8)) }

  @Test func noInputStartsAndEnds() {
    let (loop, status, writes) = run(FakeCore(), [], style: .keys)
    #expect(loop.core.inputList == [.endOfInput])
    #expect(writes == ["Welcome\n", "end\n"])
    #expect(status == .success)
  }

  @Test func keysAreDecodedAcrossReadsAndWrittenPerBatch() {
    let (loop, _, writes) = run(
      FakeCore(), [bytes("a"), bytes("\u{1B}["), bytes("B"), bytes("\r\n한")], style: .keys)
    #expect(
      loop.core.inputList == [
        .key(.character("a")), .key(.down), .key(.enter), .key(.character("한")), .endOfInput,
      ])
    #expect(writes == ["Welcome\n", "key a\n", "key Down\n", "key Enter\n", "key 한\n", "end\n"])
  }

  @Test func loneEscapeIsFlushedAfterItsTimeout() {
    let world = FakeWorld()
    let (loop, _, _) = run(
      FakeCore(), [.bytes([0x1B]), .timeout, bytes("q")], style: .keys, world: world)
    #expect(loop.core.inputList == [.key(.escape), .key(.character("q"))])
    #expect(world.readTimeouts == [-1, 50, -1])
  }

  @Test("A paste start with no end is ended after its second, and the keys after it act")
  func unendedPasteIsEndedByItsDeadline() {
    let world = FakeWorld()
    let (loop, _, _) = run(
      FakeCore(), [bytes("\u{1B}[200~"), .timeout, bytes("q")], style: .keys, world: world)
    #expect(loop.core.inputList == [.key(.paste("")), .key(.character("q"))])
    #expect(world.readTimeouts == [-1, 1000, -1])
  }

  @Test("A terminal string split across reads reaches the core as nothing")
  func terminalStringAcrossReadsIsNothing() {
    let world = FakeWorld()
    let (loop, _, _) = run(
      FakeCore(), [bytes("a\u{1B}]11;rgb:00"), bytes("00/0000/0000\u{1B}"), bytes("\\q")],
      style: .keys, world: world)
    #expect(loop.core.inputList == [.key(.character("a")), .key(.character("q"))])
    // Inside the string nothing waits for the Escape timeout: the string's
    // own deadline is the wait.
    #expect(world.readTimeouts == [-1, 500, 500])
  }

  @Test("A terminal string with no end is ended after half a second, and the keys after it act")
  func unendedTerminalStringIsEndedByItsDeadline() {
    let world = FakeWorld()
    let (loop, _, _) = run(
      FakeCore(), [bytes("\u{1B}]0;axq"), .timeout, bytes("q")], style: .keys, world: world)
    #expect(loop.core.inputList == [.key(.unknown("\\e]0;axq")), .key(.character("q"))])
    #expect(world.readTimeouts == [-1, 500, -1])
  }

  @Test("The end of input, or Ctrl-C, ends an open paste at once")
  func endOfInputOrControlCEndsAPaste() {
    let world = FakeWorld()
    var source = ScriptedSource(results: [bytes("\u{1B}[200~ab")], world: world)
    var loop = InputLoop(core: FakeCore(), clock: .virtual, inputStyle: .keys)
    var fakeClock = FakeClock(world: world)
    var log = WriteLog(renderer: LinearRenderer())
    _ = try? loop.run(source: &source, realClock: &fakeClock, presenter: &log)
    #expect(loop.core.inputList == [.key(.paste("ab")), .endOfInput])

    let (after, _, _) = run(
      FakeCore(), [bytes("\u{1B}[200~x"), .bytes([0x03])], style: .keys, world: FakeWorld())
    #expect(after.core.inputList == [.key(.paste("x")), .key(.control("c")), .endOfInput])
  }

  @Test func stopsWhenTheCoreFinishes() {
    let world = FakeWorld()
    let (loop, _, writes) = run(
      FakeCore(), [bytes("xqa"), bytes("more")], style: .keys, world: world)
    #expect(loop.core.inputList == [.key(.character("x")), .key(.character("q"))])
    #expect(writes == ["Welcome\n", "key x\n", "key q\n"])
    #expect(world.readTimeouts.count == 1)
  }

  @Test func linesAreNumberedAndInputEnds() {
    let (loop, _, writes) = run(
      FakeCore(), [bytes("add\n\nne"), bytes("xt\r\n# note\nlast")], style: .lines)
    #expect(
      loop.core.inputList == [
        .line("add", number: 1), .line("", number: 2), .line("next", number: 3),
        .line("# note", number: 4), .line("last", number: 5), .endOfInput,
      ])
    #expect(writes.first == "Welcome\n")
    #expect(writes.last == "end\n")
  }

  @Test func theCoresExitCodeIsReturned() {
    let (_, status, writes) = run(FakeCore(), [bytes("add\nbogus\n")], style: .lines)
    #expect(status == .dataError)
    #expect(writes.contains { $0.hasPrefix("Error: Line 2: Unknown command 'bogus'") })
  }

  @Test func virtualClockNeverMovesTime() {
    let world = FakeWorld()
    let core = FakeCore(wakeTimes: [.seconds(1)], finishesAtEndOfInput: false)
    let (loop, _, _) = run(core, [bytes("next\nwait 2s\n")], style: .lines, world: world)
    #expect(loop.core.advances.isEmpty)
    #expect(loop.core.now == .seconds(2))  // moved by the core itself, on wait
    #expect(world.readTimeouts.allSatisfy { $0 == -1 })
    #expect(world.sleeps.isEmpty)
  }

  @Test func realClockAdvancesAtWakeTimesAndEveryTick() {
    // The busy tick is 40 ms: the work time is drawn 25 times a second.
    #expect(InputLoop<FakeCore>.busyTickMilliseconds == 40)
    let world = FakeWorld()
    let core = FakeCore(wakeTimes: [.milliseconds(250)])
    let (loop, _, writes) = run(
      core, Array(repeating: .timeout, count: 7), style: .keys, clock: .real(speed: 1),
      world: world, timestamps: true)
    #expect(world.readTimeouts == [40, 40, 40, 40, 40, 40, 10, -1])
    #expect(loop.core.advances == [40, 80, 120, 160, 200, 240, 250].map { .milliseconds($0) })
    #expect(writes.contains("event at 0.25 [0.250 s]\n"))
  }

  @Test("A presenter that needs no ticks (linear text, JSON, speech) wakes only at wake times")
  func noTicksWithoutAFullScreen() {
    let world = FakeWorld()
    let core = FakeCore(wakeTimes: [.milliseconds(250), .milliseconds(1250)])
    let (loop, _, writes) = run(
      core, Array(repeating: .timeout, count: 2), style: .keys, clock: .real(speed: 1),
      world: world, timestamps: true, tick: nil)
    #expect(world.readTimeouts == [250, 1000, -1])
    #expect(loop.core.advances == [250, 1250].map { .milliseconds($0) })
    #expect(writes.contains("event at 0.25 [0.250 s]\n"))
  }

  @Test("Each step reaches the presenter whole, saying what caused it, at the time it was made")
  func eachStepSaysItsCause() throws {
    var loop = InputLoop(
      core: FakeCore(wakeTimes: [.milliseconds(40)]), clock: .real(speed: 1), inputStyle: .keys)
    let world = FakeWorld()
    var source = ScriptedSource(
      results: [.timeout, .bytes(Array("z\u{1B}[C".utf8)), .bytes([0x1B]), .timeout],
      world: world)
    var fakeClock = FakeClock(world: world)
    var log = StepLog()
    _ = try loop.run(source: &source, realClock: &fakeClock, presenter: &log)
    #expect(
      log.steps == [
        .init(cause: .start, milliseconds: 0, texts: ["Welcome"]),
        .init(cause: .timePassing, milliseconds: 40, texts: ["event at 0.04"]),
        .init(cause: .noCommand, milliseconds: 40, texts: ["key z"]),
        .init(cause: .command(.next), milliseconds: 40, texts: ["key Right"]),
        .init(cause: .timePassing, milliseconds: 90, texts: []),
        .init(cause: .command(.closeHelp), milliseconds: 90, texts: ["key Escape"]),
        .init(cause: .endOfInput, milliseconds: 90, texts: ["end"]),
      ])
  }

  @Test func realClockFollowsTheSpeed() {
    let world = FakeWorld()
    let core = FakeCore(wakeTimes: [.milliseconds(300)])
    let (loop, _, _) = run(
      core, Array(repeating: .timeout, count: 4), style: .keys, clock: .real(speed: 2),
      world: world)
    #expect(world.readTimeouts == [40, 40, 40, 30, -1])
    #expect(loop.core.advances == [80, 160, 240, 300].map { .milliseconds($0) })
  }

  @Test("A wait that ends without input (a resize, a continue) presents the screen as it stands")
  func wakePresentsWithAVirtualClock() {
    let world = FakeWorld()
    let (loop, _, writes) = run(
      FakeCore(), [.timeout, .timeout, bytes("q")], style: .keys, world: world)
    #expect(loop.core.advances == [.zero, .zero], "no model time passes")
    #expect(loop.core.inputList == [.key(.character("q"))])
    #expect(writes == ["Welcome\n", "key q\n"])
    #expect(world.readTimeouts == [-1, -1, -1])
  }

  @Test("A wait ended by another source's input gives that input's step, and no step of its own")
  func sourceInputIsNoWake() throws {
    let world = FakeWorld()
    var loop = InputLoop(core: FakeCore(), clock: .virtual, inputStyle: .keys)
    loop.inputSources = [
      FakeInputSource(batches: [[.command(.next)], [], [.command(.quit)]], world: world)
    ]
    var source = ScriptedSource(results: [.timeout, .timeout, .timeout], world: world)
    var fakeClock = FakeClock(world: world)
    var log = WriteLog(renderer: LinearRenderer())
    _ = try loop.run(source: &source, realClock: &fakeClock, presenter: &log)
    #expect(loop.core.advances == [.zero], "only the wait that brought nothing is a wake")
    #expect(loop.core.inputList == [.command(.next), .command(.quit)])
  }

  @Test func realClockHoldsInputUntilRealTimeCatchesUpWithAWait() {
    let world = FakeWorld()
    let (loop, _, _) = run(
      FakeCore(), [bytes("wait 2s\nnext\n")], style: .lines, clock: .real(speed: 1), world: world)
    let inputs = loop.core.inputs
    #expect(
      inputs.map(\.0) == [.line("wait 2s", number: 1), .line("next", number: 2), .endOfInput])
    #expect(inputs[1].1 == .seconds(2))
    #expect(world.elapsed >= .seconds(2))
    #expect(world.elapsed < .milliseconds(2200))
  }

  @Test func endedInputWithAnIdleCoreDoesNotHang() {
    let world = FakeWorld()
    let core = FakeCore(finishesAtEndOfInput: false)
    let (loop, status, _) = run(
      core, [bytes("x")], style: .keys, clock: .real(speed: 1), world: world)
    #expect(!loop.core.isFinished)
    #expect(status == .success)
    #expect(world.sleeps.isEmpty)
  }

  @Test("Other sources are waited on beside the bytes, and their inputs join the queue")
  func otherInputSources() throws {
    let world = FakeWorld()
    var loop = InputLoop(core: FakeCore(), clock: .virtual, inputStyle: .keys)
    let braille = FakeInputSource(
      batches: [[], [.command(.next), .key(.character("s"))], [.command(.quit)]], world: world)
    let gone = FakeInputSource(fileDescriptor: -1, batches: [], world: world)
    loop.inputSources = [braille, gone]
    var source = ScriptedSource(results: [.bytes([0x61]), .timeout, .timeout], world: world)
    var fakeClock = FakeClock(world: world)
    var log = WriteLog(renderer: LinearRenderer())
    let status = try loop.run(source: &source, realClock: &fakeClock, presenter: &log)
    #expect(status == .success)
    #expect(
      loop.core.inputList == [
        .key(.character("a")), .command(.next), .key(.character("s")), .command(.quit),
      ])
    #expect(world.watched == [[7], [7], [7]], "a source without a descriptor is not waited on")
    #expect(log.writes.dropFirst() == ["key a\n", "command next\n", "key s\n", "command quit\n"])
  }

  @Test("On a real clock the wait ends by the presenter's deadline, which gets its step")
  func presenterDeadline() throws {
    let world = FakeWorld()
    var loop = InputLoop(core: FakeCore(), clock: .real(speed: 1), inputStyle: .keys)
    var source = ScriptedSource(results: [.timeout, .timeout], world: world)
    var fakeClock = FakeClock(world: world)
    var presenter = DeadlinePresenter(deadline: .milliseconds(3000))
    _ = try loop.run(source: &source, realClock: &fakeClock, presenter: &presenter)
    #expect(world.readTimeouts == [3000, -1, -1], "no deadline once it has passed")
    #expect(presenter.times.contains(.milliseconds(3000)))
  }

  @Test("On a virtual clock a presenter's deadline does not wake the loop")
  func presenterDeadlineVirtual() throws {
    let world = FakeWorld()
    var loop = InputLoop(core: FakeCore(), clock: .virtual, inputStyle: .keys)
    var source = ScriptedSource(results: [.timeout], world: world)
    var fakeClock = FakeClock(world: world)
    var presenter = DeadlinePresenter(deadline: .milliseconds(3000))
    _ = try loop.run(source: &source, realClock: &fakeClock, presenter: &presenter)
    #expect(world.readTimeouts == [-1, -1])
  }

  @Test("A stop asked for is carried out by the loop: sources let go first, take back after")
  func stopThroughTheLoop() throws {
    let world = FakeWorld()
    var loop = InputLoop(core: FakeCore(), clock: .virtual, inputStyle: .keys)
    loop.inputSources = [FakeInputSource(batches: [], world: world)]
    loop.suspension = FakeSuspension(requestsBeforeRead: [1], world: world)
    var source = ScriptedSource(results: [.timeout, .bytes([0x71])], world: world)
    var fakeClock = FakeClock(world: world)
    var log = WriteLog(renderer: LinearRenderer())
    _ = try loop.run(source: &source, realClock: &fakeClock, presenter: &log)
    #expect(world.events == ["source lets go", "stopped and continued", "source takes back"])
    #expect(world.readTimeouts.count == 2)
    #expect(loop.core.inputList == [.key(.character("q"))])
  }

  @Test("Ctrl-Z read as a key: every presenter shows its step, then the loop stops the same way")
  func ctrlZKeyStopsThroughTheLoop() throws {
    let world = FakeWorld()
    var loop = InputLoop(core: FakeCore(), clock: .virtual, inputStyle: .keys)
    loop.inputSources = [FakeInputSource(batches: [], world: world)]
    loop.suspension = FakeSuspension(world: world)
    // Ctrl-Z and the keys after it arrive in one read.
    var source = ScriptedSource(results: [.bytes([0x1A, 0x73, 0x71])], world: world)
    var fakeClock = FakeClock(world: world)
    var presenter = EventPresenter(world: world)
    _ = try loop.run(source: &source, realClock: &fakeClock, presenter: &presenter)
    #expect(
      world.events == [
        "present start", "present suspend", "stop asked for", "source lets go",
        "stopped and continued", "source takes back", "present summary", "present quit",
      ])
    #expect(
      loop.core.inputList == [.key(.control("z")), .key(.character("s")), .key(.character("q"))])
  }

  @Test("Ctrl-Z read as a key without a suspension does nothing but its step")
  func ctrlZKeyWithoutSuspension() throws {
    let world = FakeWorld()
    var loop = InputLoop(core: FakeCore(), clock: .virtual, inputStyle: .keys)
    var source = ScriptedSource(results: [.bytes([0x1A, 0x71])], world: world)
    var fakeClock = FakeClock(world: world)
    var presenter = EventPresenter(world: world)
    _ = try loop.run(source: &source, realClock: &fakeClock, presenter: &presenter)
    #expect(world.events == ["present start", "present suspend", "present quit"])
  }

  @Test("A presenter that cannot write stops the loop with its error")
  func failedPresentationStops() {
    var loop = InputLoop(core: FakeCore(), clock: .virtual, inputStyle: .lines)
    var source = ScriptedSource(results: [bytes("next\nnext\n")], world: FakeWorld())
    var fakeClock = FakeClock(world: FakeWorld())
    var log = WriteLog(renderer: LinearRenderer(), failAfter: 2)
    #expect(throws: PresentationError.self) {
      try loop.run(source: &source, realClock: &fakeClock, presenter: &log)
    }
    #expect(log.writes == ["Welcome\n", "line 1: next\n"])
    #expect(loop.core.inputList.count == 2, "the input that could not be presented was handled")
  }
}
