/// An action the app must run because the user asked for it through an
/// element: activation, adjustment or a custom action.
public struct ElementAction: Hashable, Sendable {
  /// The kind of action.
  public enum Kind: Hashable, Sendable {
    /// The element was activated (Enter, Space, double tap).
    case activate
    /// An adjustable element was incremented.
    case increment
    /// An adjustable element was decremented.
    case decrement
    /// A custom action, by name.
    case custom(String)
  }

  /// The element the action was taken on.
  public var element: ElementID
  /// What was asked.
  public var kind: Kind

  /// Creates an action for an element.
  public init(element: ElementID, kind: Kind) {
    self.element = element
    self.kind = kind
  }
}
