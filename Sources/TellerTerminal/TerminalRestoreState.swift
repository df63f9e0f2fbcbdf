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
  /// 1 while raw mode is wanted, applied or not (it is not while stopped,
  /// or while continued in the background).
  var wanted: Int32 = 0
  /// 1 while Teller's signal handlers are installed.
  var handlersInstalled: Int32 = 0
  /// 1 once the exit hook is registered.
  var exitHookRegistered: Int32 = 0
  /// The settings found on entry, put back on every exit path.
  var saved = termios()
  /// The raw settings, put back after a stop and continue.
  var raw = termios()
  /// The descriptor the full-screen sequences go to, or -1 when the
  /// screen is not in full-screen mode.
  var screenFileDescriptor: Int32 = -1
  /// 1 while the full-screen sequences (alternate screen, hidden cursor,
  /// bracketed paste) are applied.
  var screenActive: Int32 = 0
  /// Set to 1 by SIGWINCH; the main flow clears it before reading the size.
  var resizePending: Int32 = 0
  /// Set to 1 by SIGCONT while full screen; the main flow clears it and
  /// redraws everything.
  var repaintPending: Int32 = 0
  /// The write end of the pipe that wakes the input wait on SIGWINCH and
  /// SIGCONT, or -1.
  var wakeFileDescriptor: Int32 = -1
  /// 1 while the interactive loop carries out stops itself: SIGTSTP then
  /// only sets ``stopPending`` and wakes the input wait.
  var stopsInLoop: Int32 = 0
  /// Set to 1 by SIGTSTP while ``stopsInLoop``; the loop clears it and
  /// stops.
  var stopPending: Int32 = 0
  /// 1 while the SIGTSTP handler is installed alone, for a loop that
  /// stops itself without raw mode (reading lines).
  var stopHandlerAlone: Int32 = 0
}

/// The one restore state. Set only from the main flow before handlers are
/// installed; read from signal handlers.
nonisolated(unsafe) let terminalRestoreState: UnsafeMutablePointer<TerminalRestoreState> = {
  let pointer = UnsafeMutablePointer<TerminalRestoreState>.allocate(capacity: 1)
  pointer.initialize(to: TerminalRestoreState())
  return pointer
}()

/// The bytes that enter and leave full-screen mode, in plain memory a
/// signal handler can write without allocating.
struct ScreenSequences {
  /// `ESC [ ? 1049 h`, `ESC [ ? 25 l`, `ESC [ ? 2004 h`: the alternate
  /// screen, the cursor hidden, bracketed paste on.
  nonisolated(unsafe) static let enter: UnsafeMutableBufferPointer<UInt8> = bytes(
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
  /// `ESC [ ? 2004 l`, `ESC [ 0 m`, `ESC [ ? 25 h`, `ESC [ ? 1049 l`:
  /// bracketed paste off, the default style, the cursor shown, the main
  /// screen back as it was.
  nonisolated(unsafe) static let leave: UnsafeMutableBufferPointer<UInt8> = bytes(
    "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")

  private static func bytes(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
    _ = buffer.initialize(from: text.utf8)
    return buffer
  }
}

/// The signal actions found before Teller's handlers, by signal number.
nonisolated(unsafe) let previousSignalActions: UnsafeMutablePointer<sigaction> = {
  let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(terminalSignalSlots))
  pointer.initialize(repeating: sigaction(), count: Int(terminalSignalSlots))
  return pointer
}()

/// How many signal numbers ``previousSignalActions`` holds.
let terminalSignalSlots: Int32 = 65

/// Writes all of a buffer, retrying after interruptions and partial
/// writes; gives up on any other error. Async-signal-safe.
func writeAllRaw(_ fd: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>) {
  guard let base = buffer.baseAddress else { return }
  var offset = 0
  while offset < buffer.count {
    let written = Glibc.write(fd, base + offset, buffer.count - offset)
    if written > 0 {
      offset += written
    } else if written < 0 && errno == EINTR {
      continue
    } else {
      return
    }
  }
}

/// Leaves full-screen mode if it is applied. Async-signal-safe.
func leaveScreen() {
  let state = terminalRestoreState
  guard state.pointee.screenActive != 0 else { return }
  state.pointee.screenActive = 0
  writeAllRaw(state.pointee.screenFileDescriptor, ScreenSequences.leave)
}

/// Enters full-screen mode again after a stop, if it is wanted. Async-signal-safe.
func reenterScreen() {
  let state = terminalRestoreState
  guard state.pointee.screenFileDescriptor >= 0, state.pointee.screenActive == 0 else { return }
  state.pointee.screenActive = 1
  writeAllRaw(state.pointee.screenFileDescriptor, ScreenSequences.enter)
  state.pointee.repaintPending = 1
}

/// Puts the saved settings back if raw mode is applied, leaving full
/// screen first. Async-signal-safe.
func restoreSavedTerminal() {
  leaveScreen()
  let state = terminalRestoreState
  guard state.pointee.active != 0 else { return }
  state.pointee.active = 0
  _ = tcsetattr(state.pointee.fileDescriptor, TCSANOW, &state.pointee.saved)
}

/// Applies the raw settings again and marks raw mode active, then enters
/// full screen again if it was on. Async-signal-safe.
func reapplyRawTerminal() {
  let state = terminalRestoreState
  _ = tcsetattr(state.pointee.fileDescriptor, TCSANOW, &state.pointee.raw)
  state.pointee.active = 1
  reenterScreen()
}

/// Wakes the input wait, if a wake pipe is set up. Async-signal-safe.
func wakeInputWait() {
  let fd = terminalRestoreState.pointee.wakeFileDescriptor
  guard fd >= 0 else { return }
  var byte: UInt8 = 1
  _ = Glibc.write(fd, &byte, 1)
}
