#if canImport(Glibc)
  import Glibc
#endif

/// Why a stream socket did not connect.
public enum ConnectFailure: Error, Hashable, Sendable {
  /// No socket could be made (`socket`).
  case noSocket(SystemError)
  /// Waiting for the connection failed.
  case system(SystemError)
  /// Nothing listens there, or the connection was refused.
  case refused(SystemError)
  /// The far end did not accept within the time given.
  case timedOut
}

extension FileDescriptor {
  /// Connects a new stream socket, non-blocking and closed on exec, to an
  /// address, waiting at most `milliseconds` for the far end to accept.
  /// An Internet socket sends each write at once (`TCP_NODELAY`).
  ///
  /// - Throws: ``ConnectFailure``; the socket is then closed.
  public static func connect(
    to address: SocketAddress, timeoutMilliseconds milliseconds: Int32
  ) throws(ConnectFailure) -> FileDescriptor {
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue)
    let socket = FileDescriptor(Glibc.socket(address.family, type, 0))
    guard socket.rawValue >= 0 else { throw .noSocket(SystemError.last("socket")) }
    do throws(ConnectFailure) {
      try socket.finishConnecting(to: address, timeoutMilliseconds: milliseconds)
    } catch {
      socket.close()
      throw error
    }
    if address.isInternet {
      var on: Int32 = 1
      setsockopt(
        socket.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }
    return socket
  }

  /// Starts a non-blocking connect, then waits until the socket is
  /// writable and reads the outcome.
  private func finishConnecting(
    to address: SocketAddress, timeoutMilliseconds milliseconds: Int32
  ) throws(ConnectFailure) {
    let result = address.bytes.withUnsafeBytes { raw in
      Glibc.connect(
        rawValue, raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
    }
    if result == 0 { return }
    let started = SystemError.last("connect")
    guard [EINPROGRESS, EAGAIN, EINTR].contains(started.code) else { throw .refused(started) }
    let ready: [Readiness]?
    do {
      ready = try FileDescriptor.wait(
        for: [(self, .writable)], until: Deadline(millisecondsFromNow: Int(milliseconds)))
    } catch {
      throw .system(error)
    }
    guard ready != nil else { throw .timedOut }
    var error: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    getsockopt(rawValue, SOL_SOCKET, SO_ERROR, &error, &length)
    guard error == 0 else { throw .refused(SystemError("connect", code: error)) }
  }

  /// Opens a connected pair of Unix stream sockets, closed on exec, such as
  /// a child's standard input and the end that writes to it.
  ///
  /// - Throws: ``SystemError`` of `socketpair`.
  public static func socketPair() throws(SystemError) -> (FileDescriptor, FileDescriptor) {
    var ends: [Int32] = [-1, -1]
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { throw SystemError.last("socketpair") }
    return (FileDescriptor(ends[0]), FileDescriptor(ends[1]))
  }

  /// Sends once on a socket what it takes now, through interruptions,
  /// without SIGPIPE (`MSG_NOSIGNAL`): a far end that has gone gives
  /// ``SystemError/isBrokenPipe``.
  ///
  /// - Returns: how many bytes were sent.
  /// - Throws: ``SystemError`` of `send` (``SystemError/wouldBlock`` when a
  ///   non-blocking socket is full).
  public func send(_ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
    while true {
      let sent = Glibc.send(rawValue, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
      if sent >= 0 { return sent }
      let error = SystemError.last("send")
      if !error.isInterruption { throw error }
    }
  }

  /// Sends once, as ``send(_:)-(UnsafeRawBufferPointer)`` does, from an
  /// offset of some bytes.
  public func send(_ bytes: [UInt8], from offset: Int = 0) throws(SystemError) -> Int {
    try bytes.withUnsafeBytes { raw in
      Result { () throws(SystemError) in try send(UnsafeRawBufferPointer(rebasing: raw[offset...]))
      }
    }.get()
  }

  /// Receives once what is there, through interruptions.
  ///
  /// - Returns: how many bytes were received; 0 when the far end closed.
  /// - Throws: ``SystemError`` of `recv` (``SystemError/wouldBlock`` when a
  ///   non-blocking socket has nothing).
  public func receive(into buffer: inout [UInt8]) throws(SystemError) -> Int {
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.recv(rawValue, $0.baseAddress, $0.count, 0)
      }
      if count >= 0 { return count }
      let error = SystemError.last("recv")
      if !error.isInterruption { throw error }
    }
  }
}

extension FileDescriptor {
  /// Which way of a socket to shut.
  public enum ShutDirection: Sendable {
    /// Sending: the far end reads the end of the stream.
    case sending
    /// Both ways.
    case both

    var how: Int32 {
      switch self {
      case .sending: Int32(SHUT_WR)
      case .both: Int32(SHUT_RDWR)
      }
    }
  }

  /// Shuts a socket down (`shutdown(2)`): unlike closing, it ends the
  /// connection for every copy of the descriptor, even one a child holds,
  /// and wakes any thread waiting on it.
  public func shutDown(_ direction: ShutDirection = .both) {
    _ = shutdown(rawValue, direction.how)
  }
}
