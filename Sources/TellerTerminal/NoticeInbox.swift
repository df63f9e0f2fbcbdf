import TellerBank
import TellerPlatform
import TellerSession
import TellerWording

/// Notices from the edge that the user must hear of while the session
/// runs, such as why speech is off, as an input source: each posted
/// notice becomes a ``SessionInput/notice(_:)``, which the session words.
///
/// The notices wait in a locked queue; a byte written to a pipe wakes the
/// loop, which waits on the pipe's read end. Any thread may post (speech
/// reports from its own); only the loop takes. Both ends of the pipe are
/// non-blocking and closed on exec: a byte that finds the pipe full is
/// not needed, as the bytes already in it wake the loop.
public final class NoticeInbox: InputSource, Sendable {
  /// The read end, which the loop waits on.
  public let fileDescriptor: Int32
  private let pipe: Pipe
  /// The notices posted and not yet taken, in order.
  private let waiting = Locked<[EdgeNotice]>([])

  /// Makes the pipe; nil when none can be made.
  public init?() {
    guard let pipe = try? Pipe.open(nonBlocking: true) else { return nil }
    self.pipe = pipe
    fileDescriptor = pipe.readEnd.rawValue
  }

  deinit { pipe.close() }

  /// Posts one notice, from any thread, and wakes the loop.
  public func post(_ notice: EdgeNotice) {
    waiting.withLock { $0.append(notice) }
    _ = try? pipe.writeEnd.write([0x0A])
  }

  /// Takes the notices posted since the last take.
  public func takeInputs(at now: ModelTime) -> [SessionInput] {
    var buffer = [UInt8](repeating: 0, count: 64)
    while let count = try? pipe.readEnd.read(into: &buffer), count > 0 {}
    let notices = waiting.withLock { waiting in
      defer { waiting.removeAll() }
      return waiting
    }
    return notices.map { .notice($0) }
  }
}
