/// Splits a byte stream into lines, as they arrive.
///
/// Lines end with LF or CRLF; the ending is not part of the line. A line
/// may be split across chunks, and the last line may lack an ending. Bytes
/// that are not valid UTF-8 become U+FFFD.
public struct LineSplitter: Hashable, Sendable {
  private var buffer: [UInt8] = []

  /// Creates a splitter with nothing buffered.
  public init() {}

  /// Whether part of a line is waiting for its ending.
  public var hasPartialLine: Bool { !buffer.isEmpty }

  /// Adds a chunk of bytes and returns the lines it completes.
  ///
  /// - Complexity: O(n) in the chunk's length plus the partial line kept.
  public mutating func push(_ bytes: [UInt8]) -> [String] {
    var lines: [String] = []
    for byte in bytes {
      if byte == 0x0A {
        if buffer.last == 0x0D { buffer.removeLast() }
        lines.append(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
      } else {
        buffer.append(byte)
      }
    }
    return lines
  }

  /// Ends the stream and returns the last line if it had no ending.
  public mutating func finish() -> String? {
    guard !buffer.isEmpty else { return nil }
    if buffer.last == 0x0D { buffer.removeLast() }
    defer { buffer.removeAll() }
    return String(decoding: buffer, as: UTF8.self)
  }
}
