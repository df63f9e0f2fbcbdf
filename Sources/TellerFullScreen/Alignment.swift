/// Where a line sits across its area.
public enum Alignment: Hashable, Sendable {
  /// Against the left edge.
  case left
  /// In the middle, leaning left when the space left over is odd.
  case center
  /// Against the right edge.
  case right

  /// The column a run of a width starts at inside an area.
  public func start(ofWidth width: Int, in area: Rect) -> Int {
    switch self {
    case .left: return area.x
    case .center: return area.x + max(0, area.width - width) / 2
    case .right: return area.x + max(0, area.width - width)
    }
  }
}
