import TellerBank

/// An announcement flashed on the braille display for a while, then taken
/// away so the focused element shows again, as Orca's flash messages are.
///
/// It is stepped by model time: ``advance(to:)`` ends the flash once its
/// time is up, and ``deadline`` says when that will be, so a loop can wake
/// for it. A duration of zero keeps a flash until ``end()`` (the next key
/// or a focus move). A newer flash replaces the one showing.
public struct BrailleFlash: Hashable, Sendable {
  /// How long a flash stays; zero keeps it until the next key.
  public let duration: ModelTime
  /// The text flashed now, or nil when the focused element shows.
  public private(set) var message: String?
  /// When the flash showing now ends, or nil when none shows or it stays
  /// until the next key.
  public private(set) var deadline: ModelTime?

  /// Creates a state that shows no flash.
  ///
  /// - Parameter duration: how long a flash stays; zero (or less) keeps it
  ///   until the next key.
  public init(duration: ModelTime) {
    self.duration = max(duration, .zero)
  }

  /// Whether a flash shows now.
  public var isShowing: Bool { message != nil }

  /// Shows a message from an instant of model time, replacing any flash.
  public mutating func show(_ text: String, at now: ModelTime) {
    message = text
    deadline = duration > .zero ? now + duration : nil
  }

  /// Starts the flash's time again from an instant, as when the reader
  /// pans through it; does nothing when no flash shows.
  public mutating func restart(at now: ModelTime) {
    guard message != nil, duration > .zero else { return }
    deadline = now + duration
  }

  /// Ends the flash if its time is up at an instant.
  ///
  /// - Returns: whether a flash ended, so the display must change.
  public mutating func advance(to now: ModelTime) -> Bool {
    guard let deadline, now >= deadline else { return false }
    return end()
  }

  /// Ends the flash at once, as a key or a focus move does.
  ///
  /// - Returns: whether a flash was showing.
  @discardableResult
  public mutating func end() -> Bool {
    guard message != nil else { return false }
    message = nil
    deadline = nil
    return true
  }
}
