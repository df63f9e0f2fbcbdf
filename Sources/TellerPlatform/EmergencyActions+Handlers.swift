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
  /// default action, so the status is the usual one; a crash's runs the
  /// earlier action (the runtime's backtrace, or a core dump).
  static func installSignalHandlers() {
    _ = atexit(performAtExit)
    for signal in terminatingSignals + crashSignals {
      var current = sigaction()
      _ = sigaction(signal, nil, &current)
      // SIG_IGN is 1.
      let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
      guard current.sa_flags & SA_SIGINFO != 0 || handler != 1 else { continue }
      var action = sigaction()
      if crashSignals.contains(signal) {
        action.__sigaction_handler.sa_handler = performAndCrash
      } else {
        action.__sigaction_handler.sa_handler = performAndEnd
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_ONSTACK)
      _ = sigaction(signal, &action, emergencyPreviousActions + Int(signal))
    }
  }

  /// Whether the handlers are installed.
  static var handlersAreInstalled: Bool { EmergencyAction.registry.withLock { $0 } }
}

/// The actions found before ``EmergencyActions/installSignalHandlers()``, by signal number.
nonisolated(unsafe) let emergencyPreviousActions: UnsafeMutablePointer<sigaction> = {
  let pointer = UnsafeMutablePointer<sigaction>.allocate(
    capacity: Int(EmergencyActions.signalSlots))
  pointer.initialize(repeating: sigaction(), count: Int(EmergencyActions.signalSlots))
  return pointer
}()

private func performAtExit() { EmergencyActions.perform(.exit) }

/// Runs the actions, then ends the process by the signal's default action.
private func performAndEnd(_ signal: Int32) {
  EmergencyActions.perform(.signal)
  var action = sigaction()
  action.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&action.sa_mask)
  _ = sigaction(signal, &action, nil)
  unblockAndRaise(signal)
}

/// Runs the actions, then the signal's earlier action.
private func performAndCrash(_ signal: Int32) {
  let savedErrno = errno
  EmergencyActions.perform(.signal)
  _ = sigaction(signal, emergencyPreviousActions + Int(signal), nil)
  unblockAndRaise(signal)
  errno = savedErrno
}

private func unblockAndRaise(_ signal: Int32) {
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  _ = sigprocmask(SIG_UNBLOCK, &set, nil)
  _ = raise(signal)
}
