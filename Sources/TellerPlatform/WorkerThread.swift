#if canImport(Glibc)
  import Glibc
#endif

/// A thread that runs one body of work, and a way to wait for it with a
/// time limit: speech's sinks each run on one, and braille connects to
/// BRLTTY and guards its waits on them.
public final class WorkerThread: @unchecked Sendable {
  // Unchecked: `done` is only touched with `lock` held; `thread` only by the owner.

  private let lock = Lock()
  private var done = false
  private var thread: pthread_t?

  private init() {}

  private final class Work {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// Starts a thread that runs `body`; nil when the system refuses one.
  public static func start(_ body: @escaping @Sendable () -> Void) -> WorkerThread? {
    let handle = WorkerThread()
    let work = Work { [handle] in
      body()
      handle.lock.withLock {
        handle.done = true
        handle.lock.broadcast()
      }
    }
    let context = Unmanaged.passRetained(work).toOpaque()
    var thread = pthread_t()
    let created = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
        return nil
      }, context)
    guard created == 0 else {
      Unmanaged<Work>.fromOpaque(context).release()
      return nil
    }
    handle.thread = thread
    return handle
  }

  /// Waits for the body to end, at most `milliseconds` when given.
  ///
  /// - Returns: true when it ended; false when the time ran out, and then
  ///   the thread is left to end on its own.
  @discardableResult
  public func join(timeoutMilliseconds milliseconds: Int? = nil) -> Bool {
    let deadline = milliseconds.map(Lock.deadline(millisecondsFromNow:))
    let ended = lock.withLock {
      while !done {
        if let deadline {
          if !lock.wait(until: deadline) { return done }
        } else {
          lock.wait()
        }
      }
      return true
    }
    guard let thread else { return ended }
    self.thread = nil
    if ended { pthread_join(thread, nil) } else { pthread_detach(thread) }
    return ended
  }
}
