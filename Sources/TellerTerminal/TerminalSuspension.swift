import TellerSession

/// Ctrl-Z (SIGTSTP) for the interactive loop, carried out by the loop
/// rather than in the signal handler when input sources must let go of
/// something before the process stops: BrlAPI's calls are not safe in a
/// signal handler, so a braille display is given back from the loop.
///
/// While loop-driven stops are on (``begin()``), SIGTSTP only marks a stop
/// as asked for and wakes the input wait (``TerminalWake``); the loop then
/// takes the request, lets its sources get ready, and calls ``stop()``,
/// which restores the terminal, stops the process, and after SIGCONT puts
/// raw mode back (with the full screen, asking for a repaint) when Teller
/// is in the foreground. Otherwise (``inSignalHandler``) SIGTSTP stops the
/// process in the handler, as it always has. Either way ``request()``, for
/// Ctrl-Z read as a key, raises SIGTSTP, so a key and a signal from
/// outside take one path, and a SIGTSTP that was ignored (a shell without
/// job control) stays ignored: Ctrl-Z then does nothing.
///
/// Use one at a time, from the main flow: ``begin()`` after raw mode is
/// entered (or when reading lines), ``end()`` before it is restored.
public struct TerminalSuspension: ProcessSuspension {
  private init() {}

  /// Stops carried out by the SIGTSTP handler at once: ``request()``
  /// returns after the process has continued, and ``takeRequest()`` never
  /// has a request to take.
  public static var inSignalHandler: TerminalSuspension { TerminalSuspension() }

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

  /// Raises SIGTSTP, as Ctrl-Z read as a key asks: the handler stops the
  /// process at once, or, while loop-driven stops are on, marks the
  /// request for ``takeRequest()``.
  public mutating func request() {
    RawMode.suspend()
  }

  /// Whether SIGTSTP came while loop-driven stops were on, since the last
  /// call; the request is taken.
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
