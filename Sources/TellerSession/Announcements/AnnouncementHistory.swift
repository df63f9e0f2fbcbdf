/// The most recent announcements, to hear again: repeat the last one, or
/// step back and forward through them.
///
/// A reading position follows what was heard last. Recording an
/// announcement puts it on the newest, since it was just spoken; stepping
/// back from there gives the one before. At either end a step returns nil
/// and the position stays.
public struct AnnouncementHistory: Hashable, Sendable {
  /// How many announcements are kept; older ones are dropped.
  public let capacity: Int
  /// The announcements kept, oldest first.
  public private(set) var items: [Announcement] = []
  /// The index in ``items`` of the announcement heard last, or nil when
  /// empty.
  public private(set) var position: Int?

  /// Creates an empty history that keeps `capacity` announcements (at
  /// least one); the default keeps 100.
  public init(capacity: Int = 100) {
    self.capacity = max(1, capacity)
  }

  /// The number of announcements kept.
  public var count: Int { items.count }

  /// Whether nothing has been announced.
  public var isEmpty: Bool { items.isEmpty }

  /// The newest announcement.
  public var last: Announcement? { items.last }

  /// Keeps an announcement as the newest, dropping the oldest past the
  /// capacity, and moves the reading position to it.
  ///
  /// - Complexity: O(capacity) when the oldest is dropped, otherwise
  ///   amortised O(1).
  public mutating func record(_ announcement: Announcement) {
    if items.count == capacity { items.removeFirst() }
    items.append(announcement)
    position = items.count - 1
  }

  /// Keeps announcements in order, as ``record(_:)`` does each.
  public mutating func record(contentsOf announcements: [Announcement]) {
    for announcement in announcements { record(announcement) }
  }

  /// The newest announcement, again; the reading position moves to it.
  /// Nil when the history is empty.
  public mutating func repeatLast() -> Announcement? {
    guard !items.isEmpty else { return nil }
    position = items.count - 1
    return items.last
  }

  /// The announcement before the one heard last, or nil at the oldest.
  public mutating func stepBack() -> Announcement? {
    guard let p = position, p > 0 else { return nil }
    position = p - 1
    return items[p - 1]
  }

  /// The announcement after the one heard last, or nil at the newest.
  public mutating func stepForward() -> Announcement? {
    guard let p = position, p + 1 < items.count else { return nil }
    position = p + 1
    return items[p + 1]
  }
}
