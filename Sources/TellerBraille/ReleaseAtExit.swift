import TellerPlatform

/// The connections still open, released when the process calls `exit`
/// (as `Shell.exit` does), which skips Swift's `defer` and deinitialisers.
final class ReleaseAtExit: Sendable {
  private struct Entry {
    weak var connection: BrailleConnection?
  }

  private struct State {
    var connections: [ObjectIdentifier: Entry] = [:]
    var hookInstalled = false
  }

  private let state = Locked(State())

  /// Adds a connection, and installs the exit hook the first time.
  func add(_ connection: BrailleConnection) {
    let installHook = state.withLock { state in
      state.connections[ObjectIdentifier(connection)] = Entry(connection: connection)
      defer { state.hookInstalled = true }
      return !state.hookInstalled
    }
    if installHook { CurrentProcess.addExitHook(releaseEveryConnection) }
  }

  /// Forgets a connection, released by other means.
  func remove(_ connection: BrailleConnection) {
    state.withLock { _ = $0.connections.removeValue(forKey: ObjectIdentifier(connection)) }
  }

  /// Releases every connection still open.
  func releaseAll() {
    let open = state.withLock { $0.connections.values.compactMap(\.connection) }
    for connection in open { connection.release() }
  }
}

/// The one list of connections to release at exit.
let releasedAtExit = ReleaseAtExit()

/// The exit hook: releases every connection still open.
private func releaseEveryConnection() {
  releasedAtExit.releaseAll()
}
