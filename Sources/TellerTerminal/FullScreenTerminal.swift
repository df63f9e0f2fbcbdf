import TellerFullScreen

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal in full-screen mode: raw keys, the alternate screen, the
/// cursor hidden while drawing and bracketed paste on, with frames drawn
/// by their changed cells.
///
/// The terminal is restored on every way out, exactly as it was found:
/// ``leave()``, process exit, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE and
/// crash signals; the restore writes prepared bytes and calls `tcsetattr`,
/// both safe in a signal handler. Ctrl-Z (SIGTSTP) restores the terminal
/// and stops; SIGCONT brings raw mode and the alternate screen back and
/// asks for a repaint; SIGWINCH asks for a new layout. Both wake the input
/// wait through ``wakeFileDescriptor``.
///
/// One full-screen terminal is active per process at a time.
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
  private var wakeRead: Int32 = -1
  private var wakeWrite: Int32 = -1
  private var isEntered = false

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
    guard isatty(output) == 1 else {
      throw TerminalError("Standard output is not a terminal, so the full screen cannot be drawn.")
    }
    try RawMode.enter(fileDescriptor: input)
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      wakeRead = ends[0]
      wakeWrite = ends[1]
    }
    let state = terminalRestoreState
    state.pointee.wakeFileDescriptor = wakeWrite
    state.pointee.resizePending = 0
    state.pointee.repaintPending = 0
    state.pointee.screenFileDescriptor = output
    reenterScreen()
    state.pointee.repaintPending = 0
    painter.invalidate()
    isEntered = true
  }

  /// Leaves full-screen mode and restores the terminal exactly as it was
  /// found; does nothing when not entered.
  public func leave() {
    guard isEntered else { return }
    isEntered = false
    let state = terminalRestoreState
    leaveScreen()
    state.pointee.screenFileDescriptor = -1
    state.pointee.wakeFileDescriptor = -1
    RawMode.restore()
    for fd in [wakeRead, wakeWrite] where fd >= 0 { close(fd) }
    wakeRead = -1
    wakeWrite = -1
  }

  /// Whether full-screen mode is entered.
  public var isActive: Bool { isEntered }

  /// The terminal's size now, or nil when it cannot be read.
  public var size: Size? { Self.size(of: output) ?? Self.size(of: input) }

  /// The size of the terminal on a descriptor, from `TIOCGWINSZ`, or nil.
  public static func size(of fileDescriptor: Int32) -> Size? {
    var window = winsize()
    let result = withUnsafeMutablePointer(to: &window) {
      ioctl(fileDescriptor, UInt(TIOCGWINSZ), $0)
    }
    guard result == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// A descriptor that becomes readable when a resize or a repaint is
  /// pending, for the input wait to watch beside the keys; -1 before
  /// ``enter()``.
  public var wakeFileDescriptor: Int32 { wakeRead }

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
    _ = kill(getpid(), SIGTSTP)
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
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
      }
      if written >= 0 {
        offset += written
        continue
      }
      switch errno {
      case EINTR: continue
      case EAGAIN:
        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, 1000)
      default:
        throw TerminalWriteError("Cannot write to the terminal: \(errorText(errno)).")
      }
    }
  }

  /// Reads and clears a flag the signal handlers set, draining the wake
  /// pipe first so it stops being readable.
  private func take(_ flag: WritableKeyPath<TerminalRestoreState, Int32>) -> Bool {
    if wakeRead >= 0 {
      var sink = [UInt8](repeating: 0, count: 64)
      while sink.withUnsafeMutableBytes({ Glibc.read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
    }
    let state = terminalRestoreState
    guard state.pointee[keyPath: flag] != 0 else { return false }
    state.pointee[keyPath: flag] = 0
    return true
  }
}
