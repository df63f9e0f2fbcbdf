/// Whether a crash prints the Swift runtime's backtrace.
///
/// The runtime installs its backtracer before Teller starts, unless
/// `SWIFT_BACKTRACE` says `enable=no`, and at a terminal it then waits 30
/// seconds for a key ("Press space to interact"). Teller's crash handler
/// (``EmergencyActions``) replaces it, and hands it the crash after its
/// own work, as if it had come first; then ends the process by the signal,
/// since the backtracer returns into whatever a sent signal interrupted.
/// `teller` itself hands it the crash only when the user asks with
/// `SWIFT_BACKTRACE`, the runtime's own variable (``onlyWhenAsked()``):
/// set, not empty, and not `enable=no`. Its other settings
/// (`interactive=no`, `output-to=stderr` …) are the runtime's to read.
public enum CrashBacktrace {
  /// The runtime's variable: `SWIFT_BACKTRACE`.
  public static let variable = "SWIFT_BACKTRACE"

  /// The setting a user who wants a backtrace gives, with no wait for a
  /// key: `enable=yes,interactive=no`.
  public static let suggestedSetting = "enable=yes,interactive=no"

  /// Whether a value of `SWIFT_BACKTRACE` asks for backtraces: set, not
  /// empty, and its last `enable` key is not off (`no`, `n`, `false`, `f`,
  /// `off` or `0`, as the runtime reads them).
  public static func isWanted(byValue value: String?) -> Bool {
    guard let value, !value.isEmpty else { return false }
    let enable = value.split(separator: ",").reversed().lazy.compactMap { pair -> String? in
      let parts = pair.split(separator: "=", maxSplits: 1).map { $0.filter { !$0.isWhitespace } }
      guard parts.count == 2, parts[0] == "enable" else { return nil }
      return parts[1]
    }.first
    guard let enable else { return true }
    return !["no", "n", "false", "f", "off", "0"].contains(enable.lowercased())
  }

  /// Whether the user asked for backtraces, as the environment says now.
  public static var isWanted: Bool { isWanted(byValue: Environment.value(variable)) }

  /// Hands a crash to the runtime's backtracer only when the user asked
  /// for a backtrace (``isWanted``), rather than always, as a program that
  /// does not say so (the tests) does. Call from the main flow.
  public static func onlyWhenAsked() {
    crashGoesToEarlierHandler.pointee = isWanted
  }

  /// Whether a crash will print a backtrace: it goes to the earlier
  /// handler, and the runtime's backtracer (or any earlier handler) is
  /// there to print it. Call from the main flow.
  public static var follows: Bool {
    crashGoesToEarlierHandler.pointee && EmergencyActions.earlierCrashHandlerExists
  }
}
