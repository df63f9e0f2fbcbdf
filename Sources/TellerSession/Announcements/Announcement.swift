import TellerAccessibility
import TellerBank

/// A sentence Teller announces on its own, with how urgently and when.
public struct Announcement: Hashable, Sendable {
  /// The sentence, such as "10 customers added, 7 waiting".
  public var text: String
  /// How urgently it is spoken: polite waits for the reader to be idle,
  /// assertive interrupts.
  public var priority: LiveRegion
  /// The model time of the events it reports: the earliest, when a
  /// sentence merges events held over a debounce window.
  public var time: ModelTime
  /// The model time it was released at: the same as ``time``, or the end
  /// of the debounce window that held it.
  public var releasedAt: ModelTime

  /// Creates an announcement; it is released at the time of its events
  /// unless told otherwise.
  public init(text: String, priority: LiveRegion, time: ModelTime, releasedAt: ModelTime? = nil) {
    self.text = text
    self.priority = priority
    self.time = time
    self.releasedAt = releasedAt ?? time
  }
}
