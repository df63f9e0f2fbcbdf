#if canImport(Glibc)
  import Glibc
#endif

/// Reads bytes from a file descriptor, such as standard input, with a
/// timeout.
///
/// It waits with `poll()` and reads what is there, retrying when a signal
/// interrupts either call. A read error other than an interruption counts
/// as the end of input.
public struct FileDescriptorSource: ByteSource, Hashable, Sendable {
  /// The descriptor read from.
  public let fileDescriptor: Int32
  /// The most bytes one read returns.
  public var chunkSize: Int

  /// Creates a source; standard input by default.
  public init(fileDescriptor: Int32 = 0, chunkSize: Int = 4096) {
    self.fileDescriptor = fileDescriptor
    self.chunkSize = max(1, chunkSize)
  }

  /// Waits up to a timeout for bytes.
  public mutating func read(timeoutMilliseconds: Int32) -> ReadResult {
    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&descriptor, 1, timeoutMilliseconds)
      if ready < 0 {
        if errno == EINTR { continue }
        return .endOfFile
      }
      if ready == 0 { return .timeout }
      var buffer = [UInt8](repeating: 0, count: chunkSize)
      let count = buffer.withUnsafeMutableBytes { raw in
        Glibc.read(fileDescriptor, raw.baseAddress, raw.count)
      }
      if count > 0 { return .bytes(Array(buffer[0..<count])) }
      if count == 0 { return .endOfFile }
      switch errno {
      case EINTR: continue
      case EAGAIN: return .timeout
      default: return .endOfFile
      }
    }
  }
}
