import TellerPlatform
import TellerSession
import TellerWording

/// Linear text at a terminal with the cursor resting at the end of the
/// newest line (``RestingLine``), on standard output and, when it is the
/// same terminal, standard error: every line Teller writes there, notices
/// included, goes through one state.
///
/// On every way out (quit, the end of input, a signal that ends Teller, a
/// stop with Ctrl-Z, `exit`), the open line is ended, so the shell's prompt
/// starts a fresh line: the signal handlers read whether a line is open
/// from the restore state and write the break themselves.
public enum RestingLines {
  /// Whether a line is open, as the restore state keeps it for the
  /// signal handlers (and for standard error written out after the full
  /// screen, which ends the line).
  private static var line: RestingLine {
    get { RestingLine(isOpen: terminalRestoreState.pointee.lineOpen != 0) }
    set { terminalRestoreState.pointee.lineOpen = newValue.isOpen ? 1 : 0 }
  }

  /// Starts resting the cursor on standard output, a terminal. Call it
  /// once, before anything is written.
  public static func begin() {
    terminalRestoreState.pointee.lineFileDescriptor = 1
    // Touch the byte a handler writes here, never first in a handler, and
    // arm the terminal's restoration, which ends an open line on every way
    // out (a signal, a crash, `exit`).
    _ = lineBreakByte
    _ = terminalRestoreAtExit
  }

  /// Whether lines rest on a descriptor: standard output once begun, and
  /// standard error while it is a terminal too.
  public static func rests(_ fd: Int32) -> Bool {
    terminalRestoreState.pointee.lineFileDescriptor == 1
      && (fd == 1 || (fd == 2 && FileDescriptor.standardError.isTerminal))
  }

  /// Writes ordinary lines so that the cursor rests at the end of the last.
  ///
  /// - Throws: ``PresentationError`` as ``Shell/write(_:to:named:)`` does.
  public static func write(_ text: String, to fd: Int32, named name: OutputStreamName)
    throws(PresentationError)
  {
    // Mark the line open before writing, so that a signal in between ends
    // it rather than leaving the prompt on it.
    let bytes = line.text(for: text)
    try Shell.write(bytes, to: fd, named: name)
  }

  /// Standard output for linear text at a terminal.
  public static var standardOutput: TextOutput {
    TextOutput { text throws(PresentationError) in
      try write(text, to: 1, named: .standardOutput)
    }
  }

  /// Standard error for linear text at a terminal: resting while it is the
  /// terminal, ordinary lines when it goes elsewhere.
  public static var standardError: TextOutput {
    TextOutput { text throws(PresentationError) in
      if rests(2) {
        try write(text, to: 2, named: .standardError)
      } else {
        try Shell.write(text, to: 2, named: .standardError)
      }
    }
  }

  /// The cursor is at the start of a line again: the screen was cleared.
  public static func lineStartsAfresh() {
    line.reset()
  }

  /// Ends the open line, if any.
  public static func end() {
    let text = line.close()
    guard !text.isEmpty else { return }
    try? Shell.write(text, to: 1, named: .standardOutput)
  }
}

/// A line break, in plain memory a signal handler can write.
nonisolated(unsafe) let lineBreakByte: UnsafeMutableBufferPointer<UInt8> = {
  let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1)
  buffer[0] = UInt8(ascii: "\n")
  return buffer
}()

/// Ends the line the cursor rests on, if one is open. Async-signal-safe.
func endOpenLine() {
  let state = terminalRestoreState
  guard state.pointee.lineOpen != 0, state.pointee.lineFileDescriptor >= 0 else { return }
  state.pointee.lineOpen = 0
  SignalSafe.writeAll(state.pointee.lineFileDescriptor, lineBreakByte)
}
