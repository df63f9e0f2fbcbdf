import TellerPlatform

/// Raw keyboard input on a terminal, restored on every way out.
///
/// Raw mode turns off echo, line editing and the signal keys, so every key
/// arrives as bytes at once and Ctrl-C arrives as a byte (0x03). Output
/// processing stays on, so `"\n"` still starts a new line. The terminal's
/// settings are put back by ``restore()``, at process exit (including
/// `Shell.exit`), on every signal whose default action ends the process
/// (then the process ends by the signal, as it would have), on crash signals
/// (before the signal's earlier action, such as the runtime's backtrace),
/// and around a stop: SIGTSTP restores before stopping and raw mode comes
/// back after SIGCONT whenever Teller is in the foreground.
public enum RawMode {
  /// Whether raw mode is applied now.
  public static var isActive: Bool { terminalRestoreState.pointee.active != 0 }

  /// Puts the terminal on a file descriptor into raw mode.
  ///
  /// Entering again on the same descriptor does nothing; on another, the
  /// first is restored first.
  ///
  /// - Throws: ``TerminalError`` when the descriptor is not a terminal or
  ///   its settings cannot be read or changed.
  public static func enter(fileDescriptor: Int32 = 0) throws(TerminalError) {
    try apply(fileDescriptor: fileDescriptor) { $0.raw }
  }

  /// Turns the echo of keys off on a terminal, leaving lines and the
  /// signal keys as they are, restored on every way out as raw mode is:
  /// for output that must not be broken into by what is typed meanwhile
  /// (the console's business day). ``restore()`` ends it.
  ///
  /// - Throws: ``TerminalError`` when the descriptor is not a terminal or
  ///   its settings cannot be read or changed.
  public static func enterWithoutEcho(fileDescriptor: Int32 = 0) throws(TerminalError) {
    try apply(fileDescriptor: fileDescriptor) { $0.withoutEcho }
  }

  /// Throws away what was typed on a terminal and not yet read, such as
  /// keys pressed while output ran, so none answers the next prompt.
  public static func discardTypeAhead(fileDescriptor: Int32 = 0) {
    FileDescriptor(fileDescriptor).discardTypeAhead()
  }

  /// Saves a terminal's settings and applies them changed by `change`,
  /// with the handlers that put the saved ones back on every way out.
  private static func apply(
    fileDescriptor: Int32, _ change: (TerminalSettings) -> TerminalSettings
  ) throws(TerminalError) {
    let state = terminalRestoreState
    if state.pointee.active != 0 {
      if state.pointee.fileDescriptor == fileDescriptor { return }
      restore()
    }
    let saved: TerminalSettings
    do {
      saved = try TerminalSettings.read(from: FileDescriptor(fileDescriptor))
    } catch {
      throw TerminalError(.terminalSettingsUnreadable(reason: error.reason))
    }
    let raw = change(saved)
    state.pointee.fileDescriptor = fileDescriptor
    state.pointee.saved = saved
    state.pointee.raw = raw
    installTerminalSignalHandlers()
    state.pointee.active = 1
    state.pointee.wanted = 1
    do {
      try raw.apply(to: FileDescriptor(fileDescriptor))
    } catch {
      let reason = error.reason
      state.pointee.active = 0
      state.pointee.wanted = 0
      removeTerminalSignalHandlers()
      throw TerminalError(.rawModeRefused(reason: reason))
    }
  }

  /// Puts the terminal's saved settings back, with bracketed paste off;
  /// does nothing when raw mode is not applied.
  public static func restore() {
    terminalRestoreState.pointee.wanted = 0
    restoreSavedTerminal()
    terminalRestoreState.pointee.pasteFileDescriptor = -1
    removeTerminalSignalHandlers()
  }

  /// Turns bracketed paste on, by writing its sequence to the terminal on
  /// a descriptor, so a paste arrives marked and never runs as keys. It is
  /// turned off with raw mode on every way out, and on again after a
  /// continue. Does nothing unless raw mode is applied, or when paste is
  /// already on.
  public static func enableBracketedPaste(on fileDescriptor: Int32) {
    let state = terminalRestoreState
    guard state.pointee.active != 0, state.pointee.pasteFileDescriptor < 0 else { return }
    state.pointee.pasteFileDescriptor = fileDescriptor
    turnPasteOnAgain()
  }

  /// Turns bracketed paste off, leaving raw mode as it is.
  public static func disableBracketedPaste() {
    turnPasteOff()
    terminalRestoreState.pointee.pasteFileDescriptor = -1
  }

  /// Whether bracketed paste is on.
  public static var isBracketedPasteOn: Bool { terminalRestoreState.pointee.pasteActive != 0 }

  /// Stops the process as Ctrl-Z would in a shell (raw mode reads Ctrl-Z
  /// as a key): the terminal is restored, the process stops, and when it
  /// continues in the foreground, raw mode (and full screen, and bracketed
  /// paste) come back. Does nothing when the shell has no job control
  /// (SIGTSTP ignored).
  public static func suspend() {
    Signal.terminalStop.send(to: CurrentProcess.id)
  }
}
