/// The utterances waiting to be spoken, in order.
///
/// A new utterance joins the end of the line unless it interrupts; then
/// it replaces everything waiting, and the one being spoken should stop.
public struct SpeechQueue: Hashable, Sendable {
  /// What waits to be spoken, first first.
  public private(set) var waiting: [Utterance] = []

  /// Creates an empty queue.
  public init() {}

  /// Whether nothing waits.
  public var isEmpty: Bool { waiting.isEmpty }

  /// Adds an utterance.
  ///
  /// - Returns: true when it interrupts, so the utterance being spoken
  ///   should stop now.
  /// - Complexity: O(1) amortised; O(n) when it interrupts.
  @discardableResult
  public mutating func submit(_ utterance: Utterance) -> Bool {
    if utterance.interrupts { waiting.removeAll(keepingCapacity: true) }
    waiting.append(utterance)
    return utterance.interrupts
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
