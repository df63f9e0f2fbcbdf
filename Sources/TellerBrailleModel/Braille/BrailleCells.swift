/// A line of text as the cells a braille display shows, and where each
/// cell came from in the text.
///
/// A cell is one Unicode scalar, as BrlAPI's `brlapi_writeWText` takes
/// them: either a character that BRLTTY's own text table turns into dots
/// (computer braille, Teller's English default), or a braille pattern from
/// U+2800 to U+28FF, whose dots BRLTTY shows as they are (what a liblouis
/// table gives). Each cell keeps the offset, in Unicode scalars, of the
/// character of the text it came from, so a routing key over a cell finds
/// the element that character belongs to, however many cells a character
/// took (a Hangul syllable takes two or three) or however many characters
/// a cell stands for (a contraction).
public struct BrailleCells: Hashable, Sendable {
  /// The braille pattern with no dots, U+2800: a blank cell.
  public static let blankPattern: Unicode.Scalar = "\u{2800}"

  /// What each cell shows, in order.
  public let cells: [Unicode.Scalar]
  /// For each cell, the offset in the text (in Unicode scalars) of the
  /// character it came from, or nil for a cell that stands for none.
  public let sources: [Int?]

  /// Creates cells and their sources; a missing source is nil, an extra
  /// one is dropped.
  public init(cells: [Unicode.Scalar], sources: [Int?]) {
    self.cells = cells
    var sources = Array(sources.prefix(cells.count))
    sources += Array(repeating: nil, count: cells.count - sources.count)
    self.sources = sources
  }

  /// Cells that show a text's characters as they are, one cell each, each
  /// from its own character: computer braille.
  ///
  /// - Complexity: O(n) in the length of the text.
  public init(showing text: String) {
    let cells = Array(text.unicodeScalars)
    self.init(cells: cells, sources: cells.indices.map { $0 })
  }

  /// No cells.
  public static let empty = BrailleCells(cells: [], sources: [])

  /// The number of cells.
  public var count: Int { cells.count }

  /// Whether a cell is blank: white space, or the pattern with no dots.
  public static func isBlank(_ cell: Unicode.Scalar) -> Bool {
    cell == blankPattern || cell.properties.isWhitespace
  }

  /// The cells of a range as the text written to the display.
  public func text(_ range: Range<Int>) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: cells[range])
    return String(text)
  }
}
