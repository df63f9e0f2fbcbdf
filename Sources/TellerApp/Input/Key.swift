/// A key press, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
  /// A printable character, such as `a` or `?`.
  case character(Character)
  /// Return or Enter.
  case enter
  /// The space bar.
  case space
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Escape on its own.
  case escape
  /// Backspace or Delete.
  case backspace
  /// Control plus a letter, such as Ctrl-C as `control("c")`.
  case control(Character)
  /// A sequence the decoder does not know, kept as visible text.
  case unknown(String)
}
