/// Something that draws itself into an area of a frame, from plain values.
///
/// A widget writes only inside its area; a focused widget also sets the
/// frame's cursor.
public protocol Widget {
  /// Draws into an area of a frame.
  func render(in area: Rect, on frame: inout Frame)
}
