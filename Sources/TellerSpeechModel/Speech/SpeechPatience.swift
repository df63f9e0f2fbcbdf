import TellerAccessibility
import TellerBank
import TellerSession

/// How long Teller waits for a speech server to report the end of a
/// message before it goes on without the report: the message's estimated
/// speaking time, with a margin.
///
/// A server that never reports the end of a message (speech-dispatcher
/// whose audio output fails, with no sound server running, reports that a
/// message began and then nothing) would otherwise hold every later
/// utterance back for good. The estimate is ``SpeakingTime``'s, a pure
/// function of the text, at the rate the user gave or else at the slowest
/// rate a server's voice is set to (``slowestWordsPerMinute``), since the
/// server's own rate is its user's setting and unknown to Teller; the
/// margin (a quarter more, and ``margin``) covers the voice's start and
/// the estimate's error.
public struct SpeechPatience: Hashable, Sendable {
  /// The language messages are said in.
  public var language: Language
  /// The rate the estimate is made at, in words a minute.
  public var wordsPerMinute: Int

  /// The slowest rate a speech server's voice speaks at: speech-dispatcher's
  /// espeak-ng module at SSIP rate −100, and the slowest `--rate` allows.
  public static let slowestWordsPerMinute = SpeakingTime.wordsPerMinuteRange.lowerBound

  /// What is added to every estimate, beyond a quarter of it: two seconds.
  public static let margin = ModelTime.seconds(2)

  /// Creates a patience for a language, at the rate the user gave, if any.
  ///
  /// - Parameter wordsPerMinute: the rate the user gave; nil for the
  ///   slowest rate a server may speak at.
  public init(language: Language = .english, wordsPerMinute: Int? = nil) {
    self.language = language
    self.wordsPerMinute = max(1, wordsPerMinute ?? Self.slowestWordsPerMinute)
  }

  /// How long to wait for the end of an utterance, from the moment it was
  /// sent, or from the moment the server said it began.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func limit(for utterance: Utterance) -> ModelTime {
    let estimate = SpeakingTime.estimate(
      utterance.text, language: language, wordsPerMinute: wordsPerMinute)
    return estimate + ModelTime(nanoseconds: estimate.nanoseconds / 4) + Self.margin
  }
}
