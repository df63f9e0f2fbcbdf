/// Where the interactive loop reads input bytes from.
public protocol ByteSource {
  /// Waits up to a timeout for bytes.
  ///
  /// - Parameter timeoutMilliseconds: how long to wait; 0 does not wait,
  ///   and a negative value waits until input or its end.
  mutating func read(timeoutMilliseconds: Int32) -> ReadResult
  /// Waits as ``read(timeoutMilliseconds:)`` does, and also ends the wait,
  /// as a timeout, when one of other descriptors becomes readable, such as
  /// a braille display's connection.
  mutating func read(timeoutMilliseconds: Int32, alsoWaitingOn descriptors: [Int32]) -> ReadResult
}

extension ByteSource {
  /// For a source that never waits: the other descriptors need no watching.
  public mutating func read(
    timeoutMilliseconds: Int32, alsoWaitingOn descriptors: [Int32]
  ) -> ReadResult {
    read(timeoutMilliseconds: timeoutMilliseconds)
  }
}
