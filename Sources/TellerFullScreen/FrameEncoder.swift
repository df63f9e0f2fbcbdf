/// Turns cell changes into the bytes that make a terminal show them.
///
/// The encoder is pure: it writes nothing, and its only state is where it
/// left the hardware cursor. Every frame ends in the terminal's default
/// style, so each frame starts from it:
/// - a cursor move (`ESC [ row ; column H`) only where the next change is
///   not where the last one left the cursor;
/// - a style change (`ESC [ 0 ; … m`) only where the style differs from
///   the cell before, and `ESC [ 0 m` once at the end if needed;
/// - the cursor hidden while drawing (`ESC [ ? 25 l`) and, after the
///   frame, moved to the focused element and shown (`ESC [ ? 25 h`), since
///   braille displays and screen magnifiers follow it.
///
/// A frame with no change and the cursor where it was is no bytes at all.
public struct FrameEncoder: Hashable, Sendable {
  /// Where the last frame parked the visible cursor, or nil when it is hidden.
  public private(set) var parkedCursor: Position?

  /// Creates an encoder for a terminal whose cursor is hidden, as
  /// full-screen mode leaves it.
  public init() {}

  /// The bytes that draw changes and park the cursor.
  ///
  /// - Parameters:
  ///   - changes: cells to draw, as ``CellBuffer/changes(from:)`` gives them.
  ///   - cursor: where to leave the visible cursor (the focused element),
  ///     or nil to leave it hidden.
  /// - Complexity: O(n) in the number of changes.
  public mutating func encode(_ changes: [CellChange], cursor: Position?) -> [UInt8] {
    var out: [UInt8] = []
    if changes.isEmpty && cursor == parkedCursor { return out }
    if parkedCursor != nil && (!changes.isEmpty || cursor == nil) {
      out += Self.hideCursor
    }
    var at: Position?
    var style = Style.plain
    for change in changes {
      if at != change.position { out += Self.move(to: change.position) }
      if change.cell.style != style {
        style = change.cell.style
        out += Self.select(style)
      }
      out += change.cell.symbol.utf8
      at = Position(x: change.position.x + change.cell.width, y: change.position.y)
    }
    if style != .plain { out += Self.select(.plain) }
    if let cursor {
      out += Self.move(to: cursor)
      out += Self.showCursor
    }
    parkedCursor = cursor
    return out
  }

  /// The bytes that draw a whole buffer on a screen in an unknown state:
  /// default style, screen cleared, then every cell that is not a plain
  /// space, and the cursor parked.
  ///
  /// Use it for the first frame, after a resize and after a continue,
  /// when the terminal may show anything.
  ///
  /// - Complexity: O(width × height).
  public mutating func encodeRedraw(_ buffer: CellBuffer, cursor: Position?) -> [UInt8] {
    parkedCursor = nil
    let start = Self.hideCursor + Self.select(.plain) + Array("\u{1B}[2J".utf8)
    return start + encode(buffer.changes(from: CellBuffer(size: buffer.size)), cursor: cursor)
  }

  /// `ESC [ ? 25 l`: hide the cursor.
  public static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)

  /// `ESC [ ? 25 h`: show the cursor.
  public static let showCursor: [UInt8] = Array("\u{1B}[?25h".utf8)

  /// `ESC [ row ; column H`, 1-based, for a 0-based position.
  public static func move(to position: Position) -> [UInt8] {
    Array("\u{1B}[\(position.y + 1);\(position.x + 1)H".utf8)
  }

  /// `ESC [ 0 m` for the plain style; `ESC [ 0 ; params m` for any other,
  /// so no attribute of the style before survives.
  public static func select(_ style: Style) -> [UInt8] {
    let parameters = style.parameters
    if parameters.isEmpty { return Array("\u{1B}[0m".utf8) }
    return Array(("\u{1B}[0;" + parameters.map(String.init).joined(separator: ";") + "m").utf8)
  }
}
