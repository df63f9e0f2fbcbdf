/// Focus moving because the element under it changed or went away.
public struct FocusMove: Hashable, Sendable {
  /// Why focus moved.
  public enum Reason: String, Hashable, Sendable {
    /// The focused element was removed and another took its place.
    case replaced
    /// The focused element was removed; focus went to the next element.
    case next
    /// The focused element was removed; focus went to the previous element.
    case previous
    /// The focused element was removed; focus went to its container.
    case container
    /// A modal appeared or went away and focus moved in or out of it.
    case modal
    /// Nothing was focused, or nothing is left to focus.
    case reset
  }

  /// The element focus left, if any.
  public var from: ElementID?
  /// The element focus went to, or nil when the tree has nothing to focus.
  public var to: ElementID?
  /// Why it moved.
  public var reason: Reason

  /// Creates a focus move.
  public init(from: ElementID?, to: ElementID?, reason: Reason) {
    self.from = from
    self.to = to
    self.reason = reason
  }
}
