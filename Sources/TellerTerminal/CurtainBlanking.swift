/// The bytes that blank the terminal's visible screen for the screen
/// curtain in linear mode, keeping everything in its history.
///
/// The history (the scrollback) holds the user's own work from before
/// Teller started and what Teller said since; a screen reader's review
/// cursor reads it there. So the curtain never erases it (`ESC [ 3 J`),
/// nor the lines on the screen (`ESC [ 2 J` loses them on most terminals,
/// though tmux keeps them): it scrolls them up into the history as new
/// output would, one line feed per row from the bottom row, and puts the
/// cursor home on the blank screen.
enum CurtainBlanking {
  /// The bytes for a screen of `rows` rows: `ESC [ rows ; 1 H`, a line
  /// feed per row, `ESC [ H`. When the size is unknown, the visible
  /// screen alone is erased: `ESC [ H`, `ESC [ 2 J`.
  ///
  /// - Complexity: O(*rows*).
  static func sequence(rows: Int?) -> String {
    guard let rows, rows > 0 else { return "\u{1B}[H\u{1B}[2J" }
    return "\u{1B}[\(rows);1H" + String(repeating: "\n", count: rows) + "\u{1B}[H"
  }
}
