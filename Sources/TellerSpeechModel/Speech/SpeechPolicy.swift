import TellerAccessibility
import TellerSession
import TellerWording

/// Decides which output records are spoken, and how urgently.
///
/// Every kind of record is spoken: the welcome, focus, descriptions,
/// announcements, errors and summaries. Assertive announcements and errors
/// are ``SpeechPriority/important``; polite announcements are
/// ``SpeechPriority/text``, news that waits its turn, unless one confirms
/// the user's command (``OutputRecord/confirmsCommand``: an add's "10
/// customers added"); that one, and everything else, which answers what
/// the user did, is ``SpeechPriority/message``, so the answer to every key
/// cuts in and is never replaced by later news. Announcements whose
/// priority is `off` and records with nothing to say are silent.
public enum SpeechPolicy {
  /// The priority a record is said with, or nil when it is not spoken.
  public static func priority(for record: OutputRecord) -> SpeechPriority? {
    switch record.kind {
    case .error: return .important
    case .announcement:
      switch record.priority ?? .polite {
      case .off: return nil
      case .polite: return record.confirmsCommand ? .message : .text
      case .assertive: return .important
      }
    case .welcome, .focus, .description, .history, .summary: return .message
    }
  }

  /// The utterance for a record, at the record's model time, or nil when
  /// it is not spoken: its text made fit to speak (``speakable(_:)``), then
  /// with numbers, times and symbols in the words of the session's catalog
  /// (``SpeechNormalizer``).
  ///
  /// - Complexity: O(n) in the length of the record's text.
  public static func utterance(for record: OutputRecord, catalog: Catalog) -> Utterance? {
    guard let priority = priority(for: record) else { return nil }
    let text = SpeechNormalizer.normalized(speakable(record.text), catalog: catalog)
    guard !text.isEmpty else { return nil }
    return Utterance(text: text, priority: priority, time: record.time)
  }

  /// Whether a step's cause silences speech before its records are said:
  /// ``SessionCommand/closeHelp``, the command Escape gives, whether or
  /// not the help was open. Other commands cut in by what they say.
  public static func silences(_ cause: SessionStep.Cause) -> Bool {
    cause == .command(.closeHelp)
  }

  /// Whether speech that ends after a step with this cause lets what waits
  /// be said: only at the end of input. `q`, `quit`, or a session that
  /// stopped for any other reason, stops speech at once.
  public static func drains(after cause: SessionStep.Cause?) -> Bool { cause == .endOfInput }

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
