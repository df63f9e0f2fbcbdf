/// Ways to draw text besides its colours.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt8

  /// Creates attributes from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold, or bright (SGR 1).
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Dim (SGR 2).
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Underlined (SGR 4).
  public static let underline = TextAttributes(rawValue: 1 << 2)
  /// Reverse video: foreground and background swapped (SGR 7). The focus ring.
  public static let reverse = TextAttributes(rawValue: 1 << 3)

  /// The SGR parameters that turn these attributes on, in a fixed order.
  public var parameters: [Int] {
    var out: [Int] = []
    if contains(.bold) { out.append(1) }
    if contains(.dim) { out.append(2) }
    if contains(.underline) { out.append(4) }
    if contains(.reverse) { out.append(7) }
    return out
  }
}
