import TellerPlatform
import TellerSession

/// Connects to BRLTTY off the main thread, so Teller's first line never
/// waits for braille, and a server that accepts but never answers cannot
/// hold Teller at start: `q` and `quit` still end it at once.
///
/// The work (connecting, claiming the display, loading a braille table)
/// runs on a thread of its own; a second thread waits for it at most the
/// time limit. Whichever ends first gives the outcome: what the work made,
/// or that BRLTTY did not answer in time. The outcome is kept until taken
/// (``take()``), and a byte written to a pipe (``fileDescriptor``) wakes
/// the interactive loop to take it. A connection the work makes after the
/// time ran out, or after the output gave up waiting (``abandon()``), is
/// released at once. Work still blocked when the process exits ends with
/// it.
final class BrailleConnector<Made: Sendable>: Sendable {

  /// How connecting ended.
  enum Outcome {
    /// The work finished with a value.
    case made(Made)
    /// The work failed, or the time ran out, with the reason.
    case failed(BrailleUnavailable)
  }

  private struct State {
    var outcome: Outcome?
    var taken = false
    var abandoned = false
  }

  private let state = Locked(State())
  /// The wake-up pipe; nil when none could be made.
  private let wake: Pipe?
  private let discard: @Sendable (Made) -> Void

  /// Starts the work.
  ///
  /// - Parameters:
  ///   - timeoutMilliseconds: how long to wait for the work.
  ///   - timeout: the reason given when the time runs out.
  ///   - discard: lets go of a value no one will take (releases a
  ///     connection).
  ///   - work: connects, on its own thread.
  init(
    timeoutMilliseconds: Int, timeout: BrailleUnavailable,
    discard: @escaping @Sendable (Made) -> Void,
    work: @escaping @Sendable () -> Outcome
  ) {
    wake = try? Pipe.open(nonBlocking: true)
    self.discard = discard
    let started = WorkerThread.start { [self] in
      let worker = WorkerThread.start { [self] in deliver(work()) }
      guard let worker else {
        deliver(.failed(BrailleUnavailable(.noThread)))
        return
      }
      if !worker.join(timeoutMilliseconds: timeoutMilliseconds) { deliver(.failed(timeout)) }
    }
    if started == nil {
      deliver(.failed(BrailleUnavailable(.noThread)))
    }
  }

  deinit { wake?.close() }

  /// The pipe's read end, readable once the outcome waits to be taken; -1
  /// once it is taken.
  var fileDescriptor: Int32 {
    state.withLock { $0.taken ? -1 : wake?.readEnd.rawValue ?? -1 }
  }

  /// The outcome, once, without waiting; nil while connecting.
  func take() -> Outcome? {
    emptyingPipe(state.withLock { Self.take(from: &$0) })
  }

  /// The outcome, once, waiting at most a while for it.
  func wait(milliseconds: Int) -> Outcome? {
    let deadline = Deadline(millisecondsFromNow: milliseconds)
    let outcome = state.withLock(when: { $0.outcome != nil || $0.taken }, before: deadline) {
      state, _ in Self.take(from: &state)
    }
    return emptyingPipe(outcome)
  }

  /// Gives up on the outcome: one still to come is let go of when it
  /// comes, one kept is let go of now.
  func abandon() {
    let left = state.withLock { state in
      state.abandoned = true
      return Self.take(from: &state)
    }
    if case .made(let made)? = emptyingPipe(left) { discard(made) }
  }

  /// Takes the outcome from the state, once.
  private static func take(from state: inout State) -> Outcome? {
    guard !state.taken, let outcome = state.outcome else { return nil }
    state.taken = true
    state.outcome = nil
    return outcome
  }

  /// Reads the wake-up byte once an outcome is taken, with the lock let go.
  private func emptyingPipe(_ taken: Outcome?) -> Outcome? {
    guard taken != nil else { return nil }
    wake?.drain()
    return taken
  }

  /// Keeps the first outcome and wakes the loop; lets go of a later one.
  private func deliver(_ delivered: Outcome) {
    let kept = state.withLock { state in
      guard state.outcome == nil, !state.taken, !state.abandoned else { return false }
      state.outcome = delivered
      return true
    }
    guard kept else {
      if case .made(let made) = delivered { discard(made) }
      return
    }
    // The byte is written with the lock let go; one that comes after the
    // outcome was taken stays in a pipe nobody waits on any more.
    wake?.wake()
  }
}
