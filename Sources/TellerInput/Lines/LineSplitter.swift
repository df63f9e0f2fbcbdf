/// Splits a byte stream into lines, as they arrive.
///
/// Lines end with LF or CRLF; the ending is not part of the line. A line
/// may be split across chunks, and the last line may lack an ending. Bytes
/// that are not valid UTF-8 become U+FFFD.
///
/// Memory is bounded: of a line longer than `limit` bytes only its first
/// `limit + 1` are kept, the rest dropped as it arrives, so a huge line
/// costs no more than a long one, and ``LineCommandParser`` still sees it
/// is too long (``ScriptLine/maximumLength``).
public struct LineSplitter: Hashable, Sendable {
  private var buffer: [UInt8] = []
  /// Whether bytes of the line in ``buffer`` were dropped.
  private var overflowed = false
  /// The longest line kept whole, in bytes.
  public let limit: Int

  /// Creates a splitter with nothing buffered, keeping lines of up to
  /// `limit` bytes whole.
  public init(limit: Int = ScriptLine.maximumLength) {
    self.limit = limit
  }

  /// Whether part of a line is waiting for its ending.
  public var hasPartialLine: Bool { !buffer.isEmpty }

  /// Adds a chunk of bytes and returns the lines it completes.
  ///
  /// - Complexity: O(n) in the chunk's length plus the partial line kept.
  public mutating func push(_ bytes: [UInt8]) -> [String] {
    var lines: [String] = []
    for byte in bytes {
      if byte == 0x0A {
        lines.append(takeLine())
      } else if buffer.count <= limit {
        buffer.append(byte)
      } else {
        overflowed = true
      }
    }
    return lines
  }

  /// Ends the stream and returns the last line if it had no ending.
  public mutating func finish() -> String? {
    guard !buffer.isEmpty else { return nil }
    return takeLine()
  }

  /// The buffered line without its CR, and an empty buffer. A line that
  /// overflowed keeps its `limit + 1` bytes, so it stays too long.
  private mutating func takeLine() -> String {
    if !overflowed && buffer.last == 0x0D { buffer.removeLast() }
    let line = String(decoding: buffer, as: UTF8.self)
    buffer.removeAll(keepingCapacity: true)
    overflowed = false
    return line
  }
}
