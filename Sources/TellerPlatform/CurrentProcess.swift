#if canImport(Glibc)
  import Glibc
#endif

/// A process's id, as `getpid` and ``Subprocess/start(_:_:input:output:error:environment:ownProcessGroup:)``
/// give it.
public typealias ProcessID = Int32

/// This process: its ids, its end, the hooks that run at its end, and the
/// resources it has used.
public enum CurrentProcess {
  /// This process's id.
  public static var id: ProcessID { getpid() }

  /// This process's group.
  public static var group: ProcessID { getpgrp() }

  /// The real user id.
  public static var userID: UInt32 { getuid() }

  /// The real user's login name, from the password database; nil when
  /// the user has no entry.
  public static var userName: String? {
    getpwuid(getuid()).map { String(cString: $0.pointee.pw_name) }
  }

  /// Ends the process with a status, running the exit hooks
  /// (``addExitHook(_:)``, ``EmergencyActions``) but no `defer` or
  /// deinitialiser of the frames it leaves.
  public static func exit(_ status: Int32) -> Never { Glibc.exit(status) }

  /// Adds a function that runs when the process calls ``exit(_:)``, in the
  /// reverse order of adding (`atexit`).
  public static func addExitHook(_ hook: @escaping @convention(c) () -> Void) {
    _ = atexit(hook)
  }

  /// The path of this process's executable, from `/proc/self/exe`; nil
  /// where `/proc` is missing.
  public static var executablePath: String? { FileSystem.linkTarget("/proc/self/exe") }

  /// Processor time used, user and system, in seconds, by this process
  /// (`children` false) or by its children it has reaped.
  public static func processorSeconds(children: Bool = false) -> Double {
    var usage = rusage()
    _ = getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
    return ResourceUsage(usage).processorSeconds
  }

  /// The peak resident set size in kibibytes, from `getrusage`.
  public static var peakResidentKiB: Int {
    var usage = rusage()
    _ = getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss)
  }

  /// The processor time the calling thread has used, in seconds.
  public static var threadProcessorSeconds: Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// Pauses the calling thread, through interruptions, for a while.
  public static func pause(milliseconds: Int) {
    let deadline = Deadline(millisecondsFromNow: milliseconds)
    while !deadline.hasPassed {
      _ = poll(nil, 0, Int32(clamping: deadline.millisecondsLeft))
    }
  }

  /// Pauses the calling thread for a while, or until a signal is handled,
  /// whichever comes first, as an input loop's idle wait does.
  public static func pauseUntilSignal(milliseconds: Int32) {
    guard milliseconds > 0 else { return }
    _ = poll(nil, 0, milliseconds)
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
}

/// What a process used, as `wait4` and `getrusage` report it.
public struct ResourceUsage: Sendable {
  /// User processor time, in seconds.
  public var userSeconds: Double
  /// System processor time, in seconds.
  public var systemSeconds: Double
  /// The peak resident set size, in kibibytes.
  public var peakResidentKiB: Int

  /// Nothing used.
  public init() {
    userSeconds = 0
    systemSeconds = 0
    peakResidentKiB = 0
  }

  init(_ usage: rusage) {
    userSeconds = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
    systemSeconds = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
    peakResidentKiB = Int(usage.ru_maxrss)
  }

  /// User and system time together.
  public var processorSeconds: Double { userSeconds + systemSeconds }
}
