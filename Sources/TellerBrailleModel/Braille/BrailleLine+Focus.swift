import TellerAccessibility
import TellerSession
import TellerWording

extension BrailleLine {
  /// The line a braille display shows for the focused element of a screen.
  ///
  /// The focused element comes first, in its compact form (``BrailleItem``):
  /// "Customer 7, loan 2/5". When it is an item of a list, the items after
  /// it in that list follow in the same form, as many whole items as fit
  /// in one window of the display, measured in the cells the translator
  /// gives (a Hangul syllable takes two or three): "Customer 7, loan 2/5
  /// Customer 8, deposit 3/5". Each item is its own segment, so a routing
  /// key over a following item moves focus to it; each position mark ends
  /// an item. A data cell named by its headers shows its value and their
  /// short forms, then its headers in full in a window of their own, which
  /// panning reaches: "customer 10, Dep1 Now", then "Deposit clerk 1,
  /// Serving". With no focus, the line is empty.
  ///
  /// - Parameters:
  ///   - screen: the screen after a step.
  ///   - width: the cells a window of the display shows.
  ///   - translator: what turns the text into cells; computer braille by
  ///     default.
  /// - Complexity: O(n + d · log k) for n cells shown, in a tree d deep
  ///   with lists of k items: the items that follow are found by the
  ///   tree's search, never by reading the whole list.
  public init(
    focusIn screen: SessionScreen, width: Int,
    translator: any BrailleTranslator = ComputerBraille()
  ) {
    guard let focus = screen.focus, let element = screen.tree.element(focus) else {
      self.init([])
      return
    }
    let tree = screen.tree
    let catalog = screen.catalog
    let item = BrailleItem(element, in: tree)
    var segments = [Segment(item.text(catalog), target: focus)]
    if !item.headers.isEmpty {
      segments.append(Segment(item.headersText(catalog), target: focus, startsWindow: true))
      self.init(segments)
      return
    }
    guard let list = tree.parent(of: focus), tree.element(list)?.role == .list else {
      self.init(segments)
      return
    }
    var cells = translator.cells(for: segments[0].text).count
    var last = focus
    while cells < width, let next = tree.stop(from: last, .next), tree.parent(of: next) == list,
      let item = tree.element(next)
    {
      let segment = Segment(BrailleItem(item, in: tree).text(catalog), target: next)
      let length = translator.cells(for: segment.text).count
      guard length > 0, cells + 1 + length <= width else { break }
      segments.append(segment)
      cells += 1 + length
      last = next
    }
    self.init(segments)
  }
}
