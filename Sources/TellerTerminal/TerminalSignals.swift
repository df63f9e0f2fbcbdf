import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal's part in ``EmergencyActions``: on a signal that ends the
/// process (``EmergencyActions/terminatingSignals``), a crash, or `exit`, after
/// speech is cancelled, players killed and braille's socket shut down, the
/// terminal is put back as it was found (raw mode, the full screen,
/// bracketed paste, standard error), and a resting line is ended. Armed at
/// the first raw mode or resting line, and kept:
/// it does nothing while nothing is applied.
let terminalRestoreAtExit: EmergencyAction? = EmergencyAction.restore(restoreForExit)

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
  EmergencyActions.raiseWithDefaultAction(SIGTSTP)
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

/// Makes sure the terminal is restored on every way out, and installs the
/// handlers for stops, continues and resizes.
///
/// The signals that end the process, crashes and `exit` are
/// ``EmergencyActions``' (``terminalRestoreAtExit``). A signal that was
/// ignored stays ignored (as under `nohup`), except SIGWINCH. Call only
/// from the main flow, after ``terminalRestoreState`` holds the saved
/// settings.
func installTerminalSignalHandlers() {
  let state = terminalRestoreState
  // Touch the lazily made globals here, never first in a handler.
  _ = ScreenSequences.enter
  _ = ScreenSequences.leave
  _ = ScreenSequences.pasteOn
  _ = ScreenSequences.pasteOff
  _ = previousSignalActions
  _ = terminalRestoreAtExit
  // The main flow's thread restores the terminal even after overflowing
  // its stack; it keeps the stack to the end.
  SignalStack.provideForCurrentThread()
  guard state.pointee.handlersInstalled == 0 else { return }
  removeStopHandler()
  state.pointee.handlersInstalled = 1
  install(suspend, for: SIGTSTP)
  install(resume, for: SIGCONT)
  // An inherited "ignore" means nothing for SIGWINCH, and Teller needs it.
  install(noteResize, for: SIGWINCH, keepingIgnored: false)
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

/// Puts back the actions for stops, continues and resizes found before
/// ``installTerminalSignalHandlers()``.
func removeTerminalSignalHandlers() {
  let state = terminalRestoreState
  guard state.pointee.handlersInstalled != 0 else { return }
  for signal in [SIGTSTP, SIGCONT, SIGWINCH] {
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
