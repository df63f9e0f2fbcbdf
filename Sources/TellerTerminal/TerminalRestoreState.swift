#if canImport(Glibc)
  import Glibc
#endif

/// What the signal handlers need to put the terminal back: plain memory
/// they reach through a pointer, with no Swift runtime calls on the way.
struct TerminalRestoreState {
  /// The terminal's file descriptor, or -1.
  var fileDescriptor: Int32 = -1
  /// 1 while raw mode is applied.
  var active: Int32 = 0
  /// 1 while Teller's signal handlers are installed.
  var handlersInstalled: Int32 = 0
  /// 1 once the exit hook is registered.
  var exitHookRegistered: Int32 = 0
  /// The settings found on entry, put back on every exit path.
  var saved = termios()
  /// The raw settings, put back after a stop and continue.
  var raw = termios()
}

/// The one restore state. Set only from the main flow before handlers are
/// installed; read from signal handlers.
nonisolated(unsafe) let terminalRestoreState: UnsafeMutablePointer<TerminalRestoreState> = {
  let pointer = UnsafeMutablePointer<TerminalRestoreState>.allocate(capacity: 1)
  pointer.initialize(to: TerminalRestoreState())
  return pointer
}()

/// The signal actions found before Teller's handlers, by signal number.
nonisolated(unsafe) let previousSignalActions: UnsafeMutablePointer<sigaction> = {
  let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(terminalSignalSlots))
  pointer.initialize(repeating: sigaction(), count: Int(terminalSignalSlots))
  return pointer
}()

/// How many signal numbers ``previousSignalActions`` holds.
let terminalSignalSlots: Int32 = 65

/// Puts the saved settings back if raw mode is applied. Async-signal-safe.
func restoreSavedTerminal() {
  let state = terminalRestoreState
  guard state.pointee.active != 0 else { return }
  state.pointee.active = 0
  _ = tcsetattr(state.pointee.fileDescriptor, TCSANOW, &state.pointee.saved)
}

/// Applies the raw settings again and marks raw mode active. Async-signal-safe.
func reapplyRawTerminal() {
  let state = terminalRestoreState
  _ = tcsetattr(state.pointee.fileDescriptor, TCSANOW, &state.pointee.raw)
  state.pointee.active = 1
}
