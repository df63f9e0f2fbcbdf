#if canImport(Glibc)
  import Glibc
#endif

/// A signal, by number, and the plain ways to send it or set it aside.
///
/// The handlers that carry out Teller's emergency work are installed by
/// ``EmergencyActions`` alone; the terminal's own (Ctrl-Z, a resize) by
/// ``SignalHandler``.
public struct Signal: Hashable, Sendable {
  /// The signal's number.
  public let rawValue: Int32

  /// The signal with a number.
  public init(_ rawValue: Int32) { self.rawValue = rawValue }

  /// SIGKILL.
  public static let kill = Signal(SIGKILL)
  /// SIGTERM.
  public static let terminate = Signal(SIGTERM)
  /// SIGINT.
  public static let interrupt = Signal(SIGINT)
  /// SIGHUP.
  public static let hangUp = Signal(SIGHUP)
  /// SIGQUIT.
  public static let quit = Signal(SIGQUIT)
  /// SIGPIPE.
  public static let brokenPipe = Signal(SIGPIPE)
  /// SIGTSTP, Ctrl-Z.
  public static let terminalStop = Signal(SIGTSTP)
  /// SIGSTOP.
  public static let stop = Signal(SIGSTOP)
  /// SIGCONT.
  public static let `continue` = Signal(SIGCONT)
  /// SIGWINCH, the terminal's size changed.
  public static let windowChange = Signal(SIGWINCH)
  /// SIGTTOU, a background write to the terminal's settings.
  public static let terminalOutput = Signal(SIGTTOU)
  /// SIGTTIN, a background read of the terminal.
  public static let terminalInput = Signal(SIGTTIN)
  /// SIGCHLD, a child ended.
  public static let childEnded = Signal(SIGCHLD)
  /// SIGABRT, `abort`: the process gave up, as on running out of memory.
  public static let abort = Signal(SIGABRT)
  /// SIGSEGV, a bad memory access.
  public static let segmentationFault = Signal(SIGSEGV)
  /// SIGBUS, a bad memory access the hardware refused.
  public static let busError = Signal(SIGBUS)
  /// SIGILL, an illegal instruction: how a failed check of Swift's traps
  /// on x86-64.
  public static let illegalInstruction = Signal(SIGILL)
  /// SIGFPE, an arithmetic error, such as a division by zero.
  public static let arithmeticError = Signal(SIGFPE)
  /// SIGTRAP, a trap: how a failed check of Swift's traps on ARM.
  public static let trap = Signal(SIGTRAP)

  /// Sends the signal to a process.
  ///
  /// - Returns: false when there is no such process or it may not be sent.
  @discardableResult
  public func send(to process: ProcessID) -> Bool { Glibc.kill(process, rawValue) == 0 }

  /// Sends the signal to every process of a process group whose leader
  /// is `leader`.
  @discardableResult
  public func send(toGroup leader: ProcessID) -> Bool { Glibc.kill(-leader, rawValue) == 0 }

  /// Ignores the signal from now on (`SIG_IGN`), as a program that writes
  /// to readers that may go does with SIGPIPE.
  public func ignore() { _ = signal(rawValue, SIG_IGN) }
}
