#if canImport(Glibc)
  import Glibc
#endif

extension EmergencyActions {
  /// Installs, once, handlers that run the actions for the signals that
  /// end the process and for crashes, and an `atexit` hook that runs them.
  /// Arming the first action calls it, from any thread, or
  /// ``installHandlers()``, with ``EmergencyAction/registry``'s lock held.
  ///
  /// A signal that is ignored stays ignored (as under `nohup`). Every
  /// handler ends the process by its signal's default action, so the
  /// status is the usual one (130 for SIGINT, 139 for SIGSEGV, 134 for
  /// SIGABRT …), and no earlier action can keep it alive: the Swift
  /// runtime's backtracer, found in place before Teller's, returns into
  /// the code a sent signal interrupted, and at a terminal first waits for
  /// a key. A crash's handler writes its one line (``CrashLines``), gives
  /// the crash to the earlier handler unless told otherwise
  /// (``CrashBacktrace/onlyWhenAsked()``), then lets the fault come again
  /// under the default action, or raises a signal that would not come
  /// again.
  /// The installing thread gets an alternate signal stack
  /// (``SignalStack``) for the handlers, kept to the end.
  static func installSignalHandlers() {
    _ = atexit(performAtExit)
    SignalStack.provideForCurrentThread()
    EmergencyExit.prepare()
    EmergencyStartGate.prepare()
    CrashLines.prepareHolder()
    _ = crashGoesToEarlierHandler
    for signal in terminatingSignals + crashSignals {
      SignalHandlers.installEmergency(
        for: signal, ending: performAndEnd, crash: performAndEndCrash,
        withInformation: crashSignals.contains(signal))
    }
  }

  /// Whether a crash signal now would reach a handler that was in place
  /// before Teller's (the Swift runtime's backtracer), if the user asked
  /// for one. Call from the main flow.
  static var earlierCrashHandlerExists: Bool {
    let signal = Signal.segmentationFault.rawValue
    guard handlersAreInstalled else { return SignalHandlers.currentIsHandler(signal) }
    return SignalHandlers.earlierIsHandler(signal)
  }

  /// Installs the handlers now, once, though no action is armed yet, so
  /// that every crash signal ends the process by its default action with
  /// its line (``CrashLines``) rather than leaving it to the runtime's
  /// backtracer. Call from the main flow.
  public static func installHandlers() {
    EmergencyAction.registry.withLock { EmergencyAction.installHandlers(&$0) }
  }

  /// Whether the handlers are installed.
  static var handlersAreInstalled: Bool { EmergencyAction.registry.withLock { $0 } }

  /// Whether the actions have begun: the process is ending (at `exit`, or
  /// another thread is handling a signal that ends it), so a child whose
  /// kill is armed as it starts is no longer started, and that is no
  /// failure to report.
  public static var haveBegun: Bool { EmergencyStartGate.process.isClosed }

  /// Puts back a signal's default action, unblocks it and raises it: a
  /// signal that ends the process ends it with the usual status, and
  /// SIGTSTP stops it, returning once it is continued. Async-signal-safe.
  public static func raiseWithDefaultAction(_ signal: Int32) {
    SignalHandlers.setDefaultAction(signal)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
    _ = raise(signal)
  }

  /// Whether a crash signal was the kernel's answer to an instruction that
  /// will fault again when it runs again (a bad address, an illegal
  /// instruction, a division by zero), rather than one a process sent
  /// (`kill`, `raise`, `abort`) or a breakpoint trap, which the
  /// instruction after it follows. Async-signal-safe.
  static func faultsAgain(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    guard signal != SIGTRAP, let info else { return false }
    // The kernel's own codes are positive (SEGV_MAPERR, ILL_ILLOPN,
    // SI_KERNEL …); SI_USER, SI_QUEUE and SI_TKILL are not.
    return info.pointee.si_code > 0
  }

  /// Whether a crash signal was sent by another process (`kill -SEGV`),
  /// rather than a crash of this one's: a fault the kernel raised, or
  /// this process's own `abort` or `raise`. Async-signal-safe.
  static func wasSentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    guard let info, info.pointee.si_code <= 0 else { return false }
    return info.pointee._sifields._kill.si_pid != getpid()
  }
}

private func performAtExit() { EmergencyActions.perform(.exit) }

/// Runs the actions, then ends the process by the signal's default action.
private func performAndEnd(_ signal: Int32) {
  EmergencyExit.claim(ending: signal)
  EmergencyActions.perform(.signal)
  EmergencyActions.raiseWithDefaultAction(signal)
  _exit(128 + signal)
}

/// Runs the actions, writes the crash's line, hands the crash to the
/// earlier handler when the user asked for a backtrace, then ends the
/// process by the signal's default action.
///
/// A fault comes again at its instruction when the handler returns: with
/// the default action back, the process ends there, and a core dump
/// shows where it happened rather than this handler. A signal that would
/// not come again by itself (one a process sent, such as `abort`'s
/// SIGABRT or `kill -SEGV`, or a trap) is raised again with the default
/// action, and ends the process at once.
///
/// The earlier handler is called here, not left to meet the signal
/// again: the runtime's backtracer prints, puts the default actions back
/// and returns into whatever the signal interrupted, which for a sent
/// signal is Teller carrying on.
private func performAndEndCrash(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  EmergencyExit.claim(ending: signal)
  EmergencyActions.perform(.signal)
  CrashLines.write(signal, crashed: !EmergencyActions.wasSentByAnotherProcess(info))
  if crashGoesToEarlierHandler.pointee {
    SignalHandlers.callEarlierHandler(signal, info, context)
  }
  guard EmergencyActions.faultsAgain(signal, info) else {
    EmergencyActions.raiseWithDefaultAction(signal)
    _exit(128 + signal)
  }
  SignalHandlers.setDefaultAction(signal)
  errno = savedErrno
}

/// Whether a crash goes to the earlier handler after the actions: by
/// default, as it would without Teller's handler; for `teller`, only when
/// the user asked for a backtrace (``CrashBacktrace/onlyWhenAsked()``). In
/// plain memory a handler reads.
nonisolated(unsafe) let crashGoesToEarlierHandler: UnsafeMutablePointer<Bool> = {
  let pointer = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
  pointer.initialize(to: true)
  return pointer
}()
