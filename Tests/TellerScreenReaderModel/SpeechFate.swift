/// What became of a message a screen reader sent to speech-dispatcher: what
/// its user heard of it.
public enum SpeechFate: Hashable, Sendable {
  /// Spoken to its end.
  case heard(began: LogInstant, ended: LogInstant)
  /// Begun and cut off: by a cancel, or by a later message that took its place.
  case cut(began: LogInstant, at: LogInstant)
  /// Never begun: cancelled or replaced while it waited, or still waiting
  /// when the run ended. The instant is when speech-dispatcher said it was
  /// cancelled, for a client that asked to be told (SSIP notifications).
  case dropped(at: LogInstant?)
  /// Still being spoken when the log ends.
  case speakingAtEnd(began: LogInstant)

  /// When it began being spoken, if it did.
  public var began: LogInstant? {
    switch self {
    case .heard(let began, _), .cut(let began, _), .speakingAtEnd(let began): began
    case .dropped: nil
    }
  }

  /// The seconds of it that were spoken, counting one still being spoken
  /// up to `end`.
  public func secondsSpoken(until end: LogInstant) -> Double {
    switch self {
    case .heard(let began, let ended): began.seconds(to: ended)
    case .cut(let began, let at): began.seconds(to: at)
    case .speakingAtEnd(let began): max(0, began.seconds(to: end))
    case .dropped: 0
    }
  }
}
