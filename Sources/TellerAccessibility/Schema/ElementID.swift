/// A stable identifier for an element, kept across rebuilds of the tree.
///
/// IDs let a diff match an element in two trees and let focus follow an
/// element as the screen changes. Build them from what the element stands
/// for, such as `"summary"`, never from its position.
///
/// An item of a compact list (``ListItems``) has an ID of its own kind,
/// made of its list's prefix and its key (``init(prefix:key:)``), written
/// `prefix.key`, such as `customer.12`: the tree finds the item by the key,
/// with no text to read. IDs are equal when their text is, so an item's ID
/// equals a named ID with the same text; but the tree finds an item only
/// by an ID made with ``init(prefix:key:)``, since no code reads an ID's
/// text to learn what it names.
public struct ElementID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The whole ID of a named element; the prefix of an item's.
  let name: String
  /// An item's key; nil for a named element.
  let key: Int?

  /// Creates a named ID from its text.
  public init(_ rawValue: String) {
    self.name = rawValue
    self.key = nil
  }

  /// Creates a named ID from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates the ID of an item of a compact list: its list's prefix and
  /// its key, written `prefix.key`.
  public init(prefix: String, key: Int) {
    self.name = prefix
    self.key = key
  }

  /// The identifier's text: the name, or an item's `prefix.key`.
  public var rawValue: String { key.map { name + "." + String($0) } ?? name }

  /// The identifier's text.
  public var description: String { rawValue }

  /// Orders IDs by their text.
  public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Whether two IDs have the same text.
  ///
  /// - Complexity: O(1) for two items' IDs; otherwise O(n) in the text.
  public static func == (lhs: ElementID, rhs: ElementID) -> Bool {
    switch (lhs.key, rhs.key) {
    case (let a?, let b?): a == b && lhs.name == rhs.name
    case (nil, nil): lhs.name == rhs.name
    default: lhs.rawValue == rhs.rawValue
    }
  }

  /// Hashes the text.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
