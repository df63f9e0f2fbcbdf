import TellerBank

/// One thing to say aloud: the words, how urgent they are, and the model
/// time of what they report.
public struct Utterance: Hashable, Sendable {
  /// The words, plain text with no control characters.
  public var text: String
  /// How urgently it is said.
  public var priority: SpeechPriority
  /// The model time of the record it says; a recording starts it then.
  public var time: ModelTime

  /// Creates an utterance.
  public init(text: String, priority: SpeechPriority, time: ModelTime = .zero) {
    self.text = text
    self.priority = priority
    self.time = time
  }
}
