/// A stable identifier for an element, kept across rebuilds of the tree.
///
/// IDs let a diff match an element in two trees and let focus follow an
/// element as the screen changes. Build them from what the element stands
/// for, such as `"customer.12"`, never from its position.
public struct ElementID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The identifier's text.
  public let rawValue: String

  /// Creates an ID from its text.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates an ID from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The identifier's text.
  public var description: String { rawValue }

  /// Orders IDs by their text.
  public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }
}
