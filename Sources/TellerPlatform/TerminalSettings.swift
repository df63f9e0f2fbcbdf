#if canImport(Glibc)
  import Glibc
#endif

/// A terminal's settings (`termios`), as plain memory: read once from the
/// main flow, then applied from there or from a signal handler.
///
/// ``apply(to:)`` is async-signal-safe: it is one `tcsetattr` on memory
/// the value already holds, so the terminal's restoration can keep a
/// value in its plain-memory state and put it back from a handler.
public struct TerminalSettings: Sendable {
  private var value = termios()

  /// Settings with every flag clear, to be filled in by ``read(from:)``.
  public init() {}

  /// The settings of the terminal on a descriptor.
  ///
  /// - Throws: ``SystemError`` of `tcgetattr`, such as `ENOTTY`.
  public static func read(from fd: FileDescriptor) throws(SystemError) -> TerminalSettings {
    var settings = TerminalSettings()
    guard tcgetattr(fd.rawValue, &settings.value) == 0 else {
      throw SystemError.last("tcgetattr")
    }
    return settings
  }

  /// Applies the settings to the terminal on a descriptor, at once.
  /// Async-signal-safe.
  ///
  /// - Throws: ``SystemError`` of `tcsetattr`.
  public func apply(to fd: FileDescriptor) throws(SystemError) {
    guard applyFromHandler(to: fd.rawValue) else { throw SystemError.last("tcsetattr") }
  }

  /// Applies the settings as ``apply(to:)`` does, from a signal handler:
  /// no Swift error, `errno` left as the call set it.
  ///
  /// - Returns: false when `tcsetattr` failed.
  public func applyFromHandler(to fd: Int32) -> Bool {
    var value = value
    return tcsetattr(fd, TCSANOW, &value) == 0
  }

  /// Raw keyboard input: no echo, no line editing, no signal keys, no
  /// translation of input; eight-bit characters; each read returns once a
  /// byte is there. Output processing stays on, so `"\n"` still starts a
  /// new line.
  public var raw: TerminalSettings {
    var raw = self
    raw.value.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.value.c_cflag |= tcflag_t(CS8)
    raw.value.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.value.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return raw
  }

  /// These settings with the echo of keys off (`ECHO`, `ECHONL`), lines
  /// and the signal keys as they are.
  public var withoutEcho: TerminalSettings {
    var quiet = self
    quiet.value.c_lflag &= ~tcflag_t(ECHO | ECHONL)
    return quiet
  }
}

extension FileDescriptor {
  /// Throws away what was typed on the terminal and not yet read
  /// (`tcflush(TCIFLUSH)`).
  public func discardTypeAhead() { _ = tcflush(rawValue, TCIFLUSH) }

  /// The size of the terminal on the descriptor, from `TIOCGWINSZ`: nil
  /// when it is no terminal or says a size of 0.
  public var windowSize: (columns: Int, rows: Int)? {
    var window = winsize()
    let result = withUnsafeMutablePointer(to: &window) { ioctl(rawValue, UInt(TIOCGWINSZ), $0) }
    guard result == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Whether this process's group is the terminal's foreground group, so
  /// changing the terminal's settings does not stop it with SIGTTOU.
  /// Async-signal-safe.
  public var isForegroundOfTerminal: Bool { tcgetpgrp(rawValue) == getpgrp() }
}
