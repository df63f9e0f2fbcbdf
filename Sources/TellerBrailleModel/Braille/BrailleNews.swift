/// Polite announcements kept for the braille reader instead of flashed
/// over the focused element.
///
/// In a busy bank a polite announcement comes every second or so; flashed,
/// they would keep the focused element off the display nearly all the
/// time. So they wait here, and the display's last cell, its status cell,
/// shows ``mark`` (dots 7 and 8, which no letter of computer braille or
/// Korean braille uses alone) while any wait unread. A routing key over
/// the status cell flashes them, newest last; they are then read.
public struct BrailleNews: Hashable, Sendable {
  /// The status cell's mark while news waits: dots 7 and 8 (U+28C0).
  public static let mark: Unicode.Scalar = "\u{28C0}"
  /// How many announcements are kept; older ones are dropped.
  public static let limit = 5

  /// The unread announcements, oldest first.
  public private(set) var items: [String] = []

  /// Creates news with nothing unread.
  public init() {}

  /// Whether nothing waits unread.
  public var isEmpty: Bool { items.isEmpty }

  /// Keeps an announcement, dropping the oldest beyond ``limit``; blank
  /// text is not kept.
  public mutating func add(_ text: String) {
    guard !text.allSatisfy(\.isWhitespace) else { return }
    items.append(text)
    if items.count > Self.limit { items.removeFirst(items.count - Self.limit) }
  }

  /// The unread announcements as one flash, joined by
  /// ``BrailleRenderer/flashSeparator``, and marks them read; nil when
  /// none wait.
  public mutating func take() -> String? {
    guard !items.isEmpty else { return nil }
    defer { items = [] }
    return items.joined(separator: BrailleRenderer.flashSeparator)
  }
}
