import TellerAccessibility
import TellerSession
import TellerText
import TellerWording

/// One line of braille: segments of text, each maybe standing for an
/// element, joined by single spaces.
///
/// A line is text: a ``BrailleTranslator`` turns it into the cells the
/// display shows (``BrailleCells``), each cell keeping the offset of the
/// character it came from, in Unicode scalars, which ``target(atOffset:)``
/// takes to find the element under a routing key.
public struct BrailleLine: Hashable, Sendable {
  /// A run of text on the line and the element it stands for.
  public struct Segment: Hashable, Sendable {
    /// The text shown.
    public var text: String
    /// The element a routing key over this text acts on, if any.
    public var target: ElementID?
    /// Whether the segment begins a window of the display of its own, so
    /// the window before ends with the segment before: a cell's headers in
    /// full, which panning reaches after the cell.
    public var startsWindow: Bool

    /// Creates a segment; control characters in the text become visible
    /// notation, as they do on the terminal.
    public init(_ text: String, target: ElementID? = nil, startsWindow: Bool = false) {
      self.text = visibleText(text)
      self.target = target
      self.startsWindow = startsWindow
    }
  }

  /// The segments, in order; empty ones are left out.
  public let segments: [Segment]
  /// The whole text: the segments joined by single spaces.
  public let text: String
  /// The offset (in Unicode scalars) where each segment starts, in step
  /// with ``segments``.
  private let starts: [Int]

  /// The offsets (in Unicode scalars) of the segments that begin a window
  /// of their own (``Segment/startsWindow``), in order.
  public var windowStarts: [Int] {
    zip(segments, starts).filter { $0.0.startsWindow }.map(\.1)
  }

  /// Creates a line from segments, leaving out empty ones.
  ///
  /// - Complexity: O(n) in the length of the text.
  public init(_ segments: [Segment]) {
    var kept: [Segment] = []
    var starts: [Int] = []
    var text = ""
    var cell = 0
    for segment in segments where !segment.text.isEmpty {
      if !kept.isEmpty {
        text += " "
        cell += 1
      }
      kept.append(segment)
      starts.append(cell)
      text += segment.text
      cell += segment.text.unicodeScalars.count
    }
    self.segments = kept
    self.text = text
    self.starts = starts
  }

  /// A line that shows one element: its compact text, routed to it.
  public init(_ item: BrailleItem, id: ElementID, catalog: Catalog) {
    self.init([Segment(item.text(catalog), target: id)])
  }

  /// A line of text that stands for no element, such as an announcement.
  public init(text: String) {
    self.init([Segment(text)])
  }

  /// The line's length in Unicode scalars: its cells in computer braille.
  public var scalarCount: Int { text.unicodeScalars.count }

  /// The element under a character of the whole line, by its offset in
  /// Unicode scalars, or nil over a space between segments, a segment with
  /// no target or past the end.
  ///
  /// - Complexity: O(log s) in the number of segments.
  public func target(atOffset cell: Int) -> ElementID? {
    guard cell >= 0, !starts.isEmpty else { return nil }
    // The last segment that starts at or before the cell.
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= cell { low = middle } else { high = middle }
    }
    guard starts[low] <= cell else { return nil }
    let segment = segments[low]
    guard cell < starts[low] + segment.text.unicodeScalars.count else { return nil }
    return segment.target
  }
}
