#if canImport(Glibc)
  import Glibc
#endif

/// A mutual-exclusion lock on a pthread mutex, for the connection's state
/// and the list of connections to release at exit.
///
/// Used instead of `Synchronization.Mutex`, which the thread sanitizer
/// misreports on Linux.
final class ConnectionLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates an unlocked lock.
  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the lock held.
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
