import TellerArguments
import TellerBank
import TellerInput
import TellerSession
import TellerTerminal
import TellerWording

/// A core that records what the loop gives it and says one line per input.
///
/// Keys bound to quit end it; line commands are parsed, `wait` moves its
/// own time, `quit` ends it, and a bad line sets exit code 65. Wake times
/// fire when time is advanced past them.
struct FakeCore: SessionCore {
  var now = ModelTime.zero
  var wakeTimes: [ModelTime] = []
  var finishesAtEndOfInput = true
  var isFinished = false
  var exitCode = ExitCode.success
  /// Every input with the model time it was handled at.
  var inputs: [(SessionInput, ModelTime)] = []
  /// Every time the loop advanced to.
  var advances: [ModelTime] = []

  var nextWakeTime: ModelTime? { wakeTimes.first }

  private func record(_ kind: OutputRecord.Kind, _ text: String) -> OutputRecord {
    OutputRecord(kind: kind, text: text, time: now)
  }

  mutating func start() -> SessionStep { step([record(.welcome, "Welcome")], cause: .start) }

  mutating func handle(_ input: SessionInput) -> SessionStep {
    inputs.append((input, now))
    return step(records(for: input), cause: cause(of: input))
  }

  private func step(_ records: [OutputRecord], cause: SessionStep.Cause) -> SessionStep {
    SessionStep(records: records, cause: cause, screen: .blank(at: now))
  }

  /// The command an input gives, as the session would report it.
  private func cause(of input: SessionInput) -> SessionStep.Cause {
    switch input {
    case .key(let key): KeyBindings.standard.command(for: key).map { .command($0) } ?? .noCommand
    case .command(let command): .command(command)
    case .line(let text, _):
      ((try? LineCommandParser.parse(text)) ?? nil).map { .command($0) } ?? .noCommand
    case .endOfInput: .endOfInput
    case .notice: .noCommand
    }
  }

  private mutating func records(for input: SessionInput) -> [OutputRecord] {
    switch input {
    case .key(let key):
      if KeyBindings.standard.command(for: key) == .quit { isFinished = true }
      return [record(.focus, "key \(key.name)")]
    case .command(let command):
      if command == .quit { isFinished = true }
      return [record(.focus, "command \(command)")]
    case .line(let text, let number):
      do {
        switch try LineCommandParser.parse(text) {
        case .quit?: isFinished = true
        case .wait(let span)?: now = now + span
        default: break
        }
        return [record(.focus, "line \(number): \(text)")]
      } catch {
        exitCode = .dataError
        return [record(.error, "Line \(number): \(Catalog.english.message(for: error))")]
      }
    case .endOfInput:
      if finishesAtEndOfInput { isFinished = true }
      return [record(.description, "end")]
    case .notice(let notice):
      return [record(.announcement, "notice \(Catalog.english.sentence(notice))")]
    }
  }

  mutating func advance(to time: ModelTime) -> SessionStep {
    advances.append(time)
    now = time
    var records: [OutputRecord] = []
    while let wake = wakeTimes.first, wake <= time {
      wakeTimes.removeFirst()
      records.append(record(.announcement, "event at \(wake.exactSecondsText)"))
    }
    return step(records, cause: .timePassing)
  }

  /// The inputs alone.
  var inputList: [SessionInput] { inputs.map(\.0) }
}

/// Real time for a test: it moves only when the loop waits.
final class FakeWorld {
  var elapsed = Duration.zero
  /// Every timeout the loop asked the source for.
  var readTimeouts: [Int32] = []
  /// Every sleep the loop asked the clock for.
  var sleeps: [Int32] = []
  /// The other descriptors the loop waited on, read by read.
  var watched: [[Int32]] = []
  /// What happened, in order, for tests of stops and other sources.
  var events: [String] = []
}

/// Input from a list of read results; waiting out a timeout moves the
/// world's time by it. After the list, input ends.
struct ScriptedSource: ByteSource {
  var results: [ReadResult]
  let world: FakeWorld

  mutating func read(timeoutMilliseconds: Int32) -> ReadResult {
    world.readTimeouts.append(timeoutMilliseconds)
    guard !results.isEmpty else { return .endOfFile }
    let result = results.removeFirst()
    if result == .timeout, timeoutMilliseconds > 0 {
      world.elapsed += .milliseconds(Int64(timeoutMilliseconds))
    }
    return result
  }

  mutating func read(timeoutMilliseconds: Int32, alsoWaitingOn descriptors: [Int32]) -> ReadResult {
    world.watched.append(descriptors)
    return read(timeoutMilliseconds: timeoutMilliseconds)
  }
}

/// A source of input besides the bytes, as a braille display's keys are:
/// each take gives the next batch of its list.
final class FakeInputSource: InputSource {
  var fileDescriptor: Int32
  var batches: [[SessionInput]]
  let world: FakeWorld

  init(fileDescriptor: Int32 = 7, batches: [[SessionInput]], world: FakeWorld) {
    self.fileDescriptor = fileDescriptor
    self.batches = batches
    self.world = world
  }

  func takeInputs(at now: ModelTime) -> [SessionInput] {
    guard !batches.isEmpty else { return [] }
    let batch = batches.removeFirst()
    if !batch.isEmpty { world.events.append("take \(batch.count) at \(now.milliseconds)") }
    return batch
  }

  func willStop() { world.events.append("source lets go") }
  func didContinue() { world.events.append("source takes back") }
}

/// Stops asked for before given reads, as SIGTSTP from outside asks, or
/// through ``request()``, as Ctrl-Z read as a key asks; stopping is only
/// written down.
struct FakeSuspension: ProcessSuspension {
  /// The reads (counted from 0) before which a stop is asked for.
  var requestsBeforeRead: Set<Int> = []
  /// Whether a stop asked for with ``request()`` waits to be taken.
  var requested = false
  let world: FakeWorld

  mutating func request() {
    world.events.append("stop asked for")
    requested = true
  }

  mutating func takeRequest() -> Bool {
    if requested {
      requested = false
      return true
    }
    return requestsBeforeRead.remove(world.readTimeouts.count) != nil
  }

  mutating func stop() { world.events.append("stopped and continued") }
}

/// A presenter that writes down each step it presents, by its cause, in
/// the world's events.
struct EventPresenter: Presenter {
  let world: FakeWorld

  mutating func present(_ step: SessionStep) {
    switch step.cause {
    case .command(let command): world.events.append("present \(command)")
    case .start: world.events.append("present start")
    case .timePassing, .noCommand, .endOfInput: break
    }
  }
}

/// A presenter that waits for a deadline until time reaches it, as a
/// braille flash does.
struct DeadlinePresenter: Presenter {
  var deadline: ModelTime?
  var times: [ModelTime] = []

  mutating func present(_ step: SessionStep) {
    times.append(step.screen.time)
    if let deadline, step.screen.time >= deadline { self.deadline = nil }
  }

  var nextDeadline: ModelTime? { deadline }
}

/// A clock that reads the world's time and moves it on sleep.
struct FakeClock: LoopClock {
  let world: FakeWorld

  func elapsed() -> Duration { world.elapsed }

  func sleep(milliseconds: Int32) {
    world.sleeps.append(milliseconds)
    world.elapsed += .milliseconds(Int64(milliseconds))
  }
}

/// A presenter that renders each step with records as one write, and can
/// fail after a number of writes, as a full disk does.
struct WriteLog: Presenter {
  let renderer: LinearRenderer
  var failAfter: Int?
  var writes: [String] = []
  /// The tick it asks for while the core is busy, as the full screen's.
  var tick: Int32?

  init(renderer: LinearRenderer, failAfter: Int? = nil, tick: Int32? = 40) {
    self.renderer = renderer
    self.failAfter = failAfter
    self.tick = tick
  }

  var busyTickMilliseconds: Int32? { tick }

  mutating func present(_ step: SessionStep) throws(PresentationError) {
    guard !step.isEmpty else { return }
    if let failAfter, writes.count >= failAfter {
      throw PresentationError(.cannotWrite(.standardOutput, reason: .known(.noSpace)))
    }
    writes.append(renderer.lines(step.records))
  }
}

/// A presenter that keeps each step's cause, model time and texts, and
/// presents steps without records too.
struct StepLog: Presenter {
  struct Entry: Equatable {
    var cause: SessionStep.Cause
    var milliseconds: Int64
    var texts: [String]
  }

  var steps: [Entry] = []

  /// Ticks as the full screen does.
  var busyTickMilliseconds: Int32? { 40 }

  mutating func present(_ step: SessionStep) {
    steps.append(
      Entry(
        cause: step.cause, milliseconds: step.screen.time.milliseconds,
        texts: step.records.map(\.text)))
  }
}
