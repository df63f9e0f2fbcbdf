#if canImport(Glibc)
  import Glibc
#endif

/// What must still happen when the process ends suddenly (a signal that
/// ends it, a crash, or `exit` with work outstanding), prepared beforehand
/// in plain memory so a signal handler can carry it out: no allocation, no
/// lock, only async-signal-safe calls (`write`, `shutdown`, `kill`).
///
/// Speech uses it so that nothing Teller queued is spoken after it exits:
/// speech-dispatcher gets `CANCEL self` on its socket before the process
/// ends, and the audio player's process group is killed. Each action is an
/// ``EmergencyAction``, armed while it is needed and retired when its owner
/// has ended the work properly.
///
/// ``perform()`` runs every armed action once. Teller's terminal signal
/// handlers call it before they restore the terminal's default action and
/// re-raise; for the time those are not installed (input from a pipe),
/// ``installSignalHandlers()`` installs handlers of its own for the signals
/// that end the process and for crashes, and an `atexit` hook.
public enum EmergencyActions {
  /// How many actions can be armed at once.
  public static let capacity = 16

  /// The signals that end the process by default and that a handler can
  /// catch: SIGINT, SIGTERM, SIGHUP and SIGQUIT.
  public static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// The signals of a crash: the action runs, then the earlier handler
  /// (the runtime's backtrace, or a core dump).
  public static let crashSignals: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

  /// Runs every armed action once, in the order they were armed, and
  /// disarms them. Async-signal-safe; saves and restores `errno`.
  public static func perform() {
    let savedErrno = errno
    for index in 0..<capacity {
      let slot = emergencySlots + index
      guard slot.pointee.state == .armed else { continue }
      slot.pointee.state = .spent
      switch slot.pointee.kind {
      case .send:
        let fd = slot.pointee.fileDescriptor
        guard fd >= 0 else { continue }
        if slot.pointee.inMessage != 0 {
          writeAll(fd, slot.pointee.messageEnd, slot.pointee.messageEndCount)
        }
        writeAll(fd, slot.pointee.bytes, slot.pointee.byteCount)
        // Whatever another thread sends after this never reaches the far end.
        _ = shutdown(fd, Int32(SHUT_WR))
      case .kill:
        let process = slot.pointee.process
        guard process > 0 else { continue }
        _ = kill(-process, SIGKILL)
        _ = kill(process, SIGKILL)
      case .none:
        break
      }
    }
    errno = savedErrno
  }

  /// Installs, once, handlers that run ``perform()`` for the signals that
  /// end the process and for crashes, and an `atexit` hook that runs it.
  ///
  /// A signal that is ignored stays ignored (as under `nohup`). A
  /// terminating signal's handler then ends the process by the signal's
  /// default action, so the status is the usual one (143 for SIGTERM, 131
  /// for SIGQUIT, whose runtime backtrace would leave the process alive),
  /// as the terminal's handlers do; a crash's runs the earlier action (the
  /// runtime's backtrace, or a core dump). Call from the main flow, before
  /// the terminal's handlers are installed: they call ``perform()``
  /// themselves, and put these back when they are removed.
  public static func installSignalHandlers() {
    guard handlersInstalled.pointee == 0 else { return }
    handlersInstalled.pointee = 1
    _ = atexit(performAtExit)
    for signal in terminatingSignals + crashSignals {
      var current = sigaction()
      _ = sigaction(signal, nil, &current)
      // SIG_IGN is 1.
      let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
      guard current.sa_flags & SA_SIGINFO != 0 || handler != 1 else { continue }
      var action = sigaction()
      if crashSignals.contains(signal) {
        action.__sigaction_handler.sa_handler = performAndCrash
      } else {
        action.__sigaction_handler.sa_handler = performAndEnd
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_ONSTACK)
      _ = sigaction(signal, &action, emergencyPreviousActions + Int(signal))
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

/// One action ready in ``EmergencyActions``: bytes to send on a socket
/// (then its sending side shut), or a process group to kill.
///
/// Its memory is never freed, so a handler never reads freed memory; the
/// registry holds at most ``EmergencyActions/capacity``. Changes from the
/// owner (the descriptor, the process, whether a message is half sent) are
/// single aligned stores a handler reads whole.
public final class EmergencyAction: @unchecked Sendable {
  // Unchecked: the slot is plain memory written by its owner and read by
  // handlers; `retired` is touched only by the owner.
  private let slot: UnsafeMutablePointer<EmergencySlot>
  private var retired = false

  private init(slot: UnsafeMutablePointer<EmergencySlot>) { self.slot = slot }

  /// Prepares bytes to send to a socket, such as `CANCEL self` for
  /// speech-dispatcher, armed once a descriptor is given.
  ///
  /// - Parameters:
  ///   - bytes: what to send.
  ///   - messageEnd: what to send first while the owner is in the middle of
  ///     a message (``setInMessage(_:)``), so the bytes are read as a
  ///     command of their own.
  /// - Returns: nil when every slot is taken.
  public static func send(_ bytes: [UInt8], endingMessageWith messageEnd: [UInt8] = [])
    -> EmergencyAction?
  {
    guard let slot = reserve(kind: .send) else { return nil }
    slot.pointee.bytes = copy(bytes)
    slot.pointee.byteCount = bytes.count
    slot.pointee.messageEnd = copy(messageEnd)
    slot.pointee.messageEndCount = messageEnd.count
    slot.pointee.state = .armed
    return EmergencyAction(slot: slot)
  }

  /// Prepares a SIGKILL for a process and its process group, armed while
  /// a process is given (``setProcess(_:)``).
  ///
  /// - Returns: nil when every slot is taken.
  public static func killProcess() -> EmergencyAction? {
    guard let slot = reserve(kind: .kill) else { return nil }
    slot.pointee.state = .armed
    return EmergencyAction(slot: slot)
  }

  /// The socket to send on; -1 for none yet.
  public func setFileDescriptor(_ fd: Int32) { slot.pointee.fileDescriptor = fd }

  /// Whether the owner is in the middle of sending a message, so the
  /// message's end goes first.
  public func setInMessage(_ inMessage: Bool) { slot.pointee.inMessage = inMessage ? 1 : 0 }

  /// The process to kill, the leader of its own process group; 0 for none.
  /// Set 0 before the process is reaped, so its id is never killed once
  /// another process may have it.
  public func setProcess(_ process: pid_t) { slot.pointee.process = process }

  /// Disarms the action for good and gives its slot back: its owner has
  /// ended the work properly.
  public func retire() {
    guard !retired else { return }
    retired = true
    slot.pointee.state = .free
  }

  deinit { retire() }

  private static let lock = Lock()

  private static func reserve(kind: EmergencySlot.Kind) -> UnsafeMutablePointer<EmergencySlot>? {
    lock.withLock {
      for index in 0..<EmergencyActions.capacity {
        let slot = emergencySlots + index
        guard slot.pointee.state == .free else { continue }
        slot.pointee.state = .reserved
        slot.pointee.kind = kind
        slot.pointee.fileDescriptor = -1
        slot.pointee.process = 0
        slot.pointee.inMessage = 0
        return slot
      }
      return nil
    }
  }

  private static func copy(_ bytes: [UInt8]) -> UnsafeMutablePointer<UInt8>? {
    guard !bytes.isEmpty else { return nil }
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    buffer.initialize(from: bytes, count: bytes.count)
    return buffer
  }
}

/// One slot of the registry, plain memory.
struct EmergencySlot {
  /// Where a slot is in its life.
  enum State {
    /// Nobody's.
    case free
    /// Being filled in by its owner; handlers pass it by.
    case reserved
    /// Ready: a handler carries it out.
    case armed
    /// Carried out, once; its owner gives it back.
    case spent
  }

  /// What the action does.
  enum Kind {
    /// Nothing yet.
    case none
    /// Sends bytes on a socket, then shuts its sending side.
    case send
    /// Kills a process group.
    case kill
  }

  var state = State.free
  var kind = Kind.none
  var fileDescriptor: Int32 = -1
  var inMessage: Int32 = 0
  var process: pid_t = 0
  var bytes: UnsafeMutablePointer<UInt8>?
  var byteCount = 0
  var messageEnd: UnsafeMutablePointer<UInt8>?
  var messageEndCount = 0
}

/// The registry's slots.
nonisolated(unsafe) let emergencySlots: UnsafeMutablePointer<EmergencySlot> = {
  let pointer = UnsafeMutablePointer<EmergencySlot>.allocate(capacity: EmergencyActions.capacity)
  pointer.initialize(repeating: EmergencySlot(), count: EmergencyActions.capacity)
  return pointer
}()

/// The actions found before ``EmergencyActions/installSignalHandlers()``, by signal number.
nonisolated(unsafe) let emergencyPreviousActions: UnsafeMutablePointer<sigaction> = {
  let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  pointer.initialize(repeating: sigaction(), count: 65)
  return pointer
}()

/// 1 once the handlers are installed.
nonisolated(unsafe) let handlersInstalled: UnsafeMutablePointer<Int32> = {
  let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  pointer.initialize(to: 0)
  return pointer
}()

private func performAtExit() { EmergencyActions.perform() }

/// Runs the actions, then ends the process by the signal's default action.
private func performAndEnd(_ signal: Int32) {
  EmergencyActions.perform()
  var action = sigaction()
  action.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&action.sa_mask)
  _ = sigaction(signal, &action, nil)
  unblockAndRaise(signal)
}

/// Runs the actions, then the signal's earlier action.
private func performAndCrash(_ signal: Int32) {
  let savedErrno = errno
  EmergencyActions.perform()
  _ = sigaction(signal, emergencyPreviousActions + Int(signal), nil)
  unblockAndRaise(signal)
  errno = savedErrno
}

private func unblockAndRaise(_ signal: Int32) {
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  _ = sigprocmask(SIG_UNBLOCK, &set, nil)
  _ = raise(signal)
}
