#if canImport(Glibc)
  import Glibc
#endif

extension EmergencyActions {
  /// Installs, once, handlers that run the actions for the signals that
  /// end the process and for crashes, and an `atexit` hook that runs them.
  /// Only arming the first action calls it, from any thread, with
  /// ``EmergencyAction/registry``'s lock held.
  ///
  /// A signal that is ignored stays ignored (as under `nohup`). A
  /// terminating signal's handler then ends the process by the signal's
  /// default action, so the status is the usual one. A crash's handler
  /// puts the earlier action back and returns, so the fault happens again
  /// and the earlier action takes it (the runtime's backtrace, or a core
  /// dump).
  /// The installing thread gets an alternate signal stack
  /// (``SignalStack``) for the handlers, kept to the end.
  static func installSignalHandlers() {
    _ = atexit(performAtExit)
    SignalStack.provideForCurrentThread()
    for signal in terminatingSignals + crashSignals {
      SignalHandlers.installEmergency(
        for: signal, ending: performAndEnd, crash: performAndFaultAgain,
        withInformation: crashSignals.contains(signal))
    }
  }

  /// Whether the handlers are installed.
  static var handlersAreInstalled: Bool { EmergencyAction.registry.withLock { $0 } }

  /// Puts back a signal's default action, unblocks it and raises it: a
  /// signal that ends the process ends it with the usual status, and
  /// SIGTSTP stops it, returning once it is continued. Async-signal-safe.
  public static func raiseWithDefaultAction(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
    _ = raise(signal)
  }

  /// Whether a crash signal was the kernel's answer to an instruction that
  /// will fault again when it runs again (a bad address, an illegal
  /// instruction, a division by zero), rather than one a process sent
  /// (`kill`, `raise`, `abort`) or a breakpoint trap, which the
  /// instruction after it follows. Async-signal-safe.
  static func faultsAgain(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    guard signal != SIGTRAP, let info else { return false }
    // The kernel's own codes are positive (SEGV_MAPERR, ILL_ILLOPN,
    // SI_KERNEL …); SI_USER, SI_QUEUE and SI_TKILL are not.
    return info.pointee.si_code > 0
  }
}

private func performAtExit() { EmergencyActions.perform(.exit) }

/// Runs the actions, then ends the process by the signal's default action.
private func performAndEnd(_ signal: Int32) {
  EmergencyActions.perform(.signal)
  EmergencyActions.raiseWithDefaultAction(signal)
}

/// Runs the actions, puts the signal's earlier action back, and returns:
/// a fault then happens again at the same instruction, and the earlier
/// action takes it from the frame that faulted, as if no handler had come
/// between. A signal that would not come again by itself (one a process
/// sent, such as `abort`'s SIGABRT, or a trap) is raised again first; it
/// waits, blocked while the handler runs, and comes when it returns.
private func performAndFaultAgain(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  EmergencyActions.perform(.signal)
  SignalHandlers.restorePrevious(signal)
  if !EmergencyActions.faultsAgain(signal, info) { _ = raise(signal) }
  errno = savedErrno
}
