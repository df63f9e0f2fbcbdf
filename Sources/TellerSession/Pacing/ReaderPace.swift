import TellerAccessibility
import TellerBank

/// A model of the screen reader that reads Teller's terminal: it speaks
/// every line Teller prints, in order, and Teller cannot cancel it. So the
/// session paces itself by it: while it would still be speaking, polite
/// announcements wait and merge (``Announcer/holdPolite(until:)``) and say
/// all waits before its next line.
///
/// It keeps one fact, the model time at which the reader would fall silent,
/// moved on by each line at its ``SpeakingTime`` estimate.
public struct ReaderPace: Hashable, Sendable {
  /// The rate the reader speaks at.
  public var wordsPerMinute: Int
  /// The language of the lines.
  public var language: Language
  /// When the reader would have said every line so far.
  public private(set) var busyUntil: ModelTime = .zero

  /// Creates a reader that is silent.
  public init(
    wordsPerMinute: Int = SpeakingTime.assumedWordsPerMinute, language: Language = .english
  ) {
    self.wordsPerMinute = wordsPerMinute
    self.language = language
  }

  /// Lines printed at an instant: the reader says them after whatever it
  /// is still saying.
  ///
  /// - Complexity: O(n) in the length of the lines.
  public mutating func hear(_ lines: some Sequence<String>, at time: ModelTime) {
    var end = max(busyUntil, time)
    for line in lines {
      end = end + SpeakingTime.estimate(line, language: language, wordsPerMinute: wordsPerMinute)
    }
    busyUntil = end
  }

  /// Whether the reader would still be speaking at an instant.
  public func isSpeaking(at time: ModelTime) -> Bool { busyUntil > time }
}
