/// Teller's own queue in front of a speech server, such as
/// speech-dispatcher, that reports when each message ends: the server is
/// given one of Teller's utterances at a time, and the next only after it
/// says the last one ended or was cancelled.
///
/// A speech server keeps its own queue with its own rules, and
/// speech-dispatcher's cut a polite (`text`) message off the moment a later
/// one arrives. Holding the rest here gives the server's listener the same
/// speech as eSpeak NG's and the recording's (``SpeechQueue``'s policy): an
/// utterance is never cut by a later polite one, a newer polite utterance
/// replaces only those still waiting, and cutting in is the caller's
/// `CANCEL`, after which ``cancel()`` forgets everything.
///
/// The queue is a value that never waits: each call says what to send now.
/// The server's message ids tie its reports to what was sent; a report
/// about another message (one cancelled earlier) changes nothing.
public struct SpeechServerQueue: Hashable, Sendable {
  /// What waits in Teller, not yet sent.
  public private(set) var waiting: SpeechQueue
  /// The utterance sent and not yet reported ended, if any.
  public private(set) var speaking: Utterance?
  /// The server's id for ``speaking``, once it has accepted it.
  public private(set) var speakingID: Int?

  /// Creates an empty queue.
  public init(capacity: Int = SpeechQueue.defaultCapacity) {
    waiting = SpeechQueue(capacity: capacity)
  }

  /// Whether nothing is sent and unfinished, and nothing waits.
  public var isIdle: Bool { speaking == nil && waiting.isEmpty }

  /// Takes an utterance.
  ///
  /// - Returns: the utterance to send now, when nothing of Teller's is
  ///   being said; nil when it waits (a polite one replacing polite ones
  ///   still waiting).
  /// - Complexity: O(n) in the number waiting.
  public mutating func say(_ utterance: Utterance) -> Utterance? {
    waiting.submit(utterance)
    return nextToSend()
  }

  /// The server accepted what was sent and gave it this id.
  public mutating func accepted(messageID: Int) {
    guard speaking != nil else { return }
    speakingID = messageID
  }

  /// The server reports that a message ended or was cancelled.
  ///
  /// - Returns: the next utterance to send, when that message was the one
  ///   being said and something waits.
  public mutating func finished(messageID: Int) -> Utterance? {
    guard speaking != nil, speakingID == messageID else { return nil }
    speaking = nil
    speakingID = nil
    return nextToSend()
  }

  /// Stops waiting for the message being said, as when the server never
  /// reports its end (see ``patienceMilliseconds(for:)``).
  ///
  /// - Returns: the next utterance to send, if one waits.
  public mutating func giveUp() -> Utterance? {
    speaking = nil
    speakingID = nil
    return nextToSend()
  }

  /// Forgets what was sent and what waits, after the caller cancelled
  /// everything on the server.
  public mutating func cancel() {
    waiting.clear()
    speaking = nil
    speakingID = nil
  }

  /// How long to wait for the server's report on an utterance before
  /// giving up: 10 seconds, plus 200 milliseconds a character (slower than
  /// the slowest rate, 80 words a minute, says it).
  public static func patienceMilliseconds(for utterance: Utterance) -> Int {
    10_000 + 200 * utterance.text.count
  }

  private mutating func nextToSend() -> Utterance? {
    guard speaking == nil, let next = waiting.next() else { return nil }
    speaking = next
    speakingID = nil
    return next
  }
}
