import TellerFullScreen

/// Everything one full screen shows, as plain values: a title, a summary,
/// a row of buttons, a timer, titled lists, a message area, a status line
/// and a hint, and an overlay, such as the help, drawn over them.
///
/// The words come from the caller (and its catalog), so the layout serves
/// every language: the content holds no words of its own, not even for
/// hidden rows or a terminal too small. ``BankScreenLayout`` decides where
/// everything goes.
public struct BankScreenContent {
  /// The title in the top border.
  public var title: Line
  /// The summary line under it.
  public var summary: Line
  /// The buttons, shown in one row, each centred in an equal share.
  public var buttons: [Button]
  /// The timer, centred on its own row.
  public var timer: Line
  /// The lists, side by side or stacked.
  public var panes: [PaneContent]
  /// The message area above the status line: the answer to the last key,
  /// whole.
  public var message: MessageContent?
  /// The status line at the bottom.
  public var status: Line
  /// The hint in the bottom border, such as "? help · q quit".
  public var hint: Line?
  /// A titled, scrolling list drawn over everything but the status line,
  /// such as the help; the focus is inside it while it is there.
  public var overlay: PaneContent?
  /// The words after a scroll arrow for a count of hidden rows, such as
  /// "12 more".
  public var hiddenRows: (Int) -> String
  /// The message for a terminal too small: the size needed, then the size
  /// there is.
  public var tooSmall: (_ needed: Size, _ actual: Size) -> String

  /// Creates the content of a screen.
  public init(
    title: Line, summary: Line, buttons: [Button], timer: Line, panes: [PaneContent],
    message: MessageContent? = nil, status: Line, hint: Line? = nil, overlay: PaneContent? = nil,
    hiddenRows: @escaping (Int) -> String,
    tooSmall: @escaping (_ needed: Size, _ actual: Size) -> String
  ) {
    self.title = title
    self.summary = summary
    self.buttons = buttons
    self.timer = timer
    self.panes = panes
    self.message = message
    self.status = status
    self.hint = hint
    self.overlay = overlay
    self.hiddenRows = hiddenRows
    self.tooSmall = tooSmall
  }
}
