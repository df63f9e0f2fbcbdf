import TellerPlatform

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
  /// 1 while Teller's handlers for stops, continues and resizes are installed.
  var handlersInstalled: Int32 = 0
  /// The settings found on entry, put back on every exit path.
  var saved = TerminalSettings()
  /// The raw settings, put back after a stop and continue.
  var raw = TerminalSettings()
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
  /// The write end of ``TerminalWake``'s pipe, which wakes the input wait
  /// on SIGWINCH, SIGCONT and a stop the loop carries out, or -1.
  var wakeFileDescriptor: Int32 = -1
  /// The descriptor bracketed paste was turned on for, or -1: it is turned
  /// off with raw mode and on again after a continue.
  var pasteFileDescriptor: Int32 = -1
  /// 1 while bracketed paste is on.
  var pasteActive: Int32 = 0
  /// A copy of the real standard error while standard error goes to
  /// ``captureFileDescriptor`` (full screen), or -1.
  var savedStandardError: Int32 = -1
  /// The file that holds what was written to standard error while the full
  /// screen was up, or -1; it is written out when the screen is left.
  var captureFileDescriptor: Int32 = -1
  /// 1 while the interactive loop carries out stops itself: SIGTSTP then
  /// only sets ``stopPending`` and wakes the input wait.
  var stopsInLoop: Int32 = 0
  /// Set to 1 by SIGTSTP while ``stopsInLoop``; the loop clears it and
  /// stops.
  var stopPending: Int32 = 0
  /// 1 while the SIGTSTP handler is installed alone, for a loop that
  /// stops itself without raw mode (reading lines).
  var stopHandlerAlone: Int32 = 0
  /// The terminal linear lines rest on (``RestingLines``), or -1.
  var lineFileDescriptor: Int32 = -1
  /// 1 while the cursor rests at the end of a line written, which must be
  /// ended before the shell's prompt.
  var lineOpen: Int32 = 0
}

/// The one restore state. Set only from the main flow before handlers are
/// installed; read from signal handlers.
nonisolated(unsafe) let terminalRestoreState: UnsafeMutablePointer<TerminalRestoreState> = {
  let pointer = UnsafeMutablePointer<TerminalRestoreState>.allocate(capacity: 1)
  pointer.initialize(to: TerminalRestoreState())
  return pointer
}()

/// The bytes that enter and leave full-screen mode and turn bracketed
/// paste on and off, in plain memory a signal handler can write without
/// allocating.
struct ScreenSequences {
  /// `ESC [ ? 1049 h`, `ESC [ ? 25 l`: the alternate screen, the cursor
  /// hidden.
  nonisolated(unsafe) static let enter: UnsafeMutableBufferPointer<UInt8> = bytes(
    "\u{1B}[?1049h\u{1B}[?25l")
  /// `ESC [ 0 m`, `ESC [ ? 25 h`, `ESC [ ? 1049 l`: the default style, the
  /// cursor shown, the main screen back as it was.
  nonisolated(unsafe) static let leave: UnsafeMutableBufferPointer<UInt8> = bytes(
    "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
  /// `ESC [ ? 2004 h`: bracketed paste on.
  nonisolated(unsafe) static let pasteOn: UnsafeMutableBufferPointer<UInt8> = bytes(
    "\u{1B}[?2004h")
  /// `ESC [ ? 2004 l`: bracketed paste off.
  nonisolated(unsafe) static let pasteOff: UnsafeMutableBufferPointer<UInt8> = bytes(
    "\u{1B}[?2004l")

  private static func bytes(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
    _ = buffer.initialize(from: text.utf8)
    return buffer
  }
}

/// Turns a mode the terminal keeps (the full screen, bracketed paste) on
/// or off by writing its sequence, when it is not so already: off
/// whatever the descriptor, on only when there is a descriptor to turn it
/// on for. Async-signal-safe: `active` is a field of the restore state.
///
/// - Returns: whether the sequence was written.
@discardableResult
private func turn(
  _ active: inout Int32, on: Bool, at fd: Int32, writing sequence: UnsafeMutableBufferPointer<UInt8>
) -> Bool {
  guard (active != 0) != on, !on || fd >= 0 else { return false }
  active = on ? 1 : 0
  SignalSafe.writeAll(fd, sequence)
  return true
}

/// Turns full-screen mode on or off, as ``turn(_:on:at:writing:)`` does.
/// Async-signal-safe.
///
/// - Returns: whether the sequence was written.
@discardableResult
private func turnScreen(on: Bool) -> Bool {
  let state = terminalRestoreState
  return turn(
    &state.pointee.screenActive, on: on, at: state.pointee.screenFileDescriptor,
    writing: on ? ScreenSequences.enter : ScreenSequences.leave)
}

/// Turns bracketed paste on or off, as ``turn(_:on:at:writing:)`` does.
/// Async-signal-safe.
private func turnPaste(on: Bool) {
  let state = terminalRestoreState
  turn(
    &state.pointee.pasteActive, on: on, at: state.pointee.pasteFileDescriptor,
    writing: on ? ScreenSequences.pasteOn : ScreenSequences.pasteOff)
}

/// Leaves full-screen mode if it is applied. Async-signal-safe.
func leaveScreen() { turnScreen(on: false) }

/// Enters full-screen mode again after a stop, if it is wanted, and asks
/// for a repaint. Async-signal-safe.
func reenterScreen() {
  if turnScreen(on: true) { terminalRestoreState.pointee.repaintPending = 1 }
}

/// Turns bracketed paste off if it is on. Async-signal-safe.
func turnPasteOff() { turnPaste(on: false) }

/// Turns bracketed paste on again after a continue, if it is wanted.
/// Async-signal-safe.
func turnPasteOnAgain() { turnPaste(on: true) }

/// Points standard error back at the terminal, if it was captured, and
/// writes out what was captured. Async-signal-safe.
func releaseStandardError() {
  let state = terminalRestoreState
  let saved = state.pointee.savedStandardError
  let capture = state.pointee.captureFileDescriptor
  guard saved >= 0 else { return }
  state.pointee.savedStandardError = -1
  state.pointee.captureFileDescriptor = -1
  SignalSafe.move(saved, onto: 2)
  guard capture >= 0 else { return }
  if SignalSafe.rewind(capture) {
    var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
      0, 0, 0, 0, 0, 0, 0, 0
    )
    withUnsafeMutableBytes(of: &buffer) { raw in
      let chunk = UnsafeMutableBufferPointer(
        start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: raw.count)
      while true {
        let count = SignalSafe.read(capture, into: chunk)
        guard count > 0 else { break }
        // What was kept ends in line breaks of its own: it starts on a line
        // of its own too, and leaves none open.
        endOpenLine()
        SignalSafe.writeAll(2, UnsafeMutableBufferPointer(rebasing: chunk[0..<count]))
      }
    }
  }
  SignalSafe.close(capture)
}

/// Puts the terminal back as it was for good: raw mode, full screen and
/// bracketed paste off, standard error back. For exits and signals that
/// end the process. Async-signal-safe.
func restoreForExit() {
  restoreSavedTerminal()
  releaseStandardError()
}

/// Puts the saved settings back if raw mode is applied, turning bracketed
/// paste off, leaving full screen and ending a resting line first.
/// Async-signal-safe.
func restoreSavedTerminal() {
  turnPasteOff()
  leaveScreen()
  endOpenLine()
  let state = terminalRestoreState
  guard state.pointee.active != 0 else { return }
  state.pointee.active = 0
  _ = state.pointee.saved.applyFromHandler(to: state.pointee.fileDescriptor)
}

/// Applies the raw settings again and marks raw mode active, then enters
/// full screen and turns bracketed paste on again if they were on.
/// Async-signal-safe.
func reapplyRawTerminal() {
  let state = terminalRestoreState
  _ = state.pointee.raw.applyFromHandler(to: state.pointee.fileDescriptor)
  state.pointee.active = 1
  reenterScreen()
  turnPasteOnAgain()
}

/// Wakes the input wait, if a wake pipe is set up. Async-signal-safe.
func wakeInputWait() {
  let fd = terminalRestoreState.pointee.wakeFileDescriptor
  guard fd >= 0 else { return }
  SignalSafe.writeByte(fd)
}
