#if canImport(Glibc)
  import Glibc
#endif

/// What must still happen when the process ends suddenly (a signal that
/// ends it, a crash, or `exit` with work outstanding), prepared beforehand
/// in plain memory so a signal handler can carry it out: no allocation, no
/// lock, only async-signal-safe calls (`send`, `write`, `shutdown`, `kill`,
/// `tcsetattr`).
///
/// It is the process's one registry of such work, and its handlers are
/// the only ones for the signals that end the process:
/// - speech-dispatcher gets `CANCEL self` on its socket, so nothing Teller
///   queued is said after it ends (``EmergencyAction/send(_:endingMessageWith:)``);
/// - every audio player's process group is killed, speech's and the sound
///   icons' alike (``EmergencyAction/killProcess()``);
/// - BrlAPI's socket is shut down, so BRLTTY gives the braille display back
///   at once (``EmergencyAction/shutDown(_:)``);
/// - last, the terminal is put back as it was found (raw mode, the full
///   screen, bracketed paste, standard error), by TellerTerminal's
///   ``EmergencyAction/restore(_:)``.
///
/// Each action is armed while it is needed and retired when its owner has
/// ended the work properly. Arming the first installs the handlers
/// (``installSignalHandlers()``), so whoever has work to prepare, with or
/// without a terminal, is covered; the only other way they are installed
/// is ``installHandlers()``, which the edge calls as it words the crash
/// lines (``CrashLines``), so a crash ends Teller even with nothing armed.
public enum EmergencyActions {
  /// How many actions can be armed at once.
  public static let capacity = 16

  /// The signals that end the process by default and that a handler can
  /// catch: SIGINT, SIGTERM, SIGHUP and SIGQUIT, and every other one whose
  /// default action ends the process, so none leaves the terminal raw or in
  /// the alternate screen: SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
  /// SIGIO (SIGPOLL), SIGPWR, SIGSTKFLT, the resource limits SIGXCPU and
  /// SIGXFSZ, SIGSYS, and the real-time signals SIGRTMIN to SIGRTMAX (the C
  /// library keeps the ones below SIGRTMIN for its threads). The handler
  /// then ends the process by the signal's default action, so the shell
  /// sees the usual status (130, 143, 129, 131 …); SIGQUIT gets the default
  /// action rather than the Swift runtime's backtrace, which would leave
  /// the process alive. SIGPIPE is not one: the shell ignores it, so a
  /// reader that goes away makes a write fail, and Teller ends quietly.
  public static let terminatingSignals: [Int32] =
    [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO,
      SIGPWR, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGSYS,
    ] + Array(__libc_current_sigrtmin()...min(__libc_current_sigrtmax(), SignalHandlers.slots - 1))

  /// The signals of a crash: the actions run, the crash's line is
  /// written, and the process ends by the signal's default action (a core
  /// dump, as the system's limits allow), after the runtime's backtrace
  /// when the user asked for one (``CrashBacktrace``).
  public static let crashSignals: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

  /// Why the actions run.
  enum Occasion {
    /// A signal that ends the process, or a crash.
    case signal
    /// `exit`: owners that let go properly at exit (braille, through
    /// BrlAPI) do so in their own exit hooks, so sockets are not shut
    /// down under them.
    case exit
  }

  /// Runs every armed action once and disarms it: first those that only
  /// send, shut down or kill, each one quick system call, then the
  /// restorations, which may wait to write to a terminal. No child whose
  /// kill is armed as it starts (an audio player) starts after this
  /// begins, and one being started on another thread is waited for until
  /// its kill is armed (``EmergencyStartGate``), so it is killed too.
  /// Async-signal-safe; saves and restores `errno`.
  static func perform(_ occasion: Occasion) {
    let savedErrno = errno
    EmergencyStartGate.process.close()
    errno = savedErrno
    perform(occasion, in: emergencySlots, count: capacity)
  }

  /// ``perform(_:)`` over slots of its own: the registry's, or a test's.
  static func perform(
    _ occasion: Occasion, in slots: UnsafeMutablePointer<EmergencySlot>, count: Int
  ) {
    let savedErrno = errno
    // Two passes over a range, not an array: a handler allocates nothing.
    for pass in 0..<2 {
      for index in 0..<count {
        let slot = slots + index
        guard slot.pointee.state == .armed, (slot.pointee.kind == .restore) == (pass == 1) else {
          continue
        }
        if occasion == .exit && slot.pointee.kind == .shutDown { continue }
        carryOut(slot)
      }
    }
    errno = savedErrno
  }

  /// Carries out the action in one slot, once, and marks it spent.
  /// Async-signal-safe.
  static func carryOut(_ slot: UnsafeMutablePointer<EmergencySlot>) {
    guard slot.pointee.state == .armed else { return }
    slot.pointee.state = .spent
    switch slot.pointee.kind {
    case .send:
      let fd = slot.pointee.fileDescriptor
      guard fd >= 0 else { return }
      if slot.pointee.inMessage != 0 {
        writeAll(fd, slot.pointee.messageEnd, slot.pointee.messageEndCount)
      }
      writeAll(fd, slot.pointee.bytes, slot.pointee.byteCount)
      // Whatever another thread sends after this never reaches the far end.
      _ = shutdown(fd, Int32(SHUT_WR))
    case .shutDown:
      let fd = slot.pointee.fileDescriptor
      guard fd >= 0 else { return }
      // Ends the connection for every copy of the descriptor, even one a
      // child process holds; the far end needs no reply to let go.
      _ = shutdown(fd, Int32(SHUT_RDWR))
    case .kill:
      let process = slot.pointee.process
      guard process > 0 else { return }
      _ = kill(-process, SIGKILL)
      _ = kill(process, SIGKILL)
    case .restore:
      slot.pointee.function?()
    case .none:
      break
    }
  }

  /// Writes a buffer whole, through interruptions. Async-signal-safe.
  private static func writeAll(_ fd: Int32, _ bytes: UnsafeMutablePointer<UInt8>?, _ count: Int) {
    guard let bytes else { return }
    var offset = 0
    while offset < count {
      let written = send(fd, bytes + offset, count - offset, Int32(MSG_NOSIGNAL))
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        // Not a socket: a plain write, once.
        if written < 0 && errno == ENOTSOCK { _ = write(fd, bytes + offset, count - offset) }
        return
      }
    }
  }
}
