import TellerFullScreen

/// Lays out a ``BankScreenContent`` in a terminal of any size, as the
/// reference layout shows at 80×24:
///
/// ```
/// ┌ Teller ──────────────────────────────────────┐
/// │ 5 waiting, 3 being served                    │
/// │                                              │
/// │     [ Add 10 customers ]        Reset        │
/// │                                              │
/// │            Work time - 00:01:000             │
/// │                                              │
/// │ ┌ Waiting (5) ──────┐  ┌ Processing (3) ────┐ │
/// │ │ 3 - Loan          │  │ 2 - Loan           │ │
/// │ └───────── ↓ 2 more ┘  └────────────────────┘ │
/// │ ┌ Message ─────────────────────────────────┐ │
/// │ │ Status, 5 waiting, 3 being served, work  │ │
/// │ │ time 1 second                            │ │
/// │ │                                          │ │
/// │ └──────────────────────────────────────────┘ │
/// │ Rotor: Headings · Customer 8 started         │
/// └ ? help · q quit ─────────────────────────────┘
/// ```
///
/// Reading order on screen follows the content's order. The message area
/// keeps ``messageLines`` lines, room allowing, so the lists never move
/// for an answer that fits them; a longer answer takes more, down to the
/// lists' least height, and what still does not fit is counted in its
/// edge. An overlay, such as the help, covers everything between the top
/// border and the message area (or the status line), which stay in view.
/// Blank separator rows go first when height is short; lists stack when
/// the width is under ``Panes/sideBySideMinimumWidth``; when not even one
/// line of the message area fits, the status line carries the message;
/// below ``minimumSize(for:width:)`` the screen shows one
/// ``TooSmallMessage`` instead.
public enum BankScreenLayout {
  /// Rows each list needs at least: its two borders and one row.
  static let paneMinimumHeight = 3

  /// Text lines the message area keeps, room allowing, however short the
  /// answer, so answers of up to this many lines never move the lists.
  public static let messageLines = 3

  /// The smallest terminal the content fits in, at a given width (lists
  /// stacked need more rows than lists side by side).
  public static func minimumSize(for content: BankScreenContent, width: Int) -> Size {
    let buttons = content.buttons.reduce(0) { $0 + $1.width } + max(0, content.buttons.count - 1)
    let minimumWidth = max(30, buttons + 4)
    let panes = max(1, content.panes.count)
    let stacked = !Panes.sideBySide(width: max(width, minimumWidth) - 4)
    let paneRows = stacked ? panes * paneMinimumHeight : paneMinimumHeight
    return Size(width: minimumWidth, height: 2 + 4 + paneRows)
  }

  /// Draws the content into a new frame of a size.
  ///
  /// - Returns: the frame (with the cursor on the focused element) and
  ///   each list's scroll state after keeping its focused row in view,
  ///   then the overlay's if there is one, to pass in with the next
  ///   frame's content.
  /// - Complexity: O(w × h) for the frame, plus the visible rows and the
  ///   message's length; the lists' lengths do not matter.
  public static func render(_ content: BankScreenContent, size: Size, appearance: Appearance)
    -> (frame: Frame, scrolls: [ScrollState])
  {
    var frame = Frame(size: size, appearance: appearance)
    let needed = minimumSize(for: content, width: size.width)
    guard size.covers(needed) else {
      frame.render(TooSmallMessage(content.tooSmall(needed, size)), in: frame.area)
      return (frame, (content.panes + [content.overlay].compactMap { $0 }).map(\.scroll))
    }
    let outer = Block(title: content.title, footer: content.hint)
    frame.render(outer, in: frame.area)
    // One column of margin inside the border, where a focus bracket may go.
    let inner = outer.inner(frame.area).inset(horizontal: 1)

    let stacked = !Panes.sideBySide(width: inner.width)
    let paneRows = stacked ? content.panes.count : 1
    let panesNeed = paneRows * (paneMinimumHeight + 2)
    let message = content.message.flatMap {
      MessagePlan($0, in: inner, panesNeed: panesNeed, panesLeast: paneRows * paneMinimumHeight)
    }
    // Blank rows under the summary, the buttons and the timer, and, with
    // no message area, above the status line.
    let gapCount = message == nil ? 4 : 3
    let spacious = inner.height >= 4 + gapCount + panesNeed + (message?.rows ?? 0)
    let gap: [Constraint] = spacious ? [.length(1)] : []
    let bottom: [Constraint] = message.map { [.length($0.rows)] } ?? gap
    let rows = Layout.vertical(
      [.length(1)] + gap + [.length(1)] + gap + [.length(1)] + gap + [.fill(1)] + bottom
        + [.length(1)], in: inner)
    let step = spacious ? 2 : 1
    let (summaryRow, buttonRow, timerRow) = (rows[0], rows[step], rows[2 * step])
    let panesArea = rows[3 * step]
    let statusRow = rows[rows.count - 1]

    frame.render(content.summary, in: summaryRow)
    render(content.buttons, in: buttonRow, on: &frame)
    var timer = content.timer
    timer.alignment = .center
    frame.render(timer, in: timerRow)

    var scrolls: [ScrollState] = []
    for (pane, area) in zip(content.panes, Panes.arrange(content.panes.count, in: panesArea)) {
      scrolls.append(render(pane, in: area, on: &frame, hiddenRows: content.hiddenRows))
    }
    message?.render(in: rows[rows.count - 2], on: &frame, hiddenRows: content.hiddenRows)
    // With no room for the area, the status line carries the message.
    let status = message == nil ? content.message?.carried(by: content.status) : nil
    frame.render(status ?? content.status, in: statusRow)
    if let overlay = content.overlay {
      let end = message == nil ? statusRow.y : rows[rows.count - 2].y
      let area = Rect(x: inner.x - 1, y: inner.y, width: inner.width + 2, height: end - inner.y)
      frame.buffer.fill(area)
      frame.cursor = nil
      scrolls.append(render(overlay, in: area, on: &frame, hiddenRows: content.hiddenRows))
    }
    return (frame, scrolls)
  }

  /// Draws the buttons in one row, each centred in its share: equal
  /// shares, or shares by width when a label is too long for its share
  /// (the minimum size leaves room for every button).
  private static func render(_ buttons: [Button], in row: Rect, on frame: inout Frame) {
    let equal = row.width / max(1, buttons.count)
    let fits = buttons.allSatisfy { $0.width <= equal }
    let shares = Layout.horizontal(buttons.map { .fill(fits ? 1 : $0.width) }, in: row)
    for (button, share) in zip(buttons, shares) {
      frame.render(button, in: share.centered(width: button.width, height: 1))
    }
  }

  /// Draws one list in its box and returns its scroll state.
  private static func render(
    _ pane: PaneContent, in area: Rect, on frame: inout Frame, hiddenRows: (Int) -> String
  ) -> ScrollState {
    let listArea = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 2)
    var scroll = pane.scroll
    scroll.keep(pane.focusedRow, visibleIn: listArea.height, of: pane.count)
    let above = scroll.hiddenAbove
    let below = scroll.hiddenBelow(visibleIn: listArea.height, of: pane.count)
    let appearance = frame.appearance
    let block = Block(
      title: pane.title,
      topRight: above > 0 ? Span(appearance.upArrow + " " + hiddenRows(above)) : nil,
      bottomRight: below > 0 ? Span(appearance.downArrow + " " + hiddenRows(below)) : nil)
    frame.render(block, in: area)
    let inner = block.inner(area)
    if pane.count == 0, let placeholder = pane.placeholder {
      frame.render(placeholder, in: inner.inset(horizontal: 1))
    }
    let list = ListView(
      count: pane.count, focusedRow: pane.focusedRow, scroll: scroll, row: pane.row)
    frame.render(list, in: inner)
    return scroll
  }
}
