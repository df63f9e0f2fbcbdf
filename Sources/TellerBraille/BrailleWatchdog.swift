import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// Puts a time limit on a BrlAPI call that waits for BRLTTY's reply.
///
/// BrlAPI waits for a reply with `poll` and no time limit, so a server
/// that accepts but never answers would hold Teller for ever. While the
/// call runs, a thread of the watchdog's waits; if the call outlives the
/// limit, the thread shuts the socket down (`shutdown(2)`), which ends the
/// wait: BrlAPI reads the end of the connection and the call fails, so the
/// connection is then released as lost.
enum BrailleWatchdog {
  /// What the watching thread and the caller share.
  private final class Watch: @unchecked Sendable {
    // Unchecked: `cancelled` and `fired` are guarded by `lock`.
    let lock = Lock()
    var cancelled = false
    var fired = false
  }

  /// Runs a call on a socket, shutting the socket down if the call takes
  /// longer than a time limit.
  ///
  /// - Returns: what the call returned, and whether the time ran out.
  static func guarding<T>(
    socket: Int32, milliseconds: Int, _ body: () -> T
  ) -> (result: T, timedOut: Bool) {
    let watch = Watch()
    let deadline = Lock.deadline(millisecondsFromNow: milliseconds)
    let watcher = WorkerThread.start {
      watch.lock.withLock {
        while !watch.cancelled {
          if !watch.lock.wait(until: deadline) { break }
        }
        guard !watch.cancelled else { return }
        watch.fired = true
        _ = shutdown(socket, Int32(SHUT_RDWR))
      }
    }
    let result = body()
    watch.lock.withLock {
      watch.cancelled = true
      watch.lock.broadcast()
    }
    watcher?.join()
    return (result, watch.lock.withLock { watch.fired })
  }
}
