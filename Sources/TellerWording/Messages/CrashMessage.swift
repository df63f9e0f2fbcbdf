/// The one line on standard error when a crash signal ends Teller, after
/// the terminal, speech and braille are released. The edge words each
/// line ahead of time, since a signal handler can build no string.
public enum CrashMessage: Hashable, Sendable {
  /// Teller itself crashed: what happened, where a report goes, and how
  /// to get a backtrace for it.
  case crashed(CrashSignal, backtrace: Backtrace)
  /// Another process sent the signal (`kill -SEGV`): Teller did not
  /// crash, and there is nothing to report.
  case sent(CrashSignal)

  /// What the line says of a backtrace.
  public enum Backtrace: Hashable, Sendable {
    /// The Swift runtime's backtrace follows, as the user asked.
    case follows
    /// None follows; the environment setting that asks for one, such as
    /// `SWIFT_BACKTRACE=enable=yes,interactive=no`.
    case askWith(setting: String)
  }
}
