import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// Signals that end the process: the terminal is restored, then the
/// process ends by the signal's default action, so the shell sees the
/// usual status (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 131 for
/// SIGQUIT). SIGQUIT gets the default action rather than the Swift
/// runtime's backtrace, which would leave the process alive. SIGPIPE is not
/// one: the shell ignores it (``Shell/prepareStandardStreams()``), so a
/// reader that goes away makes a write fail, and Teller ends quietly.
///
/// Every other signal whose default action ends the process is one too,
/// so none leaves the terminal raw or in the alternate screen: SIGUSR1,
/// SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO (SIGPOLL), SIGPWR,
/// SIGSTKFLT, the resource limits SIGXCPU and SIGXFSZ, SIGSYS, and the
/// real-time signals SIGRTMIN to SIGRTMAX (the C library keeps the ones
/// below SIGRTMIN for its threads).
let terminatingSignals: [Int32] =
  [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO,
    SIGPWR, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGSYS,
  ] + Array(__libc_current_sigrtmin()...min(__libc_current_sigrtmax(), terminalSignalSlots - 1))

/// Signals from crashes: the terminal is restored, then the earlier action
/// (the runtime's backtrace, or a core dump) runs.
let crashSignals: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

/// Runs the prepared emergency actions (speech cancelled, players killed),
/// shuts down the sockets that must let go at once (a braille display's),
/// restores the terminal, then re-raises the signal with its default action.
func restoreAndTerminate(_ signal: Int32) {
  EmergencyActions.perform()
  shutDownSignalSockets()
  restoreForExit()
  reraise(signal, defaultAction: true)
}

/// Runs the prepared emergency actions, restores the terminal, then
/// re-raises the signal with its earlier action.
private func restoreAndCrash(_ signal: Int32) {
  let savedErrno = errno
  EmergencyActions.perform()
  restoreForExit()
  reraise(signal, defaultAction: false)
  errno = savedErrno
}

/// Sets a signal's action back to the default or the earlier one, unblocks
/// it and raises it. Async-signal-safe.
private func reraise(_ signal: Int32, defaultAction: Bool) {
  if defaultAction {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
  } else {
    _ = sigaction(signal, previousSignalActions + Int(signal), nil)
  }
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  _ = sigprocmask(SIG_UNBLOCK, &set, nil)
  _ = raise(signal)
}

/// Stops now, or asks the loop to stop when it carries out stops itself
/// (``TerminalSuspension``), so what it holds can be let go of first.
private func suspend(_ signal: Int32) {
  let savedErrno = errno
  let state = terminalRestoreState
  if state.pointee.stopsInLoop != 0 {
    state.pointee.stopPending = 1
    wakeInputWait()
  } else {
    stopAndContinue()
  }
  errno = savedErrno
}

/// Restores the terminal, stops, and re-enters raw mode (and full screen)
/// after continuing if Teller is then in the foreground. Async-signal-safe;
/// also called from the main flow by ``TerminalSuspension/stop()``.
func stopAndContinue() {
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
  action.sa_flags = Int32(SA_ONSTACK)
  _ = sigaction(SIGTSTP, &action, nil)
  resumeIfForeground()
}

/// Re-enters raw mode and full screen after a continue, when Teller is in
/// the foreground, and asks for a repaint.
private func resume(_ signal: Int32) {
  let savedErrno = errno
  resumeIfForeground()
  errno = savedErrno
}

/// Notes a change of the terminal's size and wakes the input wait.
private func noteResize(_ signal: Int32) {
  let savedErrno = errno
  terminalRestoreState.pointee.resizePending = 1
  wakeInputWait()
  errno = savedErrno
}

/// Applies raw mode again, if it is wanted, unless Teller runs in the
/// background, where changing the terminal would stop it with SIGTTOU.
/// Async-signal-safe.
private func resumeIfForeground() {
  let state = terminalRestoreState
  guard state.pointee.wanted != 0 else { return }
  let fd = state.pointee.fileDescriptor
  guard tcgetpgrp(fd) == getpgrp() else { return }
  reapplyRawTerminal()
  if state.pointee.screenFileDescriptor >= 0 { state.pointee.repaintPending = 1 }
  wakeInputWait()
}

/// Restores the terminal, and standard error, as the process exits.
private func restoreAtExit() {
  restoreForExit()
}

/// Installs the handlers that restore the terminal on every way out.
///
/// A signal that was ignored stays ignored (as under `nohup`), except
/// SIGWINCH. Call only from the main flow,
/// after ``terminalRestoreState`` holds the saved settings.
func installTerminalSignalHandlers() {
  let state = terminalRestoreState
  // Touch the lazily made globals here, never first in a handler.
  _ = ScreenSequences.enter
  _ = ScreenSequences.leave
  _ = ScreenSequences.pasteOn
  _ = ScreenSequences.pasteOff
  _ = previousSignalActions
  _ = SignalShutdown.sockets
  registerExitHook()
  guard state.pointee.handlersInstalled == 0 else { return }
  removeStopHandler()
  state.pointee.handlersInstalled = 1
  for signal in terminatingSignals { install(restoreAndTerminate, for: signal) }
  for signal in crashSignals { install(restoreAndCrash, for: signal) }
  install(suspend, for: SIGTSTP)
  install(resume, for: SIGCONT)
  // An inherited "ignore" means nothing for SIGWINCH, and Teller needs it.
  install(noteResize, for: SIGWINCH, keepingIgnored: false)
}

/// Registers the hook that restores the terminal at `exit`, once. Call
/// only from the main flow.
func registerExitHook() {
  let state = terminalRestoreState
  _ = lineBreakByte
  guard state.pointee.exitHookRegistered == 0 else { return }
  state.pointee.exitHookRegistered = 1
  _ = atexit(restoreAtExit)
}

/// Installs the SIGTSTP handler alone, when no other handler is, so a loop
/// that stops itself hears of Ctrl-Z while reading lines. A SIGTSTP that
/// was ignored (no job control) stays ignored. Call only from the main flow.
func installStopHandler() {
  let state = terminalRestoreState
  guard state.pointee.handlersInstalled == 0, state.pointee.stopHandlerAlone == 0 else { return }
  _ = previousSignalActions
  state.pointee.stopHandlerAlone = 1
  install(suspend, for: SIGTSTP)
}

/// Puts back the SIGTSTP action found before ``installStopHandler()``.
func removeStopHandler() {
  let state = terminalRestoreState
  guard state.pointee.stopHandlerAlone != 0 else { return }
  state.pointee.stopHandlerAlone = 0
  _ = sigaction(SIGTSTP, previousSignalActions + Int(SIGTSTP), nil)
}

/// Puts back the signal actions found before ``installTerminalSignalHandlers()``.
func removeTerminalSignalHandlers() {
  let state = terminalRestoreState
  guard state.pointee.handlersInstalled != 0 else { return }
  for signal in terminatingSignals + crashSignals + [SIGTSTP, SIGCONT, SIGWINCH] {
    _ = sigaction(signal, previousSignalActions + Int(signal), nil)
  }
  state.pointee.handlersInstalled = 0
}

func install(
  _ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32,
  keepingIgnored: Bool = true
) {
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
  if wasIgnored && keepingIgnored { _ = sigaction(signal, slot, nil) }
}
