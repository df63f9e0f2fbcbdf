/// Places equal panes side by side, or stacked when the area is narrow.
public enum Panes {
  /// The narrowest area that still shows panes side by side.
  public static let sideBySideMinimumWidth = 60

  /// Whether panes go side by side in an area of a width.
  public static func sideBySide(width: Int, minimumWidth: Int = sideBySideMinimumWidth) -> Bool {
    width >= minimumWidth
  }

  /// The rectangles of `count` panes: side by side with `gap` columns
  /// between them when the area is at least `minimumWidth` wide, otherwise
  /// stacked top to bottom.
  public static func arrange(
    _ count: Int, in area: Rect, gap: Int = 2, minimumWidth: Int = sideBySideMinimumWidth
  ) -> [Rect] {
    let parts = Array(repeating: Constraint.fill(1), count: max(0, count))
    if sideBySide(width: area.width, minimumWidth: minimumWidth) {
      return Layout.horizontal(parts, in: area, spacing: gap)
    }
    return Layout.vertical(parts, in: area)
  }
}
