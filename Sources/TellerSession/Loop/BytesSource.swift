/// Input held in memory, such as a script file's text, given in chunks.
public struct BytesSource: ByteSource, Hashable, Sendable {
  private var chunks: [[UInt8]]
  private var index = 0

  /// Creates a source that gives the chunks in order, then the end of input.
  public init(chunks: [[UInt8]]) { self.chunks = chunks.filter { !$0.isEmpty } }

  /// Creates a source that gives a text's UTF-8 bytes in one chunk.
  public init(text: String) { self.init(chunks: [Array(text.utf8)]) }

  /// The next chunk, or the end of input; it never waits.
  public mutating func read(timeoutMilliseconds: Int32) -> ReadResult {
    guard index < chunks.count else { return .endOfFile }
    defer { index += 1 }
    return .bytes(chunks[index])
  }
}
