import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C taken as a request to stop, for work that can stop between two
/// steps and still say what it did, as a long `teller simulate` does.
///
/// After ``takeRequests()``, SIGINT only sets a flag, which the work reads
/// with ``isRequested`` between its steps; a second SIGINT, for work that
/// does not come to a step soon enough, ends the process at once, by the
/// action SIGINT had before. When the work has said what it did,
/// ``endAsInterrupted()`` ends the process by that action too
/// (``EmergencyActions``' handler, which ends it by SIGINT's default), so
/// the shell sees it was interrupted (status 130) and a script running it
/// stops too. The action covered is kept apart from ``SignalHandlers``'
/// table, whose SIGINT slot stays EmergencyActions'.
///
/// A SIGINT the process was started ignoring (as a background job of a
/// script is) stays ignored, and is never requested.
public enum Interruption {
  /// Whether SIGINT came.
  private static let requested = Atomic<Bool>(false)

  /// Takes SIGINT as a request to stop from now on. Call from the main
  /// flow.
  public static func takeRequests() {
    _ = requested.load(ordering: .relaxed)
    SignalHandlers.install(noteInterrupt, for: SIGINT, savingIn: coveredAction)
  }

  /// Whether SIGINT has come since ``takeRequests()``.
  public static var isRequested: Bool { requested.load(ordering: .relaxed) }

  /// Puts back SIGINT's action from before ``takeRequests()``.
  public static func stopTakingRequests() {
    SignalHandlers.putBack(SIGINT, from: coveredAction)
  }

  /// Ends the process as SIGINT does: by the action it had before
  /// ``takeRequests()`` (by default, ending the process with status 130),
  /// and with status 130 should that action return.
  public static func endAsInterrupted() -> Never {
    SignalHandlers.putBack(SIGINT, from: coveredAction)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
    _ = raise(SIGINT)
    CurrentProcess.exit(128 + SIGINT)
  }
}

/// Notes a SIGINT; the second ends the process by the action SIGINT had
/// before. Async-signal-safe.
private func noteInterrupt(_ signal: Int32) {
  SignalSafe.preservingErrno {
    if Interruption.isRequested {
      SignalHandlers.putBack(signal, from: coveredAction)
      _ = raise(signal)
    } else {
      Interruption.noteRequest()
    }
  }
}

extension Interruption {
  /// Sets the flag. Async-signal-safe.
  fileprivate static func noteRequest() { requested.store(true, ordering: .relaxed) }
}

/// SIGINT's action from before ``Interruption/takeRequests()``: made in
/// the main flow, never first in a handler.
nonisolated(unsafe) private let coveredAction: UnsafeMutablePointer<sigaction> = {
  let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
  pointer.initialize(to: sigaction())
  return pointer
}()
