import TellerScreenReaderModel

#if canImport(Glibc)
  import Glibc
#endif

/// The wall clock as speech-dispatcher's log reads it: the local time of
/// day to the microsecond, so the instants the harness types keys at
/// compare with the log's. (A run that passes midnight between starting
/// speech-dispatcher and its first key would count its keys a day early.)
enum WallClock {
  /// Now, as a ``LogInstant``, unwrapped over midnight after `start` when given.
  static func now(after start: LogInstant? = nil) -> LogInstant {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    var seconds = time.tv_sec
    var local = tm()
    localtime_r(&seconds, &local)
    let instant = LogInstant(
      hours: Int(local.tm_hour), minutes: Int(local.tm_min), seconds: Int(local.tm_sec),
      microseconds: time.tv_nsec / 1000)
    return start.map { instant.unwrapped(after: $0) } ?? instant
  }
}
