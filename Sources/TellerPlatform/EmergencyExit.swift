import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Which thread ends the process when signals come to several at once.
///
/// A signal sent to the process goes to any one of its threads that does
/// not block it, and a crash happens on whichever thread crashed, so two
/// of ``EmergencyActions``' handlers can run at the same moment on two
/// threads (SIGTERM on the main thread while a speech thread faults).
/// The first to arrive carries out the actions and ends the process; any
/// other waits for it to do so, rather than restoring the terminal a
/// second time over the first or ending the process half-way through.
/// Everything here is async-signal-safe: one atomic word, `pthread_self`
/// (a read of the thread's own register in the C library) and
/// `nanosleep`.
enum EmergencyExit {
  /// The thread that ends the process, as `pthread_self` gives it; 0 for
  /// none yet.
  private static let owner = Atomic<UInt>(0)

  /// How long another thread waits for the owner before it ends the
  /// process itself: long enough for the actions and a backtrace the user
  /// asked for, short enough that a stuck owner never keeps Teller alive.
  static let waitMilliseconds = 10_000

  /// Makes the calling thread the one that ends the process, and returns,
  /// when none is yet. When this thread already is (a second signal while
  /// its handler runs), the process ends at once by `signal`; when
  /// another thread is, this one waits for it, and ends the process by
  /// `signal` itself only if the other has not after
  /// ``waitMilliseconds``. Touch ``prepare()`` before any handler runs.
  static func claim(ending signal: Int32) {
    let me = UInt(pthread_self())
    let (claimed, current) = owner.compareExchange(
      expected: 0, desired: me, ordering: .acquiringAndReleasing)
    if claimed { return }
    if current != me {
      var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      for _ in 0..<(waitMilliseconds / 10) { _ = nanosleep(&pause, nil) }
    }
    EmergencyActions.raiseWithDefaultAction(signal)
    _exit(128 + signal)
  }

  /// Makes the atomic word in the main flow, never first in a handler.
  static func prepare() { _ = owner.load(ordering: .relaxed) }
}
