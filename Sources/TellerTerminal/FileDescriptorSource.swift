import TellerPlatform
import TellerSession

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
    let descriptors = ([fileDescriptor, wakeFileDescriptor] + others).map {
      (FileDescriptor($0), FileDescriptor.Readiness.readable)
    }
    let deadline =
      timeoutMilliseconds < 0 ? nil : Deadline(millisecondsFromNow: Int(timeoutMilliseconds))
    let ready: [FileDescriptor.Readiness]
    do {
      guard let found = try FileDescriptor.wait(for: descriptors, until: deadline) else {
        return .timeout
      }
      ready = found
    } catch {
      return .endOfFile
    }
    if ready[0].isEmpty {
      if wakeFileDescriptor >= 0 && !ready[1].isEmpty { TerminalWake.drain(wakeFileDescriptor) }
      return .timeout
    }
    do {
      let bytes = try FileDescriptor(fileDescriptor).read(upTo: chunkSize)
      return bytes.isEmpty ? .endOfFile : .bytes(bytes)
    } catch {
      return error.wouldBlock ? .timeout : .endOfFile
    }
  }
}
