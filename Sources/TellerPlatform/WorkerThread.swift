#if canImport(Glibc)
  import Glibc
#endif

/// A thread that runs one body of work, and a way to wait for it with a
/// time limit: speech's sinks each run on one, and braille connects to
/// BRLTTY and guards its waits on them.
public final class WorkerThread: Sendable {
  private struct State {
    /// Whether the body has ended.
    var done = false
    /// The thread, until it is joined or detached.
    var thread: pthread_t?
  }

  private let state = Locked(State())

  private init() {}

  /// A thread no one joined is detached when its handle goes, so its
  /// resources are given back when it ends rather than kept for a join
  /// that never comes. The body holds the handle until it ends, so this
  /// runs then at the latest, on the thread itself.
  deinit {
    if let thread = state.withLock({ $0.thread }) { pthread_detach(thread) }
  }

  private final class Work {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// Starts a thread that runs `body`; nil when the system refuses one.
  public static func start(_ body: sending @escaping () -> Void) -> WorkerThread? {
    let handle = WorkerThread()
    let work = Work { [handle] in
      body()
      handle.state.withLock { $0.done = true }
    }
    let context = Unmanaged.passRetained(work).toOpaque()
    var thread = pthread_t()
    let created = pthread_create(
      &thread, nil,
      { context in
        // The handlers still run if the body overflows this thread's stack.
        let signalStack = SignalStack.provideForCurrentThread()
        Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
        SignalStack.release(signalStack)
        return nil
      }, context)
    guard created == 0 else {
      Unmanaged<Work>.fromOpaque(context).release()
      return nil
    }
    handle.state.withLock { $0.thread = thread }
    return handle
  }

  /// Waits for the body to end, at most `milliseconds` when given.
  ///
  /// - Returns: true when it ended; false when the time ran out, and then
  ///   the thread is left to end on its own.
  @discardableResult
  public func join(timeoutMilliseconds milliseconds: Int? = nil) -> Bool {
    let deadline = milliseconds.map(Deadline.init(millisecondsFromNow:))
    let (ended, thread) = state.withLock(when: { $0.done }, before: deadline) { state, done in
      defer { state.thread = nil }
      return (done, state.thread)
    }
    if let thread {
      if ended { pthread_join(thread, nil) } else { pthread_detach(thread) }
    }
    return ended
  }
}
