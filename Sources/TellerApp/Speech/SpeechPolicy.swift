import TellerAccessibility

/// Decides which output records are spoken and how.
///
/// Every kind of record is spoken: the welcome, focus, descriptions,
/// announcements, errors and summaries. Assertive announcements and errors
/// interrupt: they stop what is being said and drop what is waiting.
/// Everything else queues behind what is already waiting, so a long read
/// (read all, help) is spoken record by record, in order. Announcements
/// whose priority is `off` and records with nothing to say are silent.
public struct SpeechPolicy: Hashable, Sendable {
  /// The voice every utterance uses.
  public var voice: String
  /// The speaking rate in words per minute.
  public var rate: Int

  /// Creates a policy for a language, or for a voice chosen by name.
  ///
  /// - Parameters:
  ///   - language: the session's language; chooses the voice when `voice` is nil.
  ///   - voice: an eSpeak NG voice name that overrides the language's.
  ///   - rate: words per minute.
  public init(language: Language, voice: String? = nil, rate: Int = SpeechOptions.defaultRate) {
    self.voice = voice ?? SpeechPolicy.voice(for: language)
    self.rate = rate
  }

  /// The eSpeak NG voice for a language: `en` for English, `ko` for Korean.
  public static func voice(for language: Language) -> String {
    switch language {
    case .english: "en"
    case .korean: "ko"
    }
  }

  /// Whether a record cuts off speech: assertive announcements and errors.
  public static func interrupts(_ record: OutputRecord) -> Bool {
    record.kind == .error || (record.kind == .announcement && record.priority == .assertive)
  }

  /// The utterance for a record, or nil when it is not spoken.
  ///
  /// - Complexity: O(n) in the length of the record's text.
  public func utterance(for record: OutputRecord) -> Utterance? {
    if record.kind == .announcement && record.priority == .off { return nil }
    let text = SpeechPolicy.speakable(record.text)
    guard !text.isEmpty else { return nil }
    return Utterance(
      text: text, voice: voice, rate: rate, interrupts: SpeechPolicy.interrupts(record))
  }

  /// Text made fit to speak: each run of control characters and
  /// whitespace becomes one space, and the ends are trimmed.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func speakable(_ text: String) -> String {
    var result = ""
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      let isGap =
        scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
      if isGap {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace {
        result.unicodeScalars.append(" ")
        pendingSpace = false
      }
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}
