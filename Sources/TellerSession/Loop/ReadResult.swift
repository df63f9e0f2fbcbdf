/// What one read of input gave.
public enum ReadResult: Hashable, Sendable {
  /// Some bytes, never empty.
  case bytes([UInt8])
  /// Nothing came within the timeout.
  case timeout
  /// Input ended, or can no longer be read.
  case endOfFile
}
