/// Lines written so that the cursor rests at the end of the newest one, on
/// its last character: the line break comes before the next line, not
/// after its own, and a backspace (`\u{8}`) after a line's last character
/// steps the cursor back onto it.
///
/// A braille display that follows the terminal's cursor (BRLTTY reading
/// the terminal) then shows Teller's newest line, not the empty line under
/// it. On the last character, not after it, the cursor is inside the
/// line's last window whatever the display's width: after a line of 40
/// columns, BRLTTY's 40-cell window at the cursor would be the blank one
/// after the line. Pipes and files get ordinary lines; this is for linear
/// text at a terminal only.
public struct RestingLine: Hashable, Sendable {
  /// Whether the cursor rests at the end of a line written, which the next
  /// line must first break.
  public private(set) var isOpen = false

  /// Creates a state: by default the cursor is at the start of a line.
  public init(isOpen: Bool = false) { self.isOpen = isOpen }

  /// What to write for some text of ordinary lines (each ending in a line
  /// break): the break that ends the open line first, the text without its
  /// last break, and the backspace onto its last character when the last
  /// line has one. Text without a final break is written as it is.
  ///
  /// - Complexity: O(n) in the length of the text.
  public mutating func text(for lines: String) -> String {
    guard !lines.isEmpty else { return "" }
    var out = isOpen ? "\n" : ""
    if lines.hasSuffix("\n") {
      let text = lines.dropLast()
      out += text
      if let last = text.last, last != "\n" { out += "\u{8}" }
      isOpen = true
    } else {
      out += lines
      isOpen = !lines.isEmpty
    }
    return out
  }

  /// The break that ends the open line, if one is open, as on the way out:
  /// the shell's prompt then starts a fresh line.
  public mutating func close() -> String {
    defer { isOpen = false }
    return isOpen ? "\n" : ""
  }

  /// Marks the cursor at the start of a line, as after the screen was
  /// cleared and the cursor sent home.
  public mutating func reset() { isOpen = false }
}
