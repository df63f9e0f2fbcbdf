/// Where the interactive loop reads input bytes from.
public protocol ByteSource {
  /// Waits up to a timeout for bytes.
  ///
  /// - Parameter timeoutMilliseconds: how long to wait; 0 does not wait,
  ///   and a negative value waits until input or its end.
  mutating func read(timeoutMilliseconds: Int32) -> ReadResult
}
