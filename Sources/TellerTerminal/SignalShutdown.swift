#if canImport(Glibc)
  import Glibc
#endif

/// Sockets that a signal ending the process shuts down before anything
/// else, so the server at the other end lets go at once: BRLTTY gives the
/// braille display back on SIGINT, SIGTERM, SIGHUP and SIGQUIT.
///
/// The work is prepared: the sockets sit in plain memory, and the signal
/// handler only calls `shutdown(2)`, which is async-signal-safe. A
/// shutdown ends the connection for every copy of the descriptor, even
/// one a child process holds, and needs no reply; no client library runs
/// in the handler. The handlers for the ending signals are installed when
/// a socket is added, if the terminal's are not (Teller reading lines);
/// they restore the terminal as always and end the process by the
/// signal's default action, with the usual status.
///
/// Add and remove from the main flow; ``remove(_:)`` may also come from
/// an exit hook or another thread.
public enum SignalShutdown {
  /// How many sockets can be held at once (computed, so a signal handler
  /// reads no lazily made global).
  static var capacity: Int { 4 }

  /// The sockets, -1 for a free slot.
  nonisolated(unsafe) static let sockets: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    pointer.initialize(repeating: -1, count: capacity)
    return pointer
  }()

  /// Whether the ending signals' handlers were installed here rather than
  /// with raw mode.
  nonisolated(unsafe) static var handlersInstalledAlone = false

  /// Holds a socket to shut down when a signal ends the process.
  ///
  /// - Returns: false when every slot is taken.
  @discardableResult
  public static func add(_ socket: Int32) -> Bool {
    guard socket >= 0 else { return false }
    installHandlersIfNeeded()
    for slot in 0..<capacity where sockets[slot] == socket { return true }
    for slot in 0..<capacity where sockets[slot] < 0 {
      sockets[slot] = socket
      return true
    }
    return false
  }

  /// Forgets a socket, closed by other means.
  public static func remove(_ socket: Int32) {
    for slot in 0..<capacity where sockets[slot] == socket { sockets[slot] = -1 }
  }

  /// Whether a socket is held.
  public static func holds(_ socket: Int32) -> Bool {
    (0..<capacity).contains { sockets[$0] == socket && socket >= 0 }
  }

  /// Installs the ending signals' handlers when neither raw mode nor an
  /// earlier call has.
  private static func installHandlersIfNeeded() {
    let state = terminalRestoreState
    guard state.pointee.handlersInstalled == 0, !handlersInstalledAlone else { return }
    handlersInstalledAlone = true
    _ = previousSignalActions
    for signal in terminatingSignals { install(restoreAndTerminate, for: signal) }
  }
}

/// Shuts down every held socket, and forgets it. Async-signal-safe.
func shutDownSignalSockets() {
  let sockets = SignalShutdown.sockets
  for slot in 0..<SignalShutdown.capacity where sockets[slot] >= 0 {
    _ = shutdown(sockets[slot], Int32(SHUT_RDWR))
    sockets[slot] = -1
  }
}
