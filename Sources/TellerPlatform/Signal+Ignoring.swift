#if canImport(Glibc)
  import Glibc
#endif

extension Signal {
  /// Runs work with some signals ignored, then gives each back the action
  /// it had, as `system(3)` does with SIGINT and SIGQUIT while its child
  /// runs: Ctrl-C at the terminal then reaches the child, which starts
  /// with every signal at its default (``Subprocess``), and leaves this
  /// process waiting for it.
  ///
  /// - Parameters:
  ///   - signals: the signals to ignore meanwhile.
  ///   - work: what to run.
  /// - Returns: what the work returns.
  public static func ignoring<Result, Failure: Error>(
    _ signals: [Signal], during work: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var earlier: [sigaction] = []
    for signal in signals {
      var ignore = sigaction()
      ignore.__sigaction_handler.sa_handler = SIG_IGN
      sigemptyset(&ignore.sa_mask)
      var previous = sigaction()
      _ = sigaction(signal.rawValue, &ignore, &previous)
      earlier.append(previous)
    }
    defer {
      for (signal, previous) in zip(signals, earlier) {
        var action = previous
        _ = sigaction(signal.rawValue, &action, nil)
      }
    }
    return try work()
  }
}
