import TellerText

/// One cell of the screen: a symbol, the columns it takes, and its style.
///
/// A wide character (Hangul, CJK, most emoji) sits in its first cell with
/// width 2; the cell to its right is a continuation with an empty symbol
/// and width 0, which is never drawn on its own.
public struct Cell: Hashable, Sendable {
  /// One grapheme cluster with no control characters, or "" for a
  /// continuation.
  public var symbol: String
  /// 1 or 2 for a symbol's first cell, 0 for a continuation.
  public var width: Int
  /// How the cell is drawn.
  public var style: Style

  /// Creates a cell for a character, whose width is measured; a control
  /// character or a character that takes no cell becomes a space.
  public init(_ character: Character, style: Style = .plain) {
    let width = displayWidth(character)
    if width == 1 || width == 2,
      !character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    {
      self.init(symbol: String(character), width: width, style: style)
    } else {
      self.init(symbol: " ", width: 1, style: style)
    }
  }

  /// Creates a cell from a symbol already measured and free of control
  /// characters.
  init(symbol: String, width: Int, style: Style) {
    self.symbol = symbol
    self.width = width
    self.style = style
  }

  /// A space in a style.
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(symbol: " ", width: 1, style: style)
  }

  /// The continuation cell of a wide character in a style.
  static func continuation(_ style: Style) -> Cell { Cell(symbol: "", width: 0, style: style) }

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { width == 0 }
}
