#if canImport(Glibc)
  import Glibc
#endif

/// Runs a call that may write to a socket whose far end has gone, without
/// letting SIGPIPE end the process.
///
/// BrlAPI writes to its socket with `send` and no `MSG_NOSIGNAL`, so a
/// write after BRLTTY quit would raise SIGPIPE, whose usual action ends
/// Teller. The signal is blocked on this thread for the call; one it
/// raised is taken off the queue before the mask is put back, and the call
/// fails with EPIPE instead, which the caller reports. A SIGPIPE pending
/// before the call is left pending.
public func withoutBrokenPipeSignal<T>(_ body: () -> T) -> T {
  var pipeOnly = sigset_t()
  sigemptyset(&pipeOnly)
  sigaddset(&pipeOnly, SIGPIPE)
  var previousMask = sigset_t()
  pthread_sigmask(SIG_BLOCK, &pipeOnly, &previousMask)
  var pending = sigset_t()
  sigpending(&pending)
  let wasPending = sigismember(&pending, SIGPIPE) == 1
  let result = body()
  if !wasPending {
    sigpending(&pending)
    if sigismember(&pending, SIGPIPE) == 1 {
      var noWait = timespec(tv_sec: 0, tv_nsec: 0)
      _ = sigtimedwait(&pipeOnly, nil, &noWait)
    }
  }
  pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  return result
}
