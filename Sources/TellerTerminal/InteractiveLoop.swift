import TellerApp
import TellerArguments
import TellerBank

/// Steps an interactive core with input and time, and writes what it says.
///
/// The loop reads bytes from a ``ByteSource``: as keys (decoded with
/// ``KeyDecoder``, a lone Escape flushed after a short timeout) or as
/// numbered lines, then `endOfInput` when input ends. Each batch of records
/// the core returns is rendered and written at once, as whole lines.
///
/// With a virtual clock the loop never moves model time; the core does, on
/// `wait`. With a real clock, model time follows the ``LoopClock`` times the
/// speed: the loop advances the core whenever its next wake time passes, at
/// least every ``busyTickMilliseconds`` while it is busy, and before each
/// input. When the core's time runs ahead of the real clock (after a
/// `wait`), further input waits until real time catches up.
///
/// The loop stops when the core finishes, or when input has ended and
/// nothing more can happen, and returns the core's exit code. Input, clock
/// and output are parameters, so tests drive it with fakes.
public struct InteractiveLoop<Core: InteractiveCore> {
  /// The core, as it is now.
  public private(set) var core: Core
  /// How records become text.
  public var renderer: any OutputRenderer
  /// How model time relates to real time.
  public var clock: ClockMode
  /// Whether input is keys or lines.
  public var inputStyle: InputStyle
  /// How long to wait after an Escape before deciding it stands alone.
  public var escapeTimeoutMilliseconds: Int32 = 50

  /// The longest wait while the core is busy on a real clock.
  public static var busyTickMilliseconds: Int32 { 100 }

  /// Creates a loop around a core.
  public init(core: Core, renderer: any OutputRenderer, clock: ClockMode, inputStyle: InputStyle) {
    self.core = core
    self.renderer = renderer
    self.clock = clock
    self.inputStyle = inputStyle
  }

  /// Runs the session to its end and returns the core's exit code.
  ///
  /// - Parameters:
  ///   - source: where input bytes come from.
  ///   - realClock: the real time to follow when the clock is real; also
  ///     used to wait once input has ended.
  ///   - writeError: when given, receives the rendered error records, in
  ///     order with the rest, as linear output sends them to standard error.
  ///   - observe: when given, receives every record, in order, after its
  ///     batch is written; speech listens here.
  ///   - beginStep: when given, is told as each step begins, before its
  ///     records are observed: the start and time passing (nil), or the
  ///     input about to be handled; with the model time then.
  ///   - write: receives each batch of rendered lines.
  public mutating func run<Source: ByteSource, Clock: LoopClock>(
    source: inout Source, realClock: inout Clock, writeError: ((String) -> Void)? = nil,
    observe: ((OutputRecord) -> Void)? = nil,
    beginStep: ((SessionInput?, ModelTime) -> Void)? = nil, write: (String) -> Void
  ) -> ExitCode {
    var decoder = KeyDecoder()
    var splitter = LineSplitter()
    var lineNumber = 0
    var queue: [SessionInput] = []
    var inputEnded = false
    let isReal = clock != .virtual
    let renderer = self.renderer

    func emit(_ records: [OutputRecord]) {
      guard !records.isEmpty else { return }
      defer { if let observe { records.forEach(observe) } }
      guard let writeError, records.contains(where: { $0.kind == .error }) else {
        write(renderer.lines(records))
        return
      }
      var start = 0
      while start < records.count {
        let isError = records[start].kind == .error
        var end = start
        while end < records.count && (records[end].kind == .error) == isError { end += 1 }
        let text = renderer.lines(Array(records[start..<end]))
        if isError { writeError(text) } else { write(text) }
        start = end
      }
    }

    beginStep?(nil, core.now)
    emit(core.start())
    let origin = core.now
    let clockMode = clock
    func realNow() -> ModelTime {
      clockMode.modelTime(after: realClock.elapsed(), from: origin)
    }

    while !core.isFinished {
      if isReal {
        let now = realNow()
        if now > core.now {
          beginStep?(nil, core.now)
          emit(core.advance(to: now))
        }
      }
      var handled = 0
      while handled < queue.count && !core.isFinished {
        if isReal && core.now > realNow() { break }
        // The answer goes out first; the screen is rebuilt after it.
        beginStep?(queue[handled], core.now)
        emit(core.respond(to: queue[handled]))
        emit(core.present())
        handled += 1
      }
      queue.removeFirst(handled)
      if core.isFinished { break }

      var timeout: Int32 = -1
      func consider(_ milliseconds: Int64) {
        let bounded = Int32(clamping: max(0, milliseconds))
        timeout = timeout < 0 ? bounded : min(timeout, bounded)
      }
      if decoder.hasPending { consider(Int64(escapeTimeoutMilliseconds)) }
      if isReal {
        let now = realNow()
        if let wake = core.nextWakeTime {
          consider(max(1, clock.realMilliseconds(for: wake - now)))
          consider(Int64(Self.busyTickMilliseconds))
        }
        if !queue.isEmpty {
          consider(max(1, clock.realMilliseconds(for: core.now - now)))
          consider(Int64(Self.busyTickMilliseconds))
        }
      }

      if inputEnded {
        if timeout < 0 { break }
        realClock.sleep(milliseconds: timeout)
        continue
      }
      switch source.read(timeoutMilliseconds: timeout) {
      case .bytes(let bytes):
        switch inputStyle {
        case .keys:
          queue += decoder.decode(bytes).map { SessionInput.key($0) }
        case .lines:
          for line in splitter.push(bytes) {
            lineNumber += 1
            queue.append(.line(line, number: lineNumber))
          }
        }
      case .timeout:
        if decoder.hasPending { queue += decoder.flush().map { SessionInput.key($0) } }
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
}
