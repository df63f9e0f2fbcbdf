/// Keeps track of what the terminal shows and gives the bytes that bring
/// it to the next frame: only the changed cells, or everything when the
/// size changed or the screen may show anything.
///
/// It is pure, like ratatui's double buffer: the terminal edge writes the
/// bytes it returns.
public struct ScreenPainter: Hashable, Sendable {
  private var shown: CellBuffer?
  private var encoder = FrameEncoder()

  /// Creates a painter for a screen in an unknown state: the first frame
  /// is drawn whole.
  public init() {}

  /// Forgets what the screen shows, so the next frame is drawn whole, as
  /// after a continue, a resize or Ctrl-L.
  public mutating func invalidate() { shown = nil }

  /// The bytes that bring the screen from the last frame to this one, and
  /// leave the cursor on the frame's focused element.
  ///
  /// - Complexity: O(width × height).
  public mutating func paint(_ frame: Frame) -> [UInt8] {
    defer { shown = frame.buffer }
    guard let shown, shown.size == frame.buffer.size else {
      return encoder.encodeRedraw(frame.buffer, cursor: frame.cursor)
    }
    return encoder.encode(frame.buffer.changes(from: shown), cursor: frame.cursor)
  }
}
