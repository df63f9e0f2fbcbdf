/// The windows a braille display shows of a text longer than itself, one
/// at a time, as its pan keys move through them.
///
/// Windows are measured in cells, one Unicode scalar each (see
/// ``BrailleCells``), after translation, so they break where the braille
/// has a blank cell (white space, or the pattern with no dots), not where
/// the text has a space. They break between words where they can: a word that
/// would run over a window's edge starts the next window instead, unless
/// the word is longer than the display, when it is cut at the edge. White
/// space at a break is not shown, so no window starts or ends with it.
/// Nothing else is ever dropped: every other cell of the text is in
/// exactly one window, in order. A text may also name cells that must
/// begin a window (a cell's headers after the cell): the window before
/// ends short of them.
public enum BraillePanning {
  /// The windows of a text on a display of a width, as ranges of cells.
  ///
  /// There is always at least one window; a blank text has the one empty
  /// window `0..<0`.
  ///
  /// - Parameters:
  ///   - text: the text, as the cells it fills.
  ///   - width: the display's width in cells; a width below 1 counts as 1.
  ///   - breaks: cells that begin a window, in order; blank cells after
  ///     one are skipped as at any break.
  /// - Complexity: O(n + b) in the length of the text and the breaks.
  public static func windows(of text: [Unicode.Scalar], width: Int, breaks: [Int] = [])
    -> [Range<Int>]
  {
    let width = max(1, width)
    let count = text.count
    func isSpace(_ index: Int) -> Bool { BrailleCells.isBlank(text[index]) }
    var windows: [Range<Int>] = []
    var pending = breaks[...]
    var start = 0
    while start < count && isSpace(start) { start += 1 }
    while start < count {
      while let next = pending.first, next <= start { pending.removeFirst() }
      // The text this window may show ends at the next break.
      let limit = min(pending.first ?? count, count)
      var end = min(start + width, limit)
      if end < limit && !isSpace(end) && !isSpace(end - 1) {
        // A word runs over the edge: break before it, unless it is too long
        // for any window.
        var wordStart = end - 1
        while wordStart > start && !isSpace(wordStart - 1) { wordStart -= 1 }
        if wordStart > start {
          var wordEnd = end
          while wordEnd < limit && !isSpace(wordEnd) { wordEnd += 1 }
          if wordEnd - wordStart <= width { end = wordStart }
        }
      }
      var shownEnd = end
      while shownEnd > start && isSpace(shownEnd - 1) { shownEnd -= 1 }
      windows.append(start..<shownEnd)
      start = end
      while start < count && isSpace(start) { start += 1 }
    }
    return windows.isEmpty ? [0..<0] : windows
  }

  /// The windows of a text on a display of a width, as ranges of cells.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func windows(of text: String, width: Int) -> [Range<Int>] {
    windows(of: Array(text.unicodeScalars), width: width)
  }

  /// The text of each window of a text on a display of a width.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func windowTexts(of text: String, width: Int) -> [String] {
    let cells = Array(text.unicodeScalars)
    return windows(of: cells, width: width).map { range in
      var window = String.UnicodeScalarView()
      window.append(contentsOf: cells[range])
      return String(window)
    }
  }
}
