import TellerBank

/// Teller's own queue in front of a speech server, such as
/// speech-dispatcher, that reports when each message begins and ends: the
/// server is given one of Teller's utterances at a time, and the next only
/// after it says the last one ended or was cancelled, or after Teller
/// stopped waiting for it (its ``deadline``).
///
/// A speech server keeps its own queue with its own rules, and
/// speech-dispatcher's cut a polite (`text`) message off the moment a later
/// one arrives. Holding the rest here gives the server's listener the same
/// speech as eSpeak NG's and the recording's (``SpeechQueue``'s policy): an
/// utterance is never cut by a later polite one, a newer polite utterance
/// replaces only those still waiting, and cutting in is the caller's
/// `CANCEL`, after which ``cancel()`` forgets everything.
///
/// The queue is a value that never waits and never reads a clock: every
/// call that moves time on is given the time, and says what to send now.
/// The server's message ids tie its reports to what was sent; a report
/// about another message (one cancelled or given up earlier) changes
/// nothing, but shows the server is still reporting.
///
/// Every wait has a deadline: the message being said is waited for at
/// most its ``SpeechPatience`` limit from when it was sent, or from when
/// the server said it began. Past it, ``expire(at:)`` gives up on it and
/// lets the next go; the first time the server looks unable to speak (a
/// message began and never ended, or two in a row were never reported at
/// all), it says so once (``Expiry/silence``), for the caller to tell the
/// user why speech may be failing.
public struct SpeechServerQueue: Hashable, Sendable {
  /// What waits in Teller, not yet sent.
  public private(set) var waiting: SpeechQueue
  /// The utterance sent and not yet reported ended, if any.
  public private(set) var speaking: Utterance?
  /// The server's id for ``speaking``, once it has accepted it.
  public private(set) var speakingID: Int?
  /// When ``speaking`` was sent, or, once the server said so, began.
  public private(set) var speakingSince: ModelTime?
  /// Whether the server said ``speaking`` began.
  public private(set) var speakingBegan = false
  /// How long a message is waited for.
  public let patience: SpeechPatience
  /// Whether the server's silence has been reported (at most once).
  public private(set) var hasReportedSilence = false
  /// Messages given up in a row with no report from the server at all.
  private var unreportedInARow = 0

  /// Creates an empty queue.
  public init(
    capacity: Int = SpeechQueue.defaultCapacity, patience: SpeechPatience = SpeechPatience()
  ) {
    waiting = SpeechQueue(capacity: capacity)
    self.patience = patience
  }

  /// Whether nothing is sent and unfinished, and nothing waits.
  public var isIdle: Bool { speaking == nil && waiting.isEmpty }

  /// When Teller stops waiting for the message being said, if one is.
  public var deadline: ModelTime? {
    guard let speaking, let speakingSince else { return nil }
    return speakingSince + patience.limit(for: speaking)
  }

  /// Takes an utterance at a time.
  ///
  /// - Returns: the utterance to send now, when nothing of Teller's is
  ///   being said; nil when it waits (a polite one replacing polite ones
  ///   still waiting).
  /// - Complexity: O(n) in the number waiting.
  public mutating func say(_ utterance: Utterance, at time: ModelTime) -> Utterance? {
    waiting.submit(utterance)
    return nextToSend(at: time)
  }

  /// The server accepted what was sent and gave it this id.
  public mutating func accepted(messageID: Int) {
    guard speaking != nil else { return }
    speakingID = messageID
  }

  /// The server reports that a message began to sound: the one being said
  /// is then waited for from this time.
  public mutating func began(messageID: Int, at time: ModelTime) {
    unreportedInARow = 0
    guard speaking != nil, speakingID == messageID else { return }
    speakingBegan = true
    speakingSince = time
  }

  /// The server reports that a message ended or was cancelled.
  ///
  /// - Returns: the next utterance to send, when that message was the one
  ///   being said and something waits.
  public mutating func finished(messageID: Int, at time: ModelTime) -> Utterance? {
    unreportedInARow = 0
    guard speaking != nil, speakingID == messageID else { return nil }
    speaking = nil
    return nextToSend(at: time)
  }

  /// What giving up on a message past its deadline leads to.
  public struct Expiry: Hashable, Sendable {
    /// The next utterance to send now, if one waits.
    public var next: Utterance?
    /// Set the first time the server looks unable to speak: the message
    /// given up on, and whether the server said it began.
    public var silence: SpeechServerSilence?
  }

  /// Gives up on the message being said if its deadline has passed.
  ///
  /// - Returns: nil when nothing is overdue; otherwise what to send next,
  ///   and, once, the server's silence to report.
  public mutating func expire(at time: ModelTime) -> Expiry? {
    guard let speaking, let deadline, time >= deadline else { return nil }
    var silence: SpeechServerSilence?
    if !speakingBegan { unreportedInARow += 1 }
    if !hasReportedSilence && (speakingBegan || unreportedInARow >= 2) {
      hasReportedSilence = true
      silence = SpeechServerSilence(
        began: speakingBegan, waited: patience.limit(for: speaking))
    }
    self.speaking = nil
    return Expiry(next: nextToSend(at: time), silence: silence)
  }

  /// Forgets what was sent and what waits, after the caller cancelled
  /// everything on the server.
  public mutating func cancel() {
    waiting.clear()
    speaking = nil
    speakingID = nil
    speakingSince = nil
    speakingBegan = false
  }

  private mutating func nextToSend(at time: ModelTime) -> Utterance? {
    guard speaking == nil else { return nil }
    speakingID = nil
    speakingSince = nil
    speakingBegan = false
    guard let next = waiting.next() else { return nil }
    speaking = next
    speakingSince = time
    return next
  }
}

/// A speech server that looks unable to speak: it did not report the end
/// of a message within its deadline.
public struct SpeechServerSilence: Hashable, Sendable {
  /// Whether the server said the message began (it then never said it
  /// ended); false when it said nothing of it, nor of the one before.
  public var began: Bool
  /// How long Teller waited.
  public var waited: ModelTime

  /// Creates a silence.
  public init(began: Bool, waited: ModelTime) {
    self.began = began
    self.waited = waited
  }
}
