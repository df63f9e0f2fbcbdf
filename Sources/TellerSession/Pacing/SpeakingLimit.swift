import TellerAccessibility
import TellerBank

/// How long an announcement may take to say at a screen reader's rate: a
/// screen reader that cannot be interrupted says a long announcement to
/// its end while the answer to the user's next key waits.
public struct SpeakingLimit: Hashable, Sendable {
  /// The reader's rate.
  public var wordsPerMinute: Int
  /// The longest an announcement may take.
  public var longest: ModelTime

  /// The longest a paced announcement takes by default: 3 seconds, so the
  /// answer to a key pressed as one begins is heard within 3.5 seconds.
  public static let defaultLongest = ModelTime.seconds(3)

  /// Creates a limit.
  public init(
    wordsPerMinute: Int = SpeakingTime.assumedWordsPerMinute, longest: ModelTime = defaultLongest
  ) {
    self.wordsPerMinute = wordsPerMinute
    self.longest = longest
  }

  /// Whether a line in a language can be said within the limit.
  public func fits(_ text: String, language: Language) -> Bool {
    SpeakingTime.estimate(text, language: language, wordsPerMinute: wordsPerMinute) <= longest
  }
}
