import TellerBank

/// What speech does next, as ``SpeechScheduler`` decides: say an utterance
/// after what waits, or cut off what is being said and drop what waits.
public enum SpeechAction: Hashable, Sendable {
  /// Say this, after whatever waits.
  case say(Utterance)
  /// Stop what is being said at this model time and drop what waits.
  case cancel(at: ModelTime)
}
