/// Facts an app attaches to elements as typed data, such as "a loan
/// customer": up to eight tags, whose bits the app allocates as static
/// constants in an extension.
///
/// The tree counts each tag per subtree, so a custom rotor that matches a
/// tag (``CustomRotor/init(name:tags:)``) skips every subtree without one.
///
///     extension ElementTags {
///       static let loanCustomer = ElementTags(rawValue: 1 << 0)
///     }
public struct ElementTags: OptionSet, Hashable, Sendable {
  /// The bits of the set; the tree counts each of the eight bits.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The number of distinct tags.
  public static let capacity = 8
}
