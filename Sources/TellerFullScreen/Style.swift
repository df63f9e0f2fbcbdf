/// How a cell is drawn: colours and attributes. The default draws in the
/// terminal's own colours.
public struct Style: Hashable, Sendable {
  /// The text colour, or nil for the terminal's default.
  public var foreground: Color?
  /// The background colour, or nil for the terminal's default.
  public var background: Color?
  /// Bold, dim, underline, reverse.
  public var attributes: TextAttributes

  /// Creates a style.
  public init(
    foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// This style with another laid over it: the other's colours where it
  /// has them, and both sets of attributes.
  public func patched(with other: Style) -> Style {
    Style(
      foreground: other.foreground ?? foreground, background: other.background ?? background,
      attributes: attributes.union(other.attributes))
  }

  /// This style with attributes added.
  public func adding(_ extra: TextAttributes) -> Style {
    Style(foreground: foreground, background: background, attributes: attributes.union(extra))
  }

  /// The SGR parameters that draw this style from the default, such as
  /// `[1, 34]` for bold blue; empty for ``plain``.
  public var parameters: [Int] {
    attributes.parameters
      + [foreground?.foregroundParameter, background?.backgroundParameter]
      .compactMap { $0 }
  }
}
