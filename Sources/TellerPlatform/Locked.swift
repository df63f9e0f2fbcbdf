/// State that threads share, with the lock that guards it: the state is
/// reached only through the box, with the lock held, so no comment has to
/// say what guards what.
///
/// ``withLock(_:)`` runs a body on the state; ``withLock(when:_:)`` and
/// ``withLock(when:before:_:)`` first wait, the lock let go meanwhile,
/// until the state is ready, as a condition variable does. Every body's
/// end wakes the waiters, which look at the state again, so no change can
/// forget to wake them.
///
/// The state goes in and comes out only as `sending` values, as with
/// `Synchronization.Mutex`: what the box holds is reachable from no other
/// place. The box is built on a pthread mutex, which the thread sanitizer
/// understands (it misreports `Mutex` on Linux), and its timed waits run
/// on the monotonic clock (``Deadline``).
///
/// Keep bodies short: never write, send, wait for a child or report from
/// one, so that no thread (the key loop least of all) waits for the lock
/// while another does I/O. Take what the work needs out of the box, let
/// the lock go, then do the work.
public final class Locked<State>: @unchecked Sendable {
  // Unchecked, and the one type in Teller that is: `state` is touched only
  // with `lock` held, inside the methods below, and moves in and out only
  // as `sending` values.
  private let lock = Lock()
  private var state: State

  /// A box holding a state.
  public init(_ initial: sending State) {
    state = initial
  }

  /// Runs `body` on the state with the lock held, then wakes the waiters.
  ///
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws, with the lock let go.
  public func withLock<Result, Failure: Error>(
    _ body: (inout sending State) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    lock.lock()
    defer {
      lock.broadcast()
      lock.unlock()
    }
    return try body(&state)
  }

  /// Waits until `ready` holds of the state, then runs `body` on it, with
  /// the lock held; the lock is let go while waiting.
  ///
  /// - Returns: what `body` returns.
  public func withLock<Result>(
    when ready: (borrowing State) -> Bool, _ body: (inout sending State) -> sending Result
  ) -> sending Result {
    lock.lock()
    defer {
      lock.broadcast()
      lock.unlock()
    }
    while !ready(state) { lock.wait() }
    return body(&state)
  }

  /// Waits until `ready` holds of the state or `deadline` passes, then
  /// runs `body` on it, with the lock held; the lock is let go while
  /// waiting.
  ///
  /// - Parameters:
  ///   - deadline: when to stop waiting; nil waits as long as it takes.
  ///   - body: takes the state and whether it is ready (false once the
  ///     deadline passed first).
  /// - Returns: what `body` returns.
  public func withLock<Result>(
    when ready: (borrowing State) -> Bool, before deadline: Deadline?,
    _ body: (inout sending State, _ isReady: Bool) -> sending Result
  ) -> sending Result {
    lock.lock()
    defer {
      lock.broadcast()
      lock.unlock()
    }
    var isReady = ready(state)
    while !isReady {
      if let deadline {
        let woken = lock.wait(until: deadline)
        isReady = ready(state)
        if !woken { break }
      } else {
        lock.wait()
        isReady = ready(state)
      }
    }
    return body(&state, isReady)
  }
}
