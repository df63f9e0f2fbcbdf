import TellerFullScreen
import TellerPlatform

/// The terminal in full-screen mode: raw keys, the alternate screen, the
/// cursor hidden while drawing and bracketed paste on, with frames drawn
/// by their changed cells. While it is up, standard error goes to a file
/// instead of the screen, so a library's noise never lands among the
/// cells; what was written there is written out when the screen is left.
///
/// The terminal is restored on every way out, exactly as it was found:
/// ``leave()``, process exit, SIGINT, SIGTERM, SIGHUP, SIGQUIT and crash
/// signals (SIGPIPE is ignored: a write fails instead); the restore writes
/// prepared bytes and calls `tcsetattr` and `dup2`, all safe in a signal
/// handler. Ctrl-Z (SIGTSTP) restores the terminal and stops; SIGCONT
/// brings raw mode and the alternate screen back and asks for a repaint;
/// SIGWINCH asks for a new layout. Both wake the input wait through
/// ``wakeFileDescriptor``.
///
/// Entered while raw mode is already on (linear mode at a terminal, then
/// `m`), it leaves raw mode and bracketed paste on when it leaves. One
/// full-screen terminal is active per process at a time.
///
/// ```swift
/// let terminal = FullScreenTerminal()
/// try terminal.enter()
/// defer { terminal.leave() }
/// var source = FileDescriptorSource(wakeFileDescriptor: terminal.wakeFileDescriptor)
/// while running {
///   if terminal.takeResize() || terminal.takeRepaint() { terminal.invalidate() }
///   try terminal.draw(layout(terminal.size))
///   … source.read(timeoutMilliseconds: 100) …
/// }
/// ```
public final class FullScreenTerminal {
  /// The descriptor keys are read from.
  public let input: Int32
  /// The descriptor the screen is drawn on.
  public let output: Int32
  private var painter = ScreenPainter()
  private var isEntered = false
  private var ownsRawMode = false
  private var ownsPaste = false

  /// Creates a terminal on standard input and output, not yet entered.
  public init(input: Int32 = 0, output: Int32 = 1) {
    self.input = input
    self.output = output
  }

  deinit { leave() }

  /// Enters full-screen mode: raw mode on the input, then the alternate
  /// screen, the cursor hidden and bracketed paste on. Entering twice does
  /// nothing.
  ///
  /// - Throws: ``TerminalError`` when the input or output is not a
  ///   terminal, or raw mode cannot be set.
  public func enter() throws(TerminalError) {
    guard !isEntered else { return }
    guard FileDescriptor(output).isTerminal else {
      throw TerminalError(.notATerminal)
    }
    let wasRaw = RawMode.isActive
    try RawMode.enter(fileDescriptor: input)
    ownsRawMode = !wasRaw
    let state = terminalRestoreState
    _ = TerminalWake.readDescriptor
    state.pointee.resizePending = 0
    state.pointee.repaintPending = 0
    state.pointee.screenFileDescriptor = output
    captureStandardError()
    reenterScreen()
    ownsPaste = !RawMode.isBracketedPasteOn
    RawMode.enableBracketedPaste(on: output)
    state.pointee.repaintPending = 0
    painter.invalidate()
    isEntered = true
  }

  /// Leaves full-screen mode and restores the terminal exactly as it was
  /// found, then writes out what went to standard error meanwhile; does
  /// nothing when not entered.
  public func leave() {
    guard isEntered else { return }
    isEntered = false
    let state = terminalRestoreState
    if ownsPaste { RawMode.disableBracketedPaste() }
    leaveScreen()
    state.pointee.screenFileDescriptor = -1
    if ownsRawMode { RawMode.restore() }
    releaseStandardError()
  }

  /// Sends standard error to an unlinked temporary file while the screen
  /// is up, when standard error is a terminal.
  private func captureStandardError() {
    let state = terminalRestoreState
    guard state.pointee.savedStandardError < 0, FileDescriptor.standardError.isTerminal else {
      return
    }
    let folder = Environment.nonEmptyValue("TMPDIR") ?? "/tmp"
    guard let (capture, path) = try? FileSystem.makeTemporaryFile(folder + "/teller-stderr-")
    else { return }
    capture.setCloseOnExec()
    FileSystem.remove(path)
    let saved = try? FileDescriptor.standardError.duplicate(atLeast: 3)
    guard let saved, (try? capture.duplicate(onto: .standardError)) != nil else {
      saved?.close()
      capture.close()
      return
    }
    state.pointee.captureFileDescriptor = capture.rawValue
    state.pointee.savedStandardError = saved.rawValue
  }

  /// Whether full-screen mode is entered.
  public var isActive: Bool { isEntered }

  /// The terminal's size now, or nil when it cannot be read.
  public var size: Size? { Self.size(of: output) ?? Self.size(of: input) }

  /// The size of the terminal on a descriptor, from `TIOCGWINSZ`, or nil.
  public static func size(of fileDescriptor: Int32) -> Size? {
    guard let window = FileDescriptor(fileDescriptor).windowSize else { return nil }
    return Size(width: window.columns, height: window.rows)
  }

  /// A descriptor that becomes readable when a resize or a repaint is
  /// pending, for the input wait to watch beside the keys
  /// (``TerminalWake``).
  public var wakeFileDescriptor: Int32 { TerminalWake.readDescriptor }

  /// Whether the terminal was resized since the last call; the flag is
  /// cleared. Read ``size`` after it, so a resize that comes in between is
  /// not lost.
  public func takeResize() -> Bool { take(\.resizePending) }

  /// Whether the screen must be drawn whole since the last call (after a
  /// continue); the flag is cleared. ``draw(_:)`` already does it.
  public func takeRepaint() -> Bool { take(\.repaintPending) }

  /// Stops the process as Ctrl-Z would in a shell (raw mode reads Ctrl-Z
  /// as a key): the terminal is restored, the process stops, and when it
  /// continues in the foreground, full screen comes back with a repaint.
  /// Does nothing when the shell has no job control (SIGTSTP ignored).
  public func suspend() {
    RawMode.suspend()
  }

  /// Makes the next ``draw(_:)`` draw everything, as Ctrl-L asks.
  public func invalidate() { painter.invalidate() }

  /// Draws a frame: only its changed cells, or all of it after a continue,
  /// a resize or ``invalidate()``; then parks the cursor on the focused
  /// element.
  ///
  /// - Throws: ``TerminalWriteError`` when the bytes cannot be written.
  public func draw(_ frame: Frame) throws(TerminalWriteError) {
    if takeRepaint() { painter.invalidate() }
    try write(painter.paint(frame))
  }

  /// Writes bytes to the output, all of them, retrying after
  /// interruptions, partial writes and a full non-blocking output.
  ///
  /// - Throws: ``TerminalWriteError`` on any other failure.
  public func write(_ bytes: [UInt8]) throws(TerminalWriteError) {
    try Self.write(bytes, to: output)
  }

  /// Writes all of some bytes to a descriptor; see ``write(_:)``.
  public static func write(_ bytes: [UInt8], to fd: Int32) throws(TerminalWriteError) {
    do {
      try FileDescriptor(fd).writeAll(bytes)
    } catch {
      throw TerminalWriteError(.cannotWriteTerminal(reason: error.reason))
    }
  }

  /// Reads and clears a flag the signal handlers set. The wake pipe is
  /// left to the input wait, which empties it: it is shared, and emptying
  /// it here could swallow the wake of a stop asked for meanwhile.
  private func take(_ flag: WritableKeyPath<TerminalRestoreState, Int32>) -> Bool {
    let state = terminalRestoreState
    guard state.pointee[keyPath: flag] != 0 else { return false }
    state.pointee[keyPath: flag] = 0
    return true
  }
}
