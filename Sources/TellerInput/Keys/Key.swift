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
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete), as distinct from Backspace.
  case delete
  /// A function key, F1 to F12.
  case function(Int)
  /// Escape on its own.
  case escape
  /// Backspace.
  case backspace
  /// Control plus a key: a letter, such as Ctrl-C as `control("c")`, one of
  /// `\`, `]`, `^` and `_`, or Ctrl-Space as `control(" ")`.
  case control(Character)
  /// Alt (or Meta) plus a key, such as Alt-x as `alt(.character("x"))`,
  /// sent as ESC before the key. Unbound unless a table binds it.
  indirect case alt(Key)
  /// Text pasted while bracketed paste is on, whole, so it never runs as
  /// keys. It is text from outside: make it visible before showing it.
  case paste(String)
  /// A sequence the decoder does not know, kept as visible text.
  case unknown(String)
}
