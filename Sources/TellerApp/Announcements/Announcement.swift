import TellerAccessibility
import TellerBank

/// A sentence Teller announces on its own, with how urgently and when.
public struct Announcement: Hashable, Sendable {
  /// The sentence, such as "10 customers added, 7 waiting".
  public var text: String
  /// How urgently it is spoken: polite waits for the reader to be idle,
  /// assertive interrupts.
  public var priority: LiveRegion
  /// The model time it was released at.
  public var time: ModelTime

  /// Creates an announcement.
  public init(text: String, priority: LiveRegion, time: ModelTime) {
    self.text = text
    self.priority = priority
    self.time = time
  }
}
