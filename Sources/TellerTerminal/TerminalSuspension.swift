/// Ctrl-Z (SIGTSTP) carried out by the interactive loop rather than in
/// the signal handler, for input sources that must let go of something
/// before the process stops: BrlAPI's calls are not safe in a signal
/// handler, so a braille display is given back from the loop.
///
/// While it is active, SIGTSTP only marks a stop as asked for and wakes
/// the input wait (``TerminalWake``); the loop then takes the request,
/// lets its sources get ready, and calls ``stop()``, which restores the
/// terminal, stops the process, and after SIGCONT puts raw mode back when
/// Teller is in the foreground. Without it, SIGTSTP stops the process in
/// the handler, as before. A SIGTSTP that was ignored (a shell without job
/// control) stays ignored.
///
/// Use one at a time, from the main flow: ``begin()`` after raw mode is
/// entered (or when reading lines), ``end()`` before it is restored.
public struct TerminalSuspension: ProcessSuspension {
  /// Turns loop-driven stops on, installing the SIGTSTP handler when raw
  /// mode has not (reading lines), and makes sure the wake pipe exists.
  public static func begin() -> TerminalSuspension {
    _ = TerminalWake.readDescriptor
    let state = terminalRestoreState
    installStopHandler()
    state.pointee.stopPending = 0
    state.pointee.stopsInLoop = 1
    return TerminalSuspension()
  }

  /// Turns loop-driven stops off again; a stop asked for and not yet
  /// carried out is dropped.
  public static func end() {
    let state = terminalRestoreState
    state.pointee.stopsInLoop = 0
    state.pointee.stopPending = 0
    removeStopHandler()
  }

  /// The descriptor the input wait should watch: readable after SIGTSTP
  /// (and SIGCONT), emptied by ``FileDescriptorSource``.
  public var wakeFileDescriptor: Int32 { TerminalWake.readDescriptor }

  /// Whether SIGTSTP came since the last call; the request is taken.
  public mutating func takeRequest() -> Bool {
    let state = terminalRestoreState
    guard state.pointee.stopPending != 0 else { return false }
    state.pointee.stopPending = 0
    return true
  }

  /// Restores the terminal and stops the process; returns once it has
  /// continued, with raw mode back if Teller is in the foreground.
  public mutating func stop() {
    stopAndContinue()
  }
}
