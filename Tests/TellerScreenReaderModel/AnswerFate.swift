/// What a user heard of the answer to a key: the first message sent after
/// the key that holds the answer's words, and what became of it.
public enum AnswerFate: Hashable, Sendable {
  /// It began being spoken `latency` seconds after the key and was heard
  /// to its end (or was still being spoken when the run ended).
  case heard(latency: Double)
  /// It began `latency` seconds after the key and was cut `after` seconds
  /// in, by the screen reader speaking something Teller wrote later.
  case cutByOutput(latency: Double, after: Double)
  /// It began `latency` seconds after the key and was cut `after` seconds
  /// in by the user's next key.
  case cutByKey(latency: Double, after: Double)
  /// It was sent but never began: it waited behind other speech until it
  /// was dropped, or until the run ended.
  case neverHeard
  /// No message held the answer's words: the screen reader never said it.
  case neverSent

  /// Finds the answer to a key among the messages: the first queued at or
  /// after the key, and before the next key, whose spoken text holds the
  /// answer's words, compared without case.
  ///
  /// - Parameters:
  ///   - key: the key; with no answer words, any message sent after it is
  ///     its answer.
  ///   - next: the key typed after it, if any.
  ///   - messages: every message of the run.
  public init(of key: KeyPress, next: KeyPress?, in messages: [SpokenMessage]) {
    let words = key.answer.map(SpeakableText.folded)
    let answer = messages.first { message in
      message.queuedAt >= key.at && (next.map { message.queuedAt < $0.at } ?? true)
        && (words.map { SpeakableText.folded(message.text).contains($0) } ?? true)
    }
    guard let answer else {
      self = .neverSent
      return
    }
    switch answer.fate {
    case .heard(let began, _), .speakingAtEnd(let began):
      self = .heard(latency: key.at.seconds(to: began))
    case .cut(let began, let at):
      let latency = key.at.seconds(to: began)
      let after = began.seconds(to: at)
      let byKey = next.map { $0.at > began && $0.at <= at } ?? false
      self =
        byKey
        ? .cutByKey(latency: latency, after: after) : .cutByOutput(latency: latency, after: after)
    case .dropped:
      self = .neverHeard
    }
  }

  /// The seconds from the key until the answer began being spoken, if it did.
  public var latency: Double? {
    switch self {
    case .heard(let latency), .cutByOutput(let latency, _), .cutByKey(let latency, _): latency
    case .neverHeard, .neverSent: nil
    }
  }

  /// Whether the answer began being spoken within `limit` seconds and was
  /// not cut by Teller's own later output: what a user needs to hear it.
  public func reachesUser(within limit: Double) -> Bool {
    switch self {
    case .heard(let latency), .cutByKey(let latency, _): latency <= limit
    case .cutByOutput, .neverHeard, .neverSent: false
    }
  }

  /// A short description: `heard after 0.42 s`, `cut by Teller's output
  /// 0.80 s in (began after 0.42 s)`, `never heard`, `never said`.
  public var description: String {
    switch self {
    case .heard(let latency): "heard, began after \(Decimals.seconds(latency)) s"
    case .cutByOutput(let latency, let after):
      "cut by Teller's next line \(Decimals.seconds(after)) s in, began after \(Decimals.seconds(latency)) s"
    case .cutByKey(let latency, let after):
      "cut by the next key \(Decimals.seconds(after)) s in, began after \(Decimals.seconds(latency)) s"
    case .neverHeard: "sent, never heard"
    case .neverSent: "never said"
    }
  }
}
