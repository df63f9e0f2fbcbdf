import TellerArguments
import TellerBank

/// Steps an interactive core with input and time, and hands each step to a
/// presenter.
///
/// The loop reads bytes from a ``ByteSource``: as keys (decoded with
/// ``KeyDecoder``, a lone Escape flushed after a short timeout) or as
/// numbered lines, then `endOfInput` when input ends. A paste whose end
/// marker never comes is ended ``KeyDecoder/pasteTimeout`` after it began,
/// by the real clock whatever the model clock, so no key is swallowed
/// for good. Every step the core returns goes to the presenter at once,
/// in order; the step holds the answer and the screen after it, so nothing
/// can present a screen before its answer.
///
/// With a virtual clock the loop never moves model time; the core does, on
/// `wait`. With a real clock, model time follows the ``LoopClock`` times the
/// speed: the loop advances the core whenever its next wake time passes,
/// while it is busy also as often as the presenter's
/// ``Presenter/busyTickMilliseconds`` asks (the full screen's work time
/// ticks 25 times a second; linear text, JSON and speech need no ticks, so
/// the loop sleeps until the next event), and before each input.
/// When the core's time runs ahead of the real clock (after a `wait`),
/// further input waits until real time catches up.
///
/// A wait that ends with no input (the terminal was resized, or Teller
/// came back from Ctrl-Z) presents the screen as it stands, so the full
/// screen can lay itself out again even while model time stands still.
///
/// Other ``inputSources``, such as a braille display's keys, are waited on
/// beside the byte source; after every wait the loop takes their inputs
/// and queues them with the rest. On a real clock the loop also wakes by
/// the presenter's ``Presenter/nextDeadline`` (a braille flash's end), so
/// time passing is presented then. With a ``suspension``, a stop asked for
/// is carried out here: each source lets go first and takes back after the
/// process continues. Ctrl-Z read as a key asks through the suspension
/// too, once its step is presented, so it takes the path of SIGTSTP from
/// outside, and the keys typed after it wait until the process continues.
///
/// The loop stops when the core finishes, or when input has ended and
/// nothing more can happen, and returns the core's exit code. Input, clock
/// and presenter are parameters, so tests drive it with fakes.
public struct InputLoop<Core: SessionCore> {
  /// The core, as it is now.
  public private(set) var core: Core
  /// How model time relates to real time.
  public var clock: ClockMode
  /// Whether input is keys or lines.
  public var inputStyle: InputStyle
  /// How long to wait after an Escape before deciding it stands alone.
  public var escapeTimeoutMilliseconds: Int32 = 50

  /// Sources of input besides the byte source, such as a braille
  /// display's keys.
  public var inputSources: [any InputSource] = []
  /// How the process stops when asked, so the input sources can let go
  /// first, and how Ctrl-Z read as a key (``SessionCommand/suspend``) asks
  /// for a stop; nil leaves stops to the signal handler and Ctrl-Z to do
  /// nothing.
  public var suspension: (any ProcessSuspension)?

  /// The tick of a busy full screen on a real clock, and the longest wait
  /// while input waits for real time to catch up with the core.
  public static var busyTickMilliseconds: Int32 { 40 }

  /// Creates a loop around a core.
  public init(core: Core, clock: ClockMode, inputStyle: InputStyle) {
    self.core = core
    self.clock = clock
    self.inputStyle = inputStyle
  }

  /// Runs the session to its end and returns the core's exit code.
  ///
  /// - Parameters:
  ///   - source: where input bytes come from.
  ///   - realClock: the real time to follow when the clock is real; also
  ///     used to wait once input has ended.
  ///   - presenter: receives every step, in order.
  /// - Throws: the presenter's error when output cannot be written; the
  ///   session stops there.
  public mutating func run<Source: ByteSource, Clock: LoopClock, Output: Presenter>(
    source: inout Source, realClock: inout Clock, presenter: inout Output
  ) throws(PresentationError) -> ExitCode {
    var decoder = KeyDecoder()
    var splitter = LineSplitter()
    var lineNumber = 0
    var queue: [SessionInput] = []
    var inputEnded = false
    let isReal = clock != .virtual

    try presenter.present(core.start())
    let origin = core.now
    let clockMode = clock
    func realNow() -> ModelTime {
      clockMode.modelTime(after: realClock.elapsed(), from: origin)
    }

    while !core.isFinished {
      stopIfAsked()
      if isReal {
        let now = realNow()
        if now > core.now { try presenter.present(core.advance(to: now)) }
      }
      var handled = 0
      while handled < queue.count && !core.isFinished {
        if isReal && core.now > realNow() { break }
        let step = core.handle(queue[handled])
        try presenter.present(step)
        handled += 1
        if step.cause == .command(.suspend) {
          // Ctrl-Z read as a key: every presenter has shown its step; now
          // it stops the process as SIGTSTP from outside would, before the
          // input after it is handled.
          suspension?.request()
          stopIfAsked()
        }
      }
      queue.removeFirst(handled)
      if core.isFinished { break }

      var timeout: Int32 = -1
      func consider(_ milliseconds: Int64) {
        let bounded = Int32(clamping: max(0, milliseconds))
        timeout = timeout < 0 ? bounded : min(timeout, bounded)
      }
      if decoder.hasPending { consider(Int64(escapeTimeoutMilliseconds)) }
      if let deadline = decoder.pasteDeadline {
        // A paste whose end never comes is ended; keys after it then act.
        consider(max(1, Self.milliseconds(deadline - realClock.elapsed())))
      }
      if isReal {
        let now = realNow()
        if let wake = core.nextWakeTime {
          consider(max(1, clock.realMilliseconds(for: wake - now)))
          if let tick = presenter.busyTickMilliseconds { consider(Int64(tick)) }
        }
        if !queue.isEmpty {
          consider(max(1, clock.realMilliseconds(for: core.now - now)))
          consider(Int64(Self.busyTickMilliseconds))
        }
        if let deadline = presenter.nextDeadline {
          consider(max(1, clock.realMilliseconds(for: deadline - now)))
        }
      }

      if inputEnded {
        if timeout < 0 { break }
        realClock.sleep(milliseconds: timeout)
        continue
      }
      let others = inputSources.map(\.fileDescriptor).filter { $0 >= 0 }
      let result = source.read(timeoutMilliseconds: timeout, alsoWaitingOn: others)
      var fromSources: [SessionInput] = []
      for other in inputSources { fromSources += other.takeInputs(at: core.now) }
      queue += fromSources
      switch result {
      case .bytes(let bytes):
        switch inputStyle {
        case .keys:
          queue += decoder.decode(bytes, at: realClock.elapsed()).map { SessionInput.key($0) }
        case .lines:
          for line in splitter.push(bytes) {
            lineNumber += 1
            queue.append(.line(line, number: lineNumber))
          }
        }
      case .timeout:
        let unended = decoder.endPaste(at: realClock.elapsed())
        if !unended.isEmpty {
          queue += unended.map { SessionInput.key($0) }
        } else if decoder.hasPending {
          queue += decoder.flush().map { SessionInput.key($0) }
        } else if !isReal && fromSources.isEmpty {
          // A wake: present the screen as it stands (the real clock
          // advances at the top of the loop anyway; input from another
          // source gets steps of its own).
          try presenter.present(core.advance(to: core.now))
        }
      case .endOfFile:
        queue += decoder.flush().map { SessionInput.key($0) }
        if let last = splitter.finish() {
          lineNumber += 1
          queue.append(.line(last, number: lineNumber))
        }
        queue.append(.endOfInput)
        inputEnded = true
      }
    }
    return core.exitCode
  }

  /// A duration in whole milliseconds, rounded up, so a wait for a
  /// deadline never wakes just before it.
  static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let below = attoseconds / 1_000_000_000_000_000
    let rest = attoseconds % 1_000_000_000_000_000
    return seconds * 1000 + below + (rest > 0 ? 1 : 0)
  }

  /// Carries out a stop asked for, if any: each input source lets go,
  /// the process stops, and after it continues each source takes back.
  private mutating func stopIfAsked() {
    guard suspension?.takeRequest() == true else { return }
    for other in inputSources { other.willStop() }
    suspension?.stop()
    for other in inputSources { other.didContinue() }
  }
}
