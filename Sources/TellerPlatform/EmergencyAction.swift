#if canImport(Glibc)
  import Glibc
#endif

/// One action ready in ``EmergencyActions``: bytes to send on a socket
/// (then its sending side shut), a socket to shut down, a process group to
/// kill, or a restoration to run after every other action.
///
/// Its memory is never freed, so a handler never reads freed memory; the
/// registry holds at most ``EmergencyActions/capacity``. Changes from the
/// owner (the descriptor, the process, whether a message is half sent) are
/// single aligned stores a handler reads whole. Making one installs the
/// registry's signal handlers, once (``EmergencyActions/installSignalHandlers()``).
public final class EmergencyAction: Sendable {
  /// Which of the registry's slots is this action's.
  private let index: Int
  /// Whether the owner has given the slot back.
  private let retired = Locked(false)

  private init(index: Int) { self.index = index }

  /// The slot, plain memory written by its owner and read by handlers.
  private var slot: UnsafeMutablePointer<EmergencySlot> { emergencySlots + index }

  /// Prepares bytes to send to a socket, such as `CANCEL self` for
  /// speech-dispatcher, armed once a descriptor is given. Runs on signals,
  /// crashes and at `exit`.
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
    arm(.send) { slot in
      slot.pointee.bytes = copy(bytes)
      slot.pointee.byteCount = bytes.count
      slot.pointee.messageEnd = copy(messageEnd)
      slot.pointee.messageEndCount = messageEnd.count
    }
  }

  /// Prepares a SIGKILL for a process and its process group, armed while
  /// a process is given (``setProcess(_:)``). Runs on signals, crashes and
  /// at `exit`.
  ///
  /// - Returns: nil when every slot is taken.
  public static func killProcess() -> EmergencyAction? {
    arm(.kill) { _ in }
  }

  /// Prepares `shutdown(2)` of a socket in both directions, such as
  /// BrlAPI's, so the server at the other end lets go at once: it ends the
  /// connection for every copy of the descriptor, even one a child holds,
  /// and needs no reply. Runs on signals and crashes only: at `exit` the
  /// owner lets go in the proper way (braille through BrlAPI, in its own
  /// exit hook).
  ///
  /// - Returns: nil when every slot is taken.
  public static func shutDown(_ socket: Int32) -> EmergencyAction? {
    arm(.shutDown) { slot in slot.pointee.fileDescriptor = socket }
  }

  /// Prepares a function to run after every other action, on signals,
  /// crashes and at `exit`, such as the terminal's restoration. It must be
  /// async-signal-safe, and safe to run when there is nothing to restore.
  ///
  /// - Returns: nil when every slot is taken.
  public static func restore(_ function: @escaping @convention(c) () -> Void) -> EmergencyAction? {
    arm(.restore) { slot in slot.pointee.function = function }
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
    let first = retired.withLock { retired in
      defer { retired = true }
      return !retired
    }
    guard first else { return }
    EmergencyAction.registry.withLock { _ in slot.pointee.state = .free }
  }

  /// Carries out this action alone, now, as a signal handler would, once.
  func carryOut() { EmergencyActions.carryOut(slot) }

  /// Whether the action is armed: made, not yet carried out nor retired.
  var isArmed: Bool { slot.pointee.state == .armed }

  deinit { retire() }

  /// Whether the handlers are installed; its lock is also held while a
  /// slot is taken or given back.
  static let registry = Locked(false)

  /// Takes a free slot for a kind, fills it in, arms it, and installs the
  /// handlers if no action has before.
  private static func arm(
    _ kind: EmergencySlot.Kind, _ fill: (UnsafeMutablePointer<EmergencySlot>) -> Void
  ) -> EmergencyAction? {
    registry.withLock { installed in
      installHandlers(&installed)
      for index in 0..<EmergencyActions.capacity {
        let slot = emergencySlots + index
        guard slot.pointee.state == .free else { continue }
        slot.pointee.state = .reserved
        slot.pointee.kind = kind
        slot.pointee.fileDescriptor = -1
        slot.pointee.process = 0
        slot.pointee.inMessage = 0
        slot.pointee.function = nil
        fill(slot)
        slot.pointee.state = .armed
        return EmergencyAction(index: index)
      }
      return nil
    }
  }

  /// Installs the registry's handlers, once; call with ``registry``'s
  /// lock held, its value passed in.
  static func installHandlers(_ installed: inout Bool) {
    guard !installed else { return }
    EmergencyActions.installSignalHandlers()
    installed = true
  }

  private static func copy(_ bytes: [UInt8]) -> UnsafeMutablePointer<UInt8>? {
    guard !bytes.isEmpty else { return nil }
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    buffer.initialize(from: bytes, count: bytes.count)
    return buffer
  }
}
