#if canImport(Glibc)
  import Glibc
#endif

/// A pthread mutex with a condition to wait on, whose timed waits run on
/// the monotonic clock: the lock under ``Locked``, which alone uses it.
///
/// Used instead of `Synchronization.Mutex`, which the thread sanitizer
/// misreports on Linux.
final class Lock {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// Creates an unlocked lock.
  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, &attributes)
    pthread_condattr_destroy(&attributes)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Takes the lock, waiting while another thread holds it.
  func lock() { pthread_mutex_lock(mutex) }

  /// Lets the lock go.
  func unlock() { pthread_mutex_unlock(mutex) }

  /// Waits for a ``broadcast()``; call only with the lock held.
  func wait() { pthread_cond_wait(condition, mutex) }

  /// Waits for a ``broadcast()`` or until `deadline` passes; call only
  /// with the lock held.
  ///
  /// - Returns: false when the deadline passed.
  func wait(until deadline: Deadline) -> Bool {
    var time = deadline.timespec
    return pthread_cond_timedwait(condition, mutex, &time) != ETIMEDOUT
  }

  /// Wakes every waiter.
  func broadcast() { pthread_cond_broadcast(condition) }
}
