#if canImport(Glibc)
  import Glibc
#endif

/// A mutual-exclusion lock on a pthread mutex, with a condition to wait on.
///
/// Speech and braille guard their state with it. Used instead of
/// `Synchronization.Mutex`, which the thread sanitizer misreports on Linux.
public final class Lock: @unchecked Sendable {
  // Unchecked: the mutex and condition are pthread objects, safe to share.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// Creates an unlocked lock.
  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` with the lock held.
  ///
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws, with the lock released.
  public func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Waits for a signal; call only with the lock held (inside ``withLock(_:)``).
  public func wait() { pthread_cond_wait(condition, mutex) }

  /// Waits for a signal or until `deadline` (CLOCK_REALTIME) passes; call
  /// only with the lock held.
  ///
  /// - Returns: false when the deadline passed.
  public func wait(until deadline: timespec) -> Bool {
    var deadline = deadline
    return pthread_cond_timedwait(condition, mutex, &deadline) != ETIMEDOUT
  }

  /// Wakes every waiter.
  public func broadcast() { pthread_cond_broadcast(condition) }

  /// The CLOCK_REALTIME time `milliseconds` from now, for ``wait(until:)``.
  public static func deadline(millisecondsFromNow milliseconds: Int) -> timespec {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let nanoseconds = Int(now.tv_nsec) + (milliseconds % 1000) * 1_000_000
    now.tv_sec += milliseconds / 1000 + nanoseconds / 1_000_000_000
    now.tv_nsec = nanoseconds % 1_000_000_000
    return now
  }
}
