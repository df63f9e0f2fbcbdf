#if canImport(Glibc)
  import Glibc
#endif

/// An alternate signal stack (`sigaltstack(2)`) for the calling thread, so
/// the handlers ``EmergencyActions`` installs with `SA_ONSTACK` still run
/// when a thread has overflowed its own stack: the kernel then has nowhere
/// else to put the handler's frame, and without one it ends the process at
/// once, the terminal left raw.
///
/// Each thread has a stack of its own, and only the thread itself can set
/// it: ``EmergencyActions/installSignalHandlers()`` gives one to the thread
/// that installs the handlers, TellerTerminal to the thread that takes the
/// terminal, and ``WorkerThread`` to each thread it starts, taking it back
/// when the thread ends. A thread that already has one (the Swift runtime
/// gives the main thread its own when its backtrace is on) keeps it.
public enum SignalStack {
  /// Bytes in each stack: room for the emergency actions, and for the
  /// runtime's backtrace handler that takes the fault after them.
  static var size: Int { max(64 * 1024, 4 * sysconf(Int32(_SC_MINSIGSTKSZ))) }

  /// Gives the calling thread an alternate signal stack when it has none.
  ///
  /// - Returns: the stack given, for ``release(_:)`` when the thread ends;
  ///   nil when the thread had one already, or no memory was left.
  @discardableResult
  public static func provideForCurrentThread() -> UnsafeMutableRawPointer? {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else {
      return nil
    }
    let bytes = size
    guard let memory = malloc(bytes) else { return nil }
    var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: bytes)
    guard sigaltstack(&stack, nil) == 0 else {
      free(memory)
      return nil
    }
    return memory
  }

  /// Takes back a stack ``provideForCurrentThread()`` gave the calling
  /// thread, which is ending: no signal is delivered on it any more, then
  /// its memory is freed.
  public static func release(_ memory: UnsafeMutableRawPointer?) {
    guard let memory else { return }
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_sp == memory else { return }
    // Not while a handler runs on it: then it is this thread's to the end.
    guard current.ss_flags & Int32(SS_ONSTACK) == 0 else { return }
    var disabled = stack_t(ss_sp: nil, ss_flags: Int32(SS_DISABLE), ss_size: 0)
    guard sigaltstack(&disabled, nil) == 0 else { return }
    free(memory)
  }

  /// Whether the calling thread has an alternate signal stack.
  public static var currentThreadHasOne: Bool {
    var current = stack_t()
    return sigaltstack(nil, &current) == 0 && current.ss_flags & Int32(SS_DISABLE) == 0
  }
}
