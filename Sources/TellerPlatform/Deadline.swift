#if canImport(Glibc)
  import Glibc
#endif

/// An instant on the monotonic clock (`CLOCK_MONOTONIC`), the end of a wait
/// with a time limit: setting the time of day neither shortens nor
/// lengthens the wait.
public struct Deadline: Sendable, Comparable {
  /// Nanoseconds on `CLOCK_MONOTONIC`.
  let nanoseconds: Int64

  private init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  /// The instant `milliseconds` from now.
  public init(millisecondsFromNow milliseconds: Int) {
    self.init(nanoseconds: Deadline.now.nanoseconds + Int64(milliseconds) * 1_000_000)
  }

  /// Now.
  public static var now: Deadline {
    var time = Glibc.timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Deadline(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
  }

  /// Whether the instant has come.
  public var hasPassed: Bool { Deadline.now >= self }

  /// Whole milliseconds until the instant, rounded up so a wait of them
  /// does not end before it; 0 once it has passed.
  public var millisecondsLeft: Int {
    let left = nanoseconds - Deadline.now.nanoseconds
    return left <= 0 ? 0 : Int((left + 999_999) / 1_000_000)
  }

  /// The instant as `pthread_cond_timedwait` takes it, on a condition that
  /// waits on `CLOCK_MONOTONIC`.
  var timespec: Glibc.timespec {
    Glibc.timespec(
      tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
  }

  /// Whether `left` comes before `right`.
  public static func < (left: Deadline, right: Deadline) -> Bool {
    left.nanoseconds < right.nanoseconds
  }
}
