import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Children being started whose kill is not yet armed, which the
/// emergency actions wait for, so no child outlives Teller whatever
/// instant it ends.
///
/// A child that ``EmergencyActions`` must kill (an audio player) exists
/// from inside `posix_spawn` on, but its process id is known only once
/// `posix_spawn` returns, and only then can its kill be armed. Without
/// this gate a signal that ends Teller in between (handled on any other
/// thread, since a signal sent to the process goes to whichever thread
/// does not block it), or an `exit` on another thread, would kill the
/// groups it knows and end Teller, leaving the new child running in a
/// process group of its own. So:
/// - the starting thread blocks the signals whose handlers run the
///   actions (``blockingEmergencySignals(_:)``), so none of those
///   handlers can run on it while it is inside, enters the process's gate
///   (``process``, ``enter()``), starts the child, arms its kill, and
///   leaves (``leave()``);
/// - the actions close the gate first (``close(waitingAtMost:)``): no
///   child starts after that, and they wait for every one being started
///   to have its kill armed, at most ``waitMilliseconds``.
///
/// Everything a handler calls here is async-signal-safe: one atomic word
/// and `nanosleep`.
final class EmergencyStartGate: Sendable {
  /// The process's gate, the one ``EmergencyActions`` closes.
  static let process = EmergencyStartGate()

  /// The number of children being started, with ``closedBit`` set once
  /// the gate is closed.
  private let word = Atomic<Int>(0)
  /// Set in ``word`` once the gate is closed.
  private static let closedBit = 1 << 40

  /// The longest the actions wait for children being started: long enough
  /// for `posix_spawn` on a loaded machine, short enough that a stuck
  /// start never keeps Teller alive.
  static let waitMilliseconds = 2_000

  /// Lets one child start, unless the gate is closed.
  ///
  /// - Returns: false when the gate is closed: Teller is ending, and the
  ///   child must not be started.
  func enter() -> Bool {
    var current = word.load(ordering: .relaxed)
    while current & Self.closedBit == 0 {
      let (exchanged, found) = word.compareExchange(
        expected: current, desired: current + 1, ordering: .acquiringAndReleasing)
      if exchanged { return true }
      current = found
    }
    return false
  }

  /// A child let in by ``enter()`` has started and its kill is armed, or
  /// it could not start.
  func leave() { word.subtract(1, ordering: .releasing) }

  /// Closes the gate for good, then waits for the children being started
  /// to have their kills armed, at most `limit` milliseconds.
  /// Async-signal-safe.
  ///
  /// - Returns: whether none is being started any more.
  @discardableResult
  func close(waitingAtMost limit: Int = EmergencyStartGate.waitMilliseconds) -> Bool {
    var current = word.bitwiseOr(Self.closedBit, ordering: .acquiringAndReleasing).newValue
    var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    var waited = 0
    while current & ~Self.closedBit != 0 && waited < limit {
      _ = nanosleep(&pause, nil)
      waited += 1
      current = word.load(ordering: .acquiring)
    }
    return current & ~Self.closedBit == 0
  }

  /// Whether the gate is closed.
  var isClosed: Bool { word.load(ordering: .acquiring) & Self.closedBit != 0 }

  /// Runs `body` with the signals whose handlers run the emergency actions
  /// blocked in this thread (those that end the process and the crash
  /// signals), then puts the thread's signal mask back: a signal sent
  /// meanwhile goes to another thread, or waits for `body` to end.
  static func blockingEmergencySignals<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var blocked = emergencySignals
    var previous = sigset_t()
    _ = pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { _ = pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
  }

  /// The signals whose handlers run the emergency actions.
  private static let emergencySignals = {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in EmergencyActions.terminatingSignals + EmergencyActions.crashSignals {
      sigaddset(&signals, signal)
    }
    return signals
  }()

  /// Makes the process's gate in the main flow, never first in a handler.
  static func prepare() { _ = process.word.load(ordering: .relaxed) }
}
