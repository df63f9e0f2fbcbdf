/// One message a client sent speech-dispatcher to speak, and its fate.
public struct SpokenMessage: Hashable, Sendable {
  /// The client's name as it set it (`SET self CLIENT_NAME user:app:part`):
  /// its application part, such as `fenrir`, `Orca` or `brltty`; empty when
  /// it set none.
  public var client: String
  /// The SSIP priority it was queued with: `important`, `message`, `text`,
  /// `notification` or `progress`.
  public var priority: String
  /// The text as the client sent it (SSML included, for a client that sends it).
  public var text: String
  /// When speech-dispatcher queued it.
  public var queuedAt: LogInstant
  /// The message number speech-dispatcher gave it (`225-N`), when logged.
  public var number: Int?
  /// The client's SSIP rate (−100 to 100) when it was queued, if the
  /// client set one (`SET self RATE N`).
  public var rate: Int?
  /// What became of it.
  public var fate: SpeechFate

  /// Creates a message.
  public init(
    client: String, priority: String, text: String, queuedAt: LogInstant, number: Int? = nil,
    rate: Int? = nil, fate: SpeechFate
  ) {
    self.client = client
    self.priority = priority
    self.text = text
    self.queuedAt = queuedAt
    self.number = number
    self.rate = rate
    self.fate = fate
  }

  /// What a listener would hear of the text: SSML tags taken out and
  /// entities decoded, spaces run together.
  public var spokenText: String { SpeakableText.plain(text) }

  /// The characters of the text that are spoken: not spaces, not box drawing.
  public var speakableCharacters: Int { SpeakableText.speakableCount(text) }
}
