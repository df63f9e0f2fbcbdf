import TellerInput

extension SessionStep {
  /// What a step answers.
  ///
  /// Presenters read it when the kind of input matters as well as what was
  /// said. Speech is the one that needs it: a step caused by
  /// ``SessionCommand/closeHelp`` (Escape) silences speech even when it says
  /// nothing, and only a session that ended with ``endOfInput`` lets what
  /// waits be said; one that ended with ``SessionCommand/quit`` stops at once.
  public enum Cause: Hashable, Sendable {
    /// The session's start: the welcome and the focused element.
    case start
    /// Model time passing without input, as on the real clock.
    case timePassing
    /// A command, given by a key or a line.
    case command(SessionCommand)
    /// An input that gave no command: a key bound to nothing, a blank,
    /// comment or bad line, or any input after the session has ended.
    case noCommand
    /// The end of input, which ends the session.
    case endOfInput
  }
}
