import TellerSession

#if canImport(Glibc)
  import Glibc
#endif

/// Reads bytes from a file descriptor, such as standard input, with a
/// timeout.
///
/// It waits with `poll()` and reads what is there, retrying when a signal
/// interrupts either call. A read error other than an interruption counts
/// as the end of input. When a wake descriptor is given (``TerminalWake``'s,
/// readable when a resize, a repaint or a stop is pending), the wait also
/// ends when it becomes readable, as a timeout, and the descriptor is
/// emptied. So does a descriptor given to
/// ``read(timeoutMilliseconds:alsoWaitingOn:)``, which is left as it is
/// for its owner to read.
public struct FileDescriptorSource: ByteSource, Hashable, Sendable {
  /// The descriptor read from.
  public let fileDescriptor: Int32
  /// The most bytes one read returns.
  public var chunkSize: Int
  /// A descriptor whose becoming readable ends the wait early, or -1.
  public var wakeFileDescriptor: Int32

  /// Creates a source; standard input by default.
  public init(fileDescriptor: Int32 = 0, chunkSize: Int = 4096, wakeFileDescriptor: Int32 = -1) {
    self.fileDescriptor = fileDescriptor
    self.chunkSize = max(1, chunkSize)
    self.wakeFileDescriptor = wakeFileDescriptor
  }

  /// Waits up to a timeout for bytes.
  public mutating func read(timeoutMilliseconds: Int32) -> ReadResult {
    read(timeoutMilliseconds: timeoutMilliseconds, alsoWaitingOn: [])
  }

  /// Waits up to a timeout for bytes, or until the wake descriptor or
  /// another descriptor becomes readable (then a timeout). Negative
  /// descriptors are left out.
  public mutating func read(
    timeoutMilliseconds: Int32, alsoWaitingOn others: [Int32]
  ) -> ReadResult {
    // poll() skips entries whose descriptor is negative.
    var descriptors = ([fileDescriptor, wakeFileDescriptor] + others).map {
      pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
    }
    let count = nfds_t(descriptors.count)
    while true {
      let ready = poll(&descriptors, count, timeoutMilliseconds)
      if ready < 0 {
        if errno == EINTR { continue }
        return .endOfFile
      }
      if ready == 0 { return .timeout }
      if descriptors[0].revents == 0 {
        if wakeFileDescriptor >= 0 && descriptors[1].revents != 0 {
          TerminalWake.drain(wakeFileDescriptor)
        }
        return .timeout
      }
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
