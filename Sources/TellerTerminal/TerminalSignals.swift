import TellerPlatform

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
  SignalSafe.preservingErrno {
    let state = terminalRestoreState
    if state.pointee.stopsInLoop != 0 {
      state.pointee.stopPending = 1
      wakeInputWait()
    } else {
      stopAndContinue()
    }
  }
}

/// Restores the terminal, stops, and re-enters raw mode (and full screen)
/// after continuing if Teller is then in the foreground. Async-signal-safe;
/// also called from the main flow by ``TerminalSuspension/stop()``.
func stopAndContinue() {
  restoreSavedTerminal()
  EmergencyActions.raiseWithDefaultAction(Signal.terminalStop.rawValue)
  // Continued.
  SignalHandlers.reinstall(suspend, for: Signal.terminalStop.rawValue)
  resumeIfForeground()
}

/// Re-enters raw mode and full screen after a continue, when Teller is in
/// the foreground, and asks for a repaint.
private func resume(_ signal: Int32) {
  SignalSafe.preservingErrno(resumeIfForeground)
}

/// Notes a change of the terminal's size and wakes the input wait.
private func noteResize(_ signal: Int32) {
  SignalSafe.preservingErrno {
    terminalRestoreState.pointee.resizePending = 1
    wakeInputWait()
  }
}

/// Applies raw mode again, if it is wanted, unless Teller runs in the
/// background, where changing the terminal would stop it with SIGTTOU.
/// Async-signal-safe.
private func resumeIfForeground() {
  let state = terminalRestoreState
  guard state.pointee.wanted != 0 else { return }
  guard FileDescriptor(state.pointee.fileDescriptor).isForegroundOfTerminal else { return }
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
  SignalHandlers.prepare()
  _ = terminalRestoreAtExit
  // The main flow's thread restores the terminal even after overflowing
  // its stack; it keeps the stack to the end.
  SignalStack.provideForCurrentThread()
  guard state.pointee.handlersInstalled == 0 else { return }
  removeStopHandler()
  state.pointee.handlersInstalled = 1
  SignalHandlers.install(suspend, for: Signal.terminalStop.rawValue)
  SignalHandlers.install(resume, for: Signal.continue.rawValue)
  // An inherited "ignore" means nothing for SIGWINCH, and Teller needs it.
  SignalHandlers.install(
    noteResize, for: Signal.windowChange.rawValue, keepingIgnored: false)
}

/// Installs the SIGTSTP handler alone, when no other handler is, so a loop
/// that stops itself hears of Ctrl-Z while reading lines. A SIGTSTP that
/// was ignored (no job control) stays ignored. Call only from the main flow.
func installStopHandler() {
  let state = terminalRestoreState
  guard state.pointee.handlersInstalled == 0, state.pointee.stopHandlerAlone == 0 else { return }
  SignalHandlers.prepare()
  state.pointee.stopHandlerAlone = 1
  SignalHandlers.install(suspend, for: Signal.terminalStop.rawValue)
}

/// Puts back the SIGTSTP action found before ``installStopHandler()``.
func removeStopHandler() {
  let state = terminalRestoreState
  guard state.pointee.stopHandlerAlone != 0 else { return }
  state.pointee.stopHandlerAlone = 0
  SignalHandlers.restorePrevious(Signal.terminalStop.rawValue)
}

/// Puts back the actions for stops, continues and resizes found before
/// ``installTerminalSignalHandlers()``.
func removeTerminalSignalHandlers() {
  let state = terminalRestoreState
  guard state.pointee.handlersInstalled != 0 else { return }
  for signal in [Signal.terminalStop, .continue, .windowChange] {
    SignalHandlers.restorePrevious(signal.rawValue)
  }
  state.pointee.handlersInstalled = 0
}
