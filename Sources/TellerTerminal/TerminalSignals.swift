#if canImport(Glibc)
  import Glibc
#endif

/// Signals that end the process: the terminal is restored, then the
/// signal's earlier action runs.
let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]

/// Signals from crashes: the terminal is restored, then the earlier action
/// (the runtime's backtrace, or a core dump) runs.
let crashSignals: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

/// Restores the terminal, then re-raises the signal with its earlier action.
private func restoreAndReraise(_ signal: Int32) {
  let savedErrno = errno
  restoreSavedTerminal()
  _ = sigaction(signal, previousSignalActions + Int(signal), nil)
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  _ = sigprocmask(SIG_UNBLOCK, &set, nil)
  _ = raise(signal)
  errno = savedErrno
}

/// Restores the terminal, stops, and re-enters raw mode after continuing
/// if Teller is then in the foreground.
private func suspend(_ signal: Int32) {
  let savedErrno = errno
  let wasActive = terminalRestoreState.pointee.active
  restoreSavedTerminal()
  var defaultAction = sigaction()
  defaultAction.__sigaction_handler.sa_handler = SIG_DFL
  _ = sigaction(SIGTSTP, &defaultAction, nil)
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, SIGTSTP)
  _ = sigprocmask(SIG_UNBLOCK, &set, nil)
  _ = raise(SIGTSTP)
  // Continued.
  var action = sigaction()
  action.__sigaction_handler.sa_handler = suspend
  _ = sigaction(SIGTSTP, &action, nil)
  if wasActive != 0 { resumeIfForeground() }
  errno = savedErrno
}

/// Re-enters raw mode after a continue, when Teller is in the foreground.
private func resume(_ signal: Int32) {
  let savedErrno = errno
  if terminalRestoreState.pointee.active != 0 { resumeIfForeground() }
  errno = savedErrno
}

/// Applies raw mode again unless Teller runs in the background, where
/// changing the terminal would stop it with SIGTTOU.
private func resumeIfForeground() {
  let fd = terminalRestoreState.pointee.fileDescriptor
  guard tcgetpgrp(fd) == getpgrp() else { return }
  reapplyRawTerminal()
}

/// Restores the terminal as the process exits.
private func restoreAtExit() {
  restoreSavedTerminal()
}

/// Installs the handlers that restore the terminal on every way out.
///
/// A signal that was ignored stays ignored. Call only from the main flow,
/// after ``terminalRestoreState`` holds the saved settings.
func installTerminalSignalHandlers() {
  let state = terminalRestoreState
  if state.pointee.exitHookRegistered == 0 {
    state.pointee.exitHookRegistered = 1
    _ = atexit(restoreAtExit)
  }
  guard state.pointee.handlersInstalled == 0 else { return }
  state.pointee.handlersInstalled = 1
  for signal in terminatingSignals + crashSignals {
    install(restoreAndReraise, for: signal)
  }
  install(suspend, for: SIGTSTP)
  install(resume, for: SIGCONT)
}

/// Puts back the signal actions found before ``installTerminalSignalHandlers()``.
func removeTerminalSignalHandlers() {
  let state = terminalRestoreState
  guard state.pointee.handlersInstalled != 0 else { return }
  for signal in terminatingSignals + crashSignals + [SIGTSTP, SIGCONT] {
    _ = sigaction(signal, previousSignalActions + Int(signal), nil)
  }
  state.pointee.handlersInstalled = 0
}

private func install(_ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32) {
  var action = sigaction()
  action.__sigaction_handler.sa_handler = handler
  sigemptyset(&action.sa_mask)
  action.sa_flags = Int32(SA_ONSTACK)
  let slot = previousSignalActions + Int(signal)
  _ = sigaction(signal, &action, slot)
  let previous = slot.pointee
  let wasIgnored =
    previous.sa_flags & SA_SIGINFO == 0
    && unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1
  if wasIgnored { _ = sigaction(signal, slot, nil) }
}
