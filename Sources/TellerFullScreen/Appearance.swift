/// The user's choices about how the screen may look: colour or none, box
/// drawing or plain ASCII.
///
/// Without colour (`NO_COLOR`, `--no-color`) every colour is dropped and
/// the focus ring is drawn as brackets instead of reverse video, so focus
/// never depends on colour. Without box drawing (`--ascii`) borders use
/// `+`, `-` and `|`, scroll arrows `^` and `v`, the separator of the
/// status and hint lines `-`, sizes `x` and cut text `...`: only ASCII.
public struct Appearance: Hashable, Sendable {
  /// Whether colours are drawn.
  public var usesColor: Bool
  /// Whether box-drawing characters and arrows are drawn, rather than ASCII.
  public var usesBoxDrawing: Bool

  /// Creates an appearance.
  public init(usesColor: Bool = true, usesBoxDrawing: Bool = true) {
    self.usesColor = usesColor
    self.usesBoxDrawing = usesBoxDrawing
  }

  /// A style as it is drawn under this appearance: without its colours
  /// when colour is off.
  public func resolve(_ style: Style) -> Style {
    usesColor ? style : Style(attributes: style.attributes)
  }

  /// The border characters.
  public var borders: BorderSymbols { usesBoxDrawing ? .box : .ascii }

  /// The arrow that points at rows hidden above: `↑`, or `^`.
  public var upArrow: String { usesBoxDrawing ? "↑" : "^" }

  /// The arrow that points at rows hidden below: `↓`, or `v`.
  public var downArrow: String { usesBoxDrawing ? "↓" : "v" }

  /// What separates the parts of the status and hint lines: `·`, or `-`.
  public var separator: String { usesBoxDrawing ? "·" : "-" }

  /// A size, such as the terminal's: `80×24`, or `80x24`.
  public func size(_ size: Size) -> String {
    String(size.width) + (usesBoxDrawing ? "×" : "x") + String(size.height)
  }
}
