/// The utterances waiting to be spoken, in order, bounded.
///
/// A polite utterance (``SpeechPriority/text``) replaces every polite one
/// still waiting: the newest summary of the queues is the one worth
/// hearing. When more than ``capacity`` wait, the oldest polite one gives
/// way; if none is polite, the newest is not taken, so a long read-all is
/// read from its start.
public struct SpeechQueue: Hashable, Sendable {
  /// How many utterances may wait at most.
  public let capacity: Int
  /// What waits to be spoken, first first.
  public private(set) var waiting: [Utterance] = []

  /// The usual capacity: far more than any screen's read-all at the default
  /// batch, and a few minutes of speech.
  public static let defaultCapacity = 256

  /// Creates an empty queue.
  ///
  /// - Parameter capacity: how many may wait; at least 1.
  public init(capacity: Int = SpeechQueue.defaultCapacity) {
    self.capacity = max(1, capacity)
  }

  /// Whether nothing waits.
  public var isEmpty: Bool { waiting.isEmpty }

  /// The next utterance, without taking it.
  public var first: Utterance? { waiting.first }

  /// Adds an utterance at the end, after dropping stale polite ones.
  ///
  /// - Returns: false when the queue was full and the utterance was not taken.
  /// - Complexity: O(n) in the number waiting.
  @discardableResult
  public mutating func submit(_ utterance: Utterance) -> Bool {
    if utterance.priority == .text { waiting.removeAll { $0.priority == .text } }
    if waiting.count >= capacity {
      guard let stale = waiting.firstIndex(where: { $0.priority == .text }) else { return false }
      waiting.remove(at: stale)
    }
    waiting.append(utterance)
    return true
  }

  /// Takes the next utterance to speak, if any.
  ///
  /// - Complexity: O(n) in the number waiting.
  public mutating func next() -> Utterance? {
    waiting.isEmpty ? nil : waiting.removeFirst()
  }

  /// Drops everything waiting.
  public mutating func clear() { waiting.removeAll() }
}
