import TellerPlatform

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
  private struct Watch {
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
    let watch = Locked(Watch())
    let deadline = Deadline(millisecondsFromNow: milliseconds)
    let watcher = WorkerThread.start {
      let fired = watch.withLock(when: { $0.cancelled }, before: deadline) { watch, cancelled in
        watch.fired = !cancelled
        return watch.fired
      }
      // The caller joins this thread before it returns, so the socket is
      // still the call's while it is shut down here.
      if fired { FileDescriptor(socket).shutDown() }
    }
    let result = body()
    watch.withLock { $0.cancelled = true }
    watcher?.join()
    return (result, watch.withLock { $0.fired })
  }
}
