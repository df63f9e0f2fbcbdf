import TellerFullScreen

/// One titled, scrolling list on the screen, such as Waiting or Processing.
public struct PaneContent {
  /// The title in the pane's top edge, such as "Waiting (5)" in green; it
  /// is the focused element when its ``Line/isFocused`` is set.
  public var title: Line
  /// How many rows the list holds.
  public var count: Int
  /// The row at an index, asked only for visible rows.
  public var row: (Int) -> Line
  /// The focused row, if the focus is in this list.
  public var focusedRow: Int?
  /// The scroll position from the last frame.
  public var scroll: ScrollState
  /// What an empty list shows, such as "Empty"; it may carry the focus.
  public var placeholder: Line?

  /// Creates a pane whose rows come from a function.
  public init(
    title: Line, count: Int, focusedRow: Int? = nil, scroll: ScrollState = ScrollState(),
    placeholder: Line? = nil, row: @escaping (Int) -> Line
  ) {
    self.title = title
    self.count = max(0, count)
    self.row = row
    self.focusedRow = focusedRow
    self.scroll = scroll
    self.placeholder = placeholder
  }
}
