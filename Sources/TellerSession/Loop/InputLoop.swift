import TellerArguments
import TellerBank

/// Steps an interactive core with input and time, and hands each step to a
/// presenter.
///
/// The loop reads bytes from a ``ByteSource``: as keys (decoded with
/// ``KeyDecoder``, a lone Escape flushed after a short timeout) or as
/// numbered lines, then `endOfInput` when input ends. A paste whose end
/// marker never comes is ended ``KeyDecoder/pasteTimeout`` after it began,
/// and a terminal string (OSC, DCS, APC, …) whose end never comes
/// ``KeyDecoder/terminalStringTimeout`` after it began, by the real clock
/// whatever the model clock, so no key is swallowed for good. Every step the core returns goes to the presenter at once,
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
  public internal(set) var core: Core
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
    var input = LoopInput()
    try presenter.present(core.start())
    let origin = core.now

    while !core.isFinished {
      stopIfAsked()
      if clock != .virtual {
        let now = realNow(&realClock, origin: origin)
        if now > core.now { try presenter.present(core.advance(to: now)) }
      }
      try handleQueued(&input, origin: origin, realClock: &realClock, presenter: &presenter)
      if core.isFinished { break }
      let timeout = waitTimeout(
        for: input, origin: origin, realClock: &realClock, presenter: &presenter)
      if input.ended {
        if timeout < 0 { break }
        realClock.sleep(milliseconds: timeout)
        continue
      }
      try readInput(
        into: &input, timeout: timeout,
        source: &source, realClock: &realClock, presenter: &presenter)
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
}
