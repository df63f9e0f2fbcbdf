/// How much a screen reader sent to speech, and how much of it was heard,
/// over a stretch of a run.
public struct SpeechTally: Hashable, Sendable {
  /// Messages queued in the stretch.
  public var utterances: Int
  /// Their speakable characters (``SpeakableText/isSpeakable(_:)``).
  public var characters: Int
  /// How long they would take to say, each whole; nil when not measured.
  public var secondsSent: Double?
  /// How long was spoken of them (heard, or until cut).
  public var secondsHeard: Double
  /// Of them: heard to the end, cut, dropped before they began.
  public var heard: Int
  /// Cut while being spoken.
  public var cut: Int
  /// Never begun.
  public var dropped: Int

  /// Tallies the messages queued from `start` up to, not including, `end`.
  ///
  /// - Parameters:
  ///   - messages: every message of the run.
  ///   - start, end: the stretch; nil for the run's start or end.
  ///   - runEnd: when the run ended, for a message still being spoken.
  ///   - duration: how long a message takes to say whole, or nil when
  ///     that is not known.
  public init(
    _ messages: [SpokenMessage], from start: LogInstant? = nil, to end: LogInstant? = nil,
    runEnd: LogInstant, duration: (SpokenMessage) -> Double? = { _ in nil }
  ) {
    let chosen = messages.filter { message in
      (start.map { message.queuedAt >= $0 } ?? true) && (end.map { message.queuedAt < $0 } ?? true)
    }
    utterances = chosen.count
    characters = chosen.reduce(0) { $0 + $1.speakableCharacters }
    secondsHeard = chosen.reduce(0) { $0 + $1.fate.secondsSpoken(until: runEnd) }
    heard = chosen.filter { if case .heard = $0.fate { true } else { false } }.count
    cut = chosen.filter { if case .cut = $0.fate { true } else { false } }.count
    dropped = chosen.filter { if case .dropped = $0.fate { true } else { false } }.count
    let durations = chosen.map(duration)
    secondsSent =
      durations.contains { $0 == nil } ? nil : durations.reduce(0) { $0 + ($1 ?? 0) }
  }
}
