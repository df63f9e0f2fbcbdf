#if canImport(Glibc)
  import Glibc
#endif

/// The one way Teller installs signal handlers: each on the alternate
/// signal stack (`SA_ONSTACK`, ``SignalStack``), with the action it
/// replaces kept in one table, by signal number, so it can be put back.
///
/// ``EmergencyActions`` installs the handlers for the signals that end the
/// process and for crashes through it; TellerTerminal those for stops,
/// continues and resizes (``install(_:for:keepingIgnored:)``). The two
/// sets of signals are apart, so each signal's slot has one owner.
/// ``Interruption`` lays its SIGINT handler over EmergencyActions' for a
/// while, keeping the action it covers in a slot of its own
/// (``install(_:for:savingIn:)``), so the table's stays its owner's.
public enum SignalHandlers {
  /// Signal numbers the table has room for.
  static let slots: Int32 = 65

  /// Installs a handler for a signal, keeping the action it replaces.
  ///
  /// - Parameter keepingIgnored: whether a signal this process ignored
  ///   (as under `nohup`) stays ignored; SIGWINCH, whose "ignore" means
  ///   nothing, is installed regardless. Call only from the main flow.
  public static func install(
    _ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32,
    keepingIgnored: Bool = true
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_ONSTACK)
    let slot = previousSignalActions + Int(signal)
    _ = sigaction(signal, &action, slot)
    if keepingIgnored && isIgnoring(slot.pointee) { _ = sigaction(signal, slot, nil) }
  }

  /// Installs a handler again after the signal's default action was put
  /// back for a while (as a stop does), keeping the action saved first.
  /// Async-signal-safe.
  public static func reinstall(
    _ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    action.sa_flags = Int32(SA_ONSTACK)
    _ = sigaction(signal, &action, nil)
  }

  /// Installs a handler for a while over the action in place, which is
  /// kept in `saved` rather than in the table, for ``putBack(_:from:)``; a
  /// signal this process ignores stays ignored. Call only from the main
  /// flow.
  static func install(
    _ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32,
    savingIn saved: UnsafeMutablePointer<sigaction>
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_ONSTACK)
    _ = sigaction(signal, &action, saved)
    if isIgnoring(saved.pointee) { _ = sigaction(signal, saved, nil) }
  }

  /// Puts back the action ``install(_:for:savingIn:)`` kept.
  /// Async-signal-safe.
  static func putBack(_ signal: Int32, from saved: UnsafeMutablePointer<sigaction>) {
    _ = sigaction(signal, saved, nil)
  }

  /// Puts back the action ``install(_:for:keepingIgnored:)`` replaced.
  /// Async-signal-safe.
  public static func restorePrevious(_ signal: Int32) {
    _ = sigaction(signal, previousSignalActions + Int(signal), nil)
  }

  /// Installs a crash or ending handler of ``EmergencyActions``', unless
  /// the signal is ignored; the action replaced is kept. Every other
  /// signal is blocked while it runs, so none comes between its actions
  /// and the end; a fault inside it then ends the process at once.
  ///
  /// - Parameter withInformation: a crash's handler, which takes the
  ///   signal's `siginfo_t` (`SA_SIGINFO`).
  static func installEmergency(
    for signal: Int32, ending: @escaping @convention(c) (Int32) -> Void,
    crash:
      @escaping @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
      -> Void,
    withInformation: Bool
  ) {
    var current = sigaction()
    _ = sigaction(signal, nil, &current)
    guard !isIgnoring(current) else { return }
    var action = sigaction()
    if withInformation {
      action.__sigaction_handler.sa_sigaction = crash
      action.sa_flags = Int32(SA_SIGINFO | SA_ONSTACK)
    } else {
      action.__sigaction_handler.sa_handler = ending
      action.sa_flags = Int32(SA_ONSTACK)
    }
    sigfillset(&action.sa_mask)
    _ = sigaction(signal, &action, previousSignalActions + Int(signal))
  }

  /// Puts a signal's default action in place. Async-signal-safe.
  static func setDefaultAction(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
  }

  /// Calls the handler that was in place before Teller's for a signal, as
  /// the kernel would have called it, when it was a function rather than
  /// the default action or "ignore"; it runs on this handler's stack, with
  /// the signal's own information and the interrupted context.
  /// Async-signal-safe, as far as the earlier handler is.
  static func callEarlierHandler(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
  ) {
    let earlier = previousSignalActions[Int(signal)]
    guard isHandler(earlier) else { return }
    if earlier.sa_flags & SA_SIGINFO != 0 {
      earlier.__sigaction_handler.sa_sigaction?(signal, info, context)
    } else {
      earlier.__sigaction_handler.sa_handler?(signal)
    }
  }

  /// Whether the action Teller's handler replaced for a signal is a
  /// function.
  static func earlierIsHandler(_ signal: Int32) -> Bool {
    isHandler(previousSignalActions[Int(signal)])
  }

  /// Whether a signal's action now is a function.
  static func currentIsHandler(_ signal: Int32) -> Bool {
    var current = sigaction()
    _ = sigaction(signal, nil, &current)
    return isHandler(current)
  }

  /// Whether an action is a function: neither the default action (0) nor
  /// "ignore" (1).
  private static func isHandler(_ action: sigaction) -> Bool {
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) > 1
  }

  /// Whether an action ignores its signal (`SIG_IGN`, which is 1).
  private static func isIgnoring(_ action: sigaction) -> Bool {
    action.sa_flags & SA_SIGINFO == 0
      && unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
  }

  /// Touches the table, so it is made in the main flow, never first in a
  /// handler.
  public static func prepare() { _ = previousSignalActions }
}

/// The actions found before ``SignalHandlers`` installed each handler, by
/// signal number.
nonisolated(unsafe) let previousSignalActions: UnsafeMutablePointer<sigaction> = {
  let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(SignalHandlers.slots))
  pointer.initialize(repeating: sigaction(), count: Int(SignalHandlers.slots))
  return pointer
}()
