import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// The connections still open, released when the process calls `exit`
/// (as `Shell.exit` does), which skips Swift's `defer` and deinitialisers.
final class ReleaseAtExit: @unchecked Sendable {
  // Unchecked: `connections` and `hookInstalled` are guarded by `lock`.

  private final class Entry {
    weak var connection: BrailleConnection?
    init(_ connection: BrailleConnection) { self.connection = connection }
  }

  private let lock = Lock()
  private var connections: [ObjectIdentifier: Entry] = [:]
  private var hookInstalled = false

  /// Adds a connection, and installs the exit hook the first time.
  func add(_ connection: BrailleConnection) {
    let installHook = lock.withLock {
      connections[ObjectIdentifier(connection)] = Entry(connection)
      defer { hookInstalled = true }
      return !hookInstalled
    }
    if installHook { _ = atexit(releaseEveryConnection) }
  }

  /// Forgets a connection, released by other means.
  func remove(_ connection: BrailleConnection) {
    lock.withLock { _ = connections.removeValue(forKey: ObjectIdentifier(connection)) }
  }

  /// Releases every connection still open.
  func releaseAll() {
    let open = lock.withLock { connections.values.compactMap(\.connection) }
    for connection in open { connection.release() }
  }
}

/// The one list of connections to release at exit.
let releasedAtExit = ReleaseAtExit()

/// The exit hook: releases every connection still open.
private func releaseEveryConnection() {
  releasedAtExit.releaseAll()
}
