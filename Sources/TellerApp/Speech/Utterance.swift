/// One thing to say aloud: the text, the voice and speed to say it with,
/// and whether it cuts off what is being said.
public struct Utterance: Hashable, Sendable {
  /// The words, plain text with no control characters.
  public var text: String
  /// The eSpeak NG voice name, such as `en` or `ko`.
  public var voice: String
  /// The speaking rate in words per minute.
  public var rate: Int
  /// Whether it stops what is being said and drops what is waiting.
  public var interrupts: Bool

  /// Creates an utterance.
  public init(text: String, voice: String, rate: Int, interrupts: Bool) {
    self.text = text
    self.voice = voice
    self.rate = rate
    self.interrupts = interrupts
  }
}
