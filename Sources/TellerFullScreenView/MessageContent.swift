import TellerAccessibility
import TellerFullScreen

/// The message area's content: the answer to the last key, as the lines
/// the session said, under a title.
///
/// The area keeps each said line on lines of its own, wrapped at spaces,
/// never cut at the width. When that needs more lines than the area has
/// (a long say all), the lines run on as one paragraph, separated by the
/// separator; what still does not fit is counted in the box's edge
/// ("↓ 4 more").
public struct MessageContent {
  /// The title in the area's top edge, such as "Message".
  public var title: Line
  /// The lines said, in order; none when the answer was dismissed.
  public var said: [String]
  /// What separates said lines run on as one paragraph, such as " · ".
  public var separator: String

  /// Creates the content of a message area.
  public init(title: Line, said: [String], separator: String) {
    self.title = title
    self.said = said
    self.separator = separator
  }

  /// The lines the area shows at a width, at most `maximum` of them, and
  /// how many more it would need.
  ///
  /// - Complexity: O(n) in the length of the text said.
  public func lines(width: Int, maximum: Int) -> (shown: [String], hidden: Int) {
    guard !said.isEmpty, maximum > 0 else { return ([], 0) }
    var lines = said.flatMap { Paragraph($0).lines(width: width) }
    if lines.count > maximum && said.count > 1 {
      lines = Paragraph.lines(of: runOnWords, width: width)
    }
    return (Array(lines.prefix(maximum)), max(0, lines.count - maximum))
  }

  /// The words of the said lines run on, each line's last word holding
  /// the separator after it, so a line of the area never starts with one.
  private var runOnWords: [String] {
    let mark = SpokenText.trimmed(separator)
    var words: [String] = []
    for (index, text) in said.enumerated() {
      var own = text.split(separator: " ").map(String.init)
      if index < said.count - 1, !mark.isEmpty {
        if own.isEmpty { own = [mark] } else { own[own.count - 1] += " " + mark }
      }
      words += own
    }
    return words
  }

  /// A status line that carries the message after its own text, for a
  /// screen with no room for the area; the line as it is when nothing was
  /// said.
  public func carried(by status: Line) -> Line {
    guard !said.isEmpty else { return status }
    var line = status
    line.spans.append(Span(separator + said.joined(separator: separator)))
    return line
  }
}
