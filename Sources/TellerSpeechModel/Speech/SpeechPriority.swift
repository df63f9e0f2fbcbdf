/// How urgently an utterance is said, as screen readers rank speech.
///
/// Everything but polite speech answers the user or is urgent, so it cuts
/// in: it stops what is being said and drops what waits. Polite speech
/// waits its turn, and a newer polite utterance replaces one still waiting.
/// speech-dispatcher has a priority for each.
public enum SpeechPriority: String, Hashable, Sendable, CaseIterable {
  /// Assertive announcements and errors (speech-dispatcher's `important`).
  case important
  /// Focus, descriptions, the welcome, summaries and the announcement that
  /// confirms a command, such as an add's (speech-dispatcher's `message`).
  case message
  /// Polite announcements of news (speech-dispatcher's `text`).
  case text

  /// Whether an utterance of this priority cuts in: all but ``text``.
  public var cutsIn: Bool { self != .text }
}
