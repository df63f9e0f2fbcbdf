#if canImport(Glibc)
  import Glibc
#endif

extension Subprocess {
  /// Waits, with no time limit, for a child the user ends: an interactive
  /// program at the terminal, such as `man` and its pager, which waits for
  /// the user's keys as long as the user reads. Every other child is
  /// waited for with a limit (``wait(_:timeout:checkingEvery:usage:)``).
  ///
  /// - Returns: how it ended. A child that is no longer this process's to
  ///   reap (`ECHILD`) counts as exited with 0.
  public static func waitForUser(_ process: ProcessID) -> Ending {
    var status: Int32 = 0
    while true {
      if waitpid(process, &status, 0) == process { return Ending(waitStatus: status) }
      if errno != EINTR { return .exited(0) }
    }
  }
}
