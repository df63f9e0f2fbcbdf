import TellerText

/// A screen's worth of cells that widgets draw into, row by row.
///
/// The buffer is a plain value: drawing never touches a terminal, and a
/// buffer reads back as text lines for tests. Writing keeps wide characters
/// whole: a wide character that does not fit at the edge of its clip area
/// becomes a space, and writing over either half of a wide character turns
/// its other half into a space, so no half-character is ever left behind.
public struct CellBuffer: Hashable, Sendable {
  /// The buffer's size.
  public let size: Size
  /// The cells, row after row.
  public private(set) var cells: [Cell]

  /// Creates a buffer of blank cells.
  public init(size: Size) {
    self.size = size
    cells = Array(repeating: .blank(), count: size.width * size.height)
  }

  /// The whole buffer as a rectangle from (0, 0).
  public var area: Rect { Rect(size: size) }

  /// The cell at a column and row, both inside the buffer.
  public subscript(x: Int, y: Int) -> Cell {
    precondition(area.contains(Position(x: x, y: y)), "(\(x), \(y)) is outside \(size)")
    return cells[y * size.width + x]
  }

  /// Writes text from a position, one cell per column of display width,
  /// and returns the column just past the last cell written.
  ///
  /// Control characters are made visible first, as ``visibleText(_:)``
  /// does; characters that take no cell (a combining mark at the start,
  /// a zero-width space) are skipped. Nothing is written outside the clip
  /// rectangle (the whole buffer by default): a wide character that would
  /// straddle its left or right edge leaves spaces in the cells inside.
  ///
  /// - Complexity: O(n) in the length of the text.
  @discardableResult
  public mutating func write(
    _ text: String, at position: Position, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let bounds = clip.map { $0.intersection(area) } ?? area
    var column = position.x
    guard position.y >= bounds.y, position.y < bounds.bottom else { return column }
    // Printable ASCII, most of what a frame writes, needs no measuring.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      for byte in text.utf8 {
        guard column < bounds.right else { break }
        if column >= bounds.x {
          put(
            Cell(symbol: Self.asciiSymbols[Int(byte) - 0x20], width: 1, style: style), x: column,
            y: position.y)
        }
        column += 1
      }
      return min(column, bounds.right)
    }
    for character in visibleText(text) {
      let width = displayWidth(character)
      if width <= 2 {
        place(character, width: width, column: &column, row: position.y, style: style, in: bounds)
      } else {
        // A cluster wider than one character, such as an emoji with a
        // skin-tone modifier, is drawn scalar by scalar, as terminals do.
        for scalar in character.unicodeScalars {
          let part = Character(scalar)
          place(
            part, width: displayWidth(part), column: &column, row: position.y, style: style,
            in: bounds)
        }
      }
      if column >= bounds.right { break }
    }
    return min(column, bounds.right)
  }

  /// Places one character of width 0, 1 or 2 at a column and moves the
  /// column past it; see ``write(_:at:style:clip:)``.
  private mutating func place(
    _ character: Character, width: Int, column: inout Int, row: Int, style: Style,
    in bounds: Rect
  ) {
    guard width > 0, column < bounds.right else { return }
    let end = column + width
    if column < bounds.x || end > bounds.right {
      // A character cut by an edge: the cells of it that are inside become spaces.
      for x in max(column, bounds.x)..<max(max(column, bounds.x), min(end, bounds.right)) {
        put(.blank(style), x: x, y: row)
      }
    } else {
      // Measured already, and made visible: no control character is left.
      put(Cell(symbol: String(character), width: width, style: style), x: column, y: row)
    }
    column = end
  }

  /// The one-character strings of printable ASCII, from space on.
  private static let asciiSymbols: [String] = (0x20..<0x7F).map {
    String(Character(Unicode.Scalar(UInt8($0))))
  }

  /// Sets every cell of a rectangle (clipped to the buffer) to a cell.
  public mutating func fill(_ rect: Rect, with cell: Cell = .blank()) {
    let target = rect.intersection(area)
    guard !target.isEmpty else { return }
    if cell.width == 2 {
      for y in target.y..<target.bottom {
        var x = target.x
        while x < target.right {
          put(x + 1 < target.right ? cell : .blank(cell.style), x: x, y: y)
          x += 2
        }
      }
      return
    }
    for y in target.y..<target.bottom {
      for x in target.x..<target.right { put(cell, x: x, y: y) }
    }
  }

  /// Lays a style over every cell of a rectangle (clipped to the buffer),
  /// as the focus ring lays reverse video over an element.
  public mutating func patchStyle(_ style: Style, in rect: Rect) {
    let target = rect.intersection(area)
    guard !target.isEmpty else { return }
    for y in target.y..<target.bottom {
      for x in target.x..<target.right {
        let index = y * size.width + x
        cells[index].style = cells[index].style.patched(with: style)
      }
    }
  }

  /// The buffer as text, one string per row; a wide character appears once
  /// and its continuation not at all, so every line has the display width
  /// of the buffer.
  ///
  /// - Complexity: O(width × height).
  public func lines() -> [String] {
    (0..<size.height).map { y in
      var line = ""
      for x in 0..<size.width where !cells[y * size.width + x].isContinuation {
        line += cells[y * size.width + x].symbol
      }
      return line
    }
  }

  /// Puts a cell at a column, turning into spaces the halves of any wide
  /// characters it cuts.
  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    let row = y * size.width
    let index = row + x
    // Writing over a continuation cuts the wide character on its left.
    if cells[index].isContinuation && x > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    }
    // Writing over a wide character's first cell cuts its continuation.
    if cells[index].width == 2 && x + 1 < size.width && cell.width != 2 {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
    cells[index] = cell
    guard cell.width == 2 else { return }
    precondition(x + 1 < size.width, "a wide character needs two cells")
    let next = index + 1
    if cells[next].width == 2 && x + 2 < size.width {
      cells[next + 1] = .blank(cells[next + 1].style)
    }
    cells[next] = .continuation(cell.style)
  }
}
