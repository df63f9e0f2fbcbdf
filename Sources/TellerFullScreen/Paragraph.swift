import TellerText

/// Text wrapped at spaces to the width of its area, one line per row: the
/// too-small message, a help text.
public struct Paragraph: Widget, Hashable, Sendable {
  /// The text; line ends in it start new lines.
  public var text: String
  /// Its style.
  public var style: Style
  /// Where each line sits across the area.
  public var alignment: Alignment

  /// Creates a paragraph.
  public init(_ text: String, style: Style = .plain, alignment: Alignment = .left) {
    self.text = text
    self.style = style
    self.alignment = alignment
  }

  /// The text's lines at a width: words kept whole where they fit, a word
  /// longer than the width cut between characters.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func lines(width: Int) -> [String] {
    guard width > 0 else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      Self.lines(of: $0.split(separator: " ").map(String.init), width: width)
    }
  }

  /// Words set in lines of a width, one space between words: whole where
  /// they fit, a word longer than the width cut between characters. A
  /// word may hold spaces that must not break, such as a word and the
  /// separator after it. Always at least one line, empty when there are
  /// no words.
  ///
  /// - Complexity: O(n) in the length of the words.
  public static func lines(of words: [String], width: Int) -> [String] {
    guard width > 0 else { return [] }
    var out: [String] = []
    var line = ""
    var lineWidth = 0
    for word in words {
      var word = visibleText(word)
      var wordWidth = displayWidth(word)
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { out.append(line) }
      while wordWidth > width {
        var head = ""
        var headWidth = 0
        for character in word {
          let w = displayWidth(character)
          if headWidth + w > width { break }
          head.append(character)
          headWidth += w
        }
        if head.isEmpty { break }
        out.append(head)
        word.removeFirst(head.count)
        wordWidth -= headWidth
      }
      line = word
      lineWidth = wordWidth
    }
    out.append(line)
    return out
  }

  /// Draws the wrapped lines from the top of the area; lines past its
  /// bottom are left out.
  public func render(in area: Rect, on frame: inout Frame) {
    for (index, text) in lines(width: area.width).prefix(area.height).enumerated() {
      Line(text, style: style, alignment: alignment).render(in: area.row(index), on: &frame)
    }
  }
}
