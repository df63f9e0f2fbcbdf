import TellerArguments

#if canImport(Glibc)
  import Glibc
#endif

/// The process's edge: standard streams, environment and exit.
///
/// All platform calls for plain I/O live here, so the rest of Teller stays
/// pure.
public enum Shell {
  /// Writes text to standard output, all of it.
  public static func writeOut(_ text: String) { write(text, to: 1) }

  /// Writes text to standard error, all of it.
  public static func writeError(_ text: String) { write(text, to: 2) }

  private static func write(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += n
    }
  }

  /// The locale for messages: the first of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` that is set and not empty.
  public static var messagesLocale: String? {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment(name), !value.isEmpty { return value }
    }
    return nil
  }

  /// An environment variable, if set.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Sleeps until an instant of the continuous clock, resuming after
  /// signals until the instant has passed.
  public static func sleep(until deadline: ContinuousClock.Instant, on clock: ContinuousClock) {
    while true {
      let remaining = clock.now.duration(to: deadline)
      guard remaining > .zero else { return }
      let parts = remaining.components
      var request = timespec(
        tv_sec: Int(parts.seconds), tv_nsec: Int(parts.attoseconds / 1_000_000_000))
      _ = nanosleep(&request, nil)
    }
  }

  /// Ends the process with a status, restoring the terminal first if it is
  /// in raw mode.
  public static func exit(_ code: ExitCode) -> Never {
    RawMode.restore()
    Glibc.exit(code.rawValue)
  }
}
