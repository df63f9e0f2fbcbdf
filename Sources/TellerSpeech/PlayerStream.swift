import TellerPlatform

/// Samples on their way to a player's socket, sent without blocking.
struct PlayerStream {
  /// The socket, in non-blocking mode.
  let socket: Int32
  private var pending: [UInt8] = []
  private var sent = 0
  /// Whether the player has gone (the socket's other end is closed).
  private(set) var closed = false

  init(socket: Int32) { self.socket = socket }

  /// Whether every queued byte has been sent.
  var isEmpty: Bool { sent == pending.count }

  /// Queues samples, as little-endian bytes.
  mutating func queue(_ samples: UnsafeBufferPointer<Int16>) {
    if sent > 0 {
      pending.removeFirst(sent)
      sent = 0
    }
    pending.reserveCapacity(pending.count + samples.count * 2)
    for sample in samples {
      let bits = UInt16(bitPattern: sample)
      pending.append(UInt8(truncatingIfNeeded: bits))
      pending.append(UInt8(truncatingIfNeeded: bits >> 8))
    }
  }

  /// Sends what the socket takes, waiting up to `milliseconds` for room.
  ///
  /// - Returns: false when the player has gone.
  mutating func flush(waitingUpTo milliseconds: Int32) -> Bool {
    while !closed && sent < pending.count {
      let count: Int
      do {
        count = try FileDescriptor(socket).send(pending, from: sent)
      } catch  where error.wouldBlock {
        guard milliseconds > 0 else { return true }
        _ = FileDescriptor(socket).wait(
          for: .writable, until: Deadline(millisecondsFromNow: Int(milliseconds)))
        return true
      } catch {
        count = 0
      }
      if count > 0 {
        sent += count
        continue
      }
      closed = true
    }
    return !closed
  }
}
