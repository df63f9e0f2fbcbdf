#if canImport(Glibc)
  import Glibc
#endif

extension Subprocess {
  /// Reaps a child if it has ended, without waiting.
  ///
  /// - Parameters:
  ///   - process: the child.
  ///   - usage: where to store the resources it used, such as its processor
  ///     time and peak memory (`wait4`'s `rusage`), when given.
  /// - Returns: how it ended, or nil while it runs. A child that is no
  ///   longer this process's to reap (`ECHILD`) counts as exited with 0.
  public static func reapIfEnded(
    _ process: pid_t, usage: UnsafeMutablePointer<ResourceUsage>? = nil
  ) -> Ending? {
    var status: Int32 = 0
    var used = rusage()
    let result = wait4(process, &status, WNOHANG, &used)
    if result == process {
      usage?.pointee = ResourceUsage(used)
      return Ending(waitStatus: status)
    }
    if result < 0 && errno == ECHILD { return .exited(0) }
    return nil
  }

  /// Whether a child has ended, without reaping it: its process id stays
  /// its own (a zombie) until ``reapIfEnded(_:usage:)``, so it can be
  /// forgotten first by whatever might still signal it.
  public static func hasEnded(_ process: pid_t) -> Bool {
    var info = siginfo_t()
    let result = waitid(P_PID, id_t(process), &info, WEXITED | WNOHANG | WNOWAIT)
    if result < 0 { return errno == ECHILD }
    // With WNOHANG and nothing ended, the pid field stays 0.
    return info._sifields._sigchld.si_pid == process
  }

  /// Waits for a child to end and reaps it; if it outlives the time
  /// given, kills it with SIGKILL and reaps it.
  ///
  /// - Parameters:
  ///   - process: the child.
  ///   - timeout: how long it may still run; `.zero` kills it at once
  ///     unless it has already ended.
  ///   - interval: the pause between looks at it; a short one ends the
  ///     wait sooner after the child, for timing it.
  ///   - usage: where to store the resources it used, when given.
  /// - Returns: how it ended, or nil when it had to be killed.
  @discardableResult
  public static func wait(
    _ process: pid_t, timeout: Duration, checkingEvery interval: Duration = .milliseconds(5),
    usage: UnsafeMutablePointer<ResourceUsage>? = nil
  ) -> Ending? {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    let parts = interval.components
    var pause = timespec(
      tv_sec: Int(parts.seconds), tv_nsec: Int(parts.attoseconds / 1_000_000_000))
    while true {
      if let ending = reapIfEnded(process, usage: usage) { return ending }
      if clock.now >= deadline {
        _ = kill(process, SIGKILL)
        var status: Int32 = 0
        var used = rusage()
        while wait4(process, &status, 0, &used) < 0 && errno == EINTR {}
        usage?.pointee = ResourceUsage(used)
        return nil
      }
      _ = nanosleep(&pause, nil)
    }
  }
}
