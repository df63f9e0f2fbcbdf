import TellerPlatform
import TellerSession
import TellerWording

/// How a crash signal ends Teller: by the signal's default action (status
/// 128 + n: 139 for SIGSEGV, 134 for SIGABRT), once the terminal, speech
/// and braille are released, with one line on standard error in the
/// user's language, and a backtrace only when the user asked for one
/// (``CrashBacktrace``).
///
/// The line is worded here, ahead of time (``CrashLines``): the handler
/// that writes it can build no string. Call ``prepare(in:)`` as soon as
/// the language is known, and again when it changes.
public enum CrashEnding {
  /// Each crash signal, by what it means and by number.
  static let signals: [(meaning: CrashSignal, signal: Signal)] = [
    (.abort, .abort), (.segmentationFault, .segmentationFault), (.busError, .busError),
    (.illegalInstruction, .illegalInstruction), (.arithmeticError, .arithmeticError),
    (.trap, .trap),
  ]

  /// Makes every crash signal end Teller so: the handlers in place even
  /// with nothing else to release, the runtime's backtrace only when asked
  /// for, and each signal's line worded in a catalog.
  public static func prepare(in catalog: Catalog) {
    CrashBacktrace.onlyWhenAsked()
    EmergencyActions.installHandlers()
    let backtrace = backtrace
    var crashed: [Signal: String] = [:]
    var sent: [Signal: String] = [:]
    for (meaning, signal) in signals {
      crashed[signal] = line(catalog[.crashed(meaning, backtrace: backtrace)])
      sent[signal] = line(catalog[.sent(meaning)])
    }
    CrashLines.prepare(crashed: crashed, sent: sent)
  }

  /// What a crash's line says of a backtrace: that the runtime's follows,
  /// when the user asked for one, or how to ask.
  static var backtrace: CrashMessage.Backtrace {
    CrashBacktrace.follows
      ? .follows
      : .askWith(setting: "\(CrashBacktrace.variable)=\(CrashBacktrace.suggestedSetting)")
  }

  /// A line of Teller's on standard error: `teller: `, the text, a break.
  static func line(_ text: String) -> String { Catalog.standardErrorLine(text) }
}
