import TellerFullScreen

/// Where the message area goes on one screen: its lines at the width it
/// has, and how many rows its box takes, chosen by ``BankScreenLayout``.
struct MessagePlan {
  /// The title in the box's top edge.
  var title: Line
  /// The lines shown, top to bottom.
  var shown: [String]
  /// How many lines did not fit.
  var hidden: Int
  /// The rows the box takes, its two borders included.
  var rows: Int

  /// Plans the area inside the screen's border, or nil when not even one
  /// line of it fits.
  ///
  /// It keeps ``BankScreenLayout/messageLines`` lines while the lists keep
  /// rows of their own (`panesNeed`) and the blank rows stay; a longer
  /// message takes more, leaving the lists their least (`panesLeast`).
  ///
  /// - Parameters:
  ///   - message: what to show.
  ///   - inner: the area inside the screen's border and margin.
  ///   - panesNeed: the rows the lists take with room to spare.
  ///   - panesLeast: the fewest rows the lists take.
  /// - Complexity: O(n) in the length of the message.
  init?(_ message: MessageContent, in inner: Rect, panesNeed: Int, panesLeast: Int) {
    // The summary, buttons, timer and status rows, the three blank rows,
    // and the box's two borders.
    let fixed = 4
    let textWidth = inner.width - 4
    let most = inner.height - fixed - panesLeast - 2
    guard most >= 1, textWidth >= 1 else { return nil }
    let roomy = inner.height - fixed - 3 - panesNeed - 2
    let kept = min(BankScreenLayout.messageLines, max(1, roomy))
    let (shown, hidden) = message.lines(width: textWidth, maximum: most)
    title = message.title
    self.shown = shown
    self.hidden = hidden
    rows = 2 + min(most, max(kept, shown.count))
  }

  /// Draws the box and its lines, one cell in from each side, and counts
  /// the lines left out in its bottom edge.
  func render(in area: Rect, on frame: inout Frame, hiddenRows: (Int) -> String) {
    let more = hidden > 0 ? Span(frame.appearance.downArrow + " " + hiddenRows(hidden)) : nil
    let block = Block(title: title, bottomRight: more)
    frame.render(block, in: area)
    let text = block.inner(area).inset(horizontal: 1)
    for (index, line) in shown.enumerated() where index < text.height {
      frame.render(Line(line), in: text.row(index))
    }
  }
}
