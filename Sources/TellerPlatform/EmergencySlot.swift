#if canImport(Glibc)
  import Glibc
#endif

/// One slot of ``EmergencyActions``' registry, plain memory.
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
    /// Shuts a socket down in both directions (not at `exit`).
    case shutDown
    /// Kills a process group.
    case kill
    /// Runs a function, after every other kind.
    case restore
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
  var function: (@convention(c) () -> Void)?
}

/// The registry's slots.
nonisolated(unsafe) let emergencySlots: UnsafeMutablePointer<EmergencySlot> = {
  let pointer = UnsafeMutablePointer<EmergencySlot>.allocate(capacity: EmergencyActions.capacity)
  pointer.initialize(repeating: EmergencySlot(), count: EmergencyActions.capacity)
  return pointer
}()
