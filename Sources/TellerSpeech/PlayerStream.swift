#if canImport(Glibc)
  import Glibc
#endif

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
      let count = pending.withUnsafeBytes { buffer in
        send(socket, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        sent += count
        continue
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        guard milliseconds > 0 else { return true }
        var ready = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, milliseconds)
        return true
      }
      closed = true
    }
    return !closed
  }
}
