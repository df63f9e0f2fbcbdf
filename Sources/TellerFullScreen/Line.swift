/// One line of styled text, aligned in its area: a title, a status line,
/// the work time.
public struct Line: Widget, Hashable, Sendable {
  /// The runs of text, left to right.
  public var spans: [Span]
  /// Where the line sits across its area.
  public var alignment: Alignment
  /// Whether the line is the focused element.
  public var isFocused: Bool
  /// In a list, the run that is the focused element when the line's row
  /// is focused, such as a table's cell in its row; nil for the whole
  /// line (``ListView``).
  public var focusedSpan: Int?

  /// Creates a line from spans.
  public init(_ spans: [Span], alignment: Alignment = .left, isFocused: Bool = false) {
    self.spans = spans
    self.alignment = alignment
    self.isFocused = isFocused
  }

  /// Creates a line of one run of text.
  public init(
    _ text: String, style: Style = .plain, alignment: Alignment = .left, isFocused: Bool = false
  ) {
    self.init([Span(text, style: style)], alignment: alignment, isFocused: isFocused)
  }

  /// The cells the line takes.
  public var width: Int { spans.reduce(0) { $0 + $1.width } }

  /// The line cut to a width, ending in an ellipsis when anything was cut.
  ///
  /// - Parameter ellipsis: what marks the cut, such as `…` or `...`.
  public func truncated(toWidth target: Int, ellipsis: String = "…") -> Line {
    guard width > target else { return self }
    let mark = Span(ellipsis, style: spans.last?.style ?? .plain)
    var room = target - mark.width
    guard room >= 0 else { return Line([], alignment: alignment, isFocused: isFocused) }
    var kept: [Span] = []
    for span in spans {
      var text = ""
      for character in span.text {
        let cells = Span(String(character)).width
        if cells > room { break }
        text.append(character)
        room -= cells
      }
      if !text.isEmpty { kept.append(Span(text, style: span.style)) }
      if text.count < span.text.count { break }
    }
    return Line(kept + [mark], alignment: alignment, isFocused: isFocused)
  }

  /// Draws the line in the first row of the area; a line too long for it
  /// is cut and ends in `…` (`...` without box drawing). When focused, the
  /// ring may use the cell on either side of the area.
  public func render(in area: Rect, on frame: inout Frame) {
    guard !area.isEmpty else { return }
    let row = area.row(0)
    let line = truncated(
      toWidth: row.width, ellipsis: frame.appearance.usesBoxDrawing ? "…" : "...")
    var x = alignment.start(ofWidth: line.width, in: row)
    let start = x
    for span in line.spans {
      x = frame.buffer.write(
        span.text, at: Position(x: x, y: row.y), style: frame.appearance.resolve(span.style),
        clip: row)
    }
    if isFocused {
      FocusRing.draw(
        around: Rect(x: start, y: row.y, width: x - start, height: 1),
        within: Rect(x: row.x - 1, y: row.y, width: row.width + 2, height: 1), on: &frame)
    }
  }
}
