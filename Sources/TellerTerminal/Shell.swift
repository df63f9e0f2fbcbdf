import TellerApp
import TellerArguments

#if canImport(Glibc)
  import Glibc
#endif

/// The process's edge: standard streams, environment and exit.
///
/// All platform calls for plain I/O live here, so the rest of Teller stays
/// pure.
public enum Shell {
  /// Writes text to standard output, all of it, or as much as it can.
  public static func writeOut(_ text: String) { try? write(text, to: 1, named: "standard output") }

  /// Writes text to standard error, all of it, or as much as it can.
  public static func writeError(_ text: String) { try? write(text, to: 2, named: "standard error") }

  /// Writes text to a file descriptor, all of it.
  ///
  /// - Throws: ``PresentationError`` naming the stream and the system's
  ///   reason when a write fails.
  public static func write(
    _ text: String, to fd: Int32, named name: String
  ) throws(PresentationError) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if n < 0 {
        let code = errno
        if code == EINTR { continue }
        throw PresentationError("cannot write to \(name): \(String(cString: strerror(code)))")
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
