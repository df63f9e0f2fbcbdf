import TellerBank

/// The steps of one iteration of ``InputLoop/run(source:realClock:presenter:)``:
/// hand the queued inputs to the core, work out how long to wait, then read
/// and queue what comes.
extension InputLoop {
  /// The model time the real clock has reached, counting from `origin`.
  func realNow<Clock: LoopClock>(_ realClock: inout Clock, origin: ModelTime) -> ModelTime {
    clock.modelTime(after: realClock.elapsed(), from: origin)
  }

  /// Hands the queued inputs to the core in order and presents each step;
  /// keeps the rest queued once the core finishes or, on a real clock,
  /// runs ahead of real time.
  ///
  /// Ctrl-Z read as a key stops the process here, after its step is
  /// presented and before the input after it is handled.
  ///
  /// - Complexity: O(*n*) in the queued inputs, besides the core's work.
  mutating func handleQueued<Clock: LoopClock, Output: Presenter>(
    _ input: inout LoopInput, origin: ModelTime, realClock: inout Clock, presenter: inout Output
  ) throws(PresentationError) {
    let isReal = clock != .virtual
    var handled = 0
    while handled < input.queue.count && !core.isFinished {
      if isReal && core.now > realNow(&realClock, origin: origin) { break }
      let step = core.handle(input.queue[handled])
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
    input.queue.removeFirst(handled)
  }

  /// How long the next wait may last, in milliseconds: the soonest of an
  /// Escape's timeout, a paste's or terminal string's deadline and, on a
  /// real clock, the core's next wake, the presenter's busy tick and
  /// deadline, and the time the queue waits for real time to catch up; -1
  /// waits for input.
  func waitTimeout<Clock: LoopClock, Output: Presenter>(
    for input: LoopInput, origin: ModelTime, realClock: inout Clock, presenter: inout Output
  ) -> Int32 {
    var timeout: Int32 = -1
    func consider(_ milliseconds: Int64) {
      let bounded = Int32(clamping: max(0, milliseconds))
      timeout = timeout < 0 ? bounded : min(timeout, bounded)
    }
    if input.decoder.hasPending { consider(Int64(escapeTimeoutMilliseconds)) }
    if let deadline = input.decoder.deadline {
      // A paste or terminal string whose end never comes is ended; keys
      // after it then act.
      consider(max(1, Self.milliseconds(deadline - realClock.elapsed())))
    }
    guard clock != .virtual else { return timeout }
    let now = realNow(&realClock, origin: origin)
    if let wake = core.nextWakeTime {
      consider(max(1, clock.realMilliseconds(for: wake - now)))
      if let tick = presenter.busyTickMilliseconds { consider(Int64(tick)) }
    }
    if !input.queue.isEmpty {
      consider(max(1, clock.realMilliseconds(for: core.now - now)))
      consider(Int64(Self.busyTickMilliseconds))
    }
    if let deadline = presenter.nextDeadline {
      consider(max(1, clock.realMilliseconds(for: deadline - now)))
    }
    return timeout
  }

  /// Waits up to `timeout` on the byte source and the other input sources,
  /// then queues what the other sources hold and what the read completes.
  ///
  /// A wait that ends with no input on a virtual clock presents the screen
  /// as it stands, so the full screen can lay itself out again.
  mutating func readInput<Source: ByteSource, Clock: LoopClock, Output: Presenter>(
    into input: inout LoopInput, timeout: Int32,
    source: inout Source, realClock: inout Clock, presenter: inout Output
  ) throws(PresentationError) {
    let others = inputSources.map(\.fileDescriptor).filter { $0 >= 0 }
    let result = source.read(timeoutMilliseconds: timeout, alsoWaitingOn: others)
    var fromSources: [SessionInput] = []
    for other in inputSources { fromSources += other.takeInputs(at: core.now) }
    input.queue += fromSources
    switch result {
    case .bytes(let bytes):
      input.take(bytes, as: inputStyle, at: realClock.elapsed())
    case .timeout:
      if !input.takeTimeout(at: realClock.elapsed()) && clock == .virtual && fromSources.isEmpty {
        // A wake: present the screen as it stands (the real clock
        // advances at the top of the loop anyway; input from another
        // source gets steps of its own).
        try presenter.present(core.advance(to: core.now))
      }
    case .endOfFile:
      input.takeEnd()
    }
  }

  /// Carries out a stop asked for, if any: each input source lets go,
  /// the process stops, and after it continues each source takes back.
  mutating func stopIfAsked() {
    guard suspension?.takeRequest() == true else { return }
    for other in inputSources { other.willStop() }
    suspension?.stop()
    for other in inputSources { other.didContinue() }
  }
}
