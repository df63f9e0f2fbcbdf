import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A BrlAPI server that accepts connections and never says a word: a TCP
/// socket on 127.0.0.1 that listens and is never read from or written to.
/// The kernel completes each client's connection, and the client then
/// waits for BRLTTY's first packet for ever, as with a BRLTTY that hangs.
///
/// ``finish()``, or releasing the value, closes the socket, which ends the
/// clients' connections.
public final class SilentBrlAPIServer: @unchecked Sendable {
  /// The value of `BRLAPI_HOST` that reaches this server.
  public let host: String
  private var socket: Int32

  /// Listens on a free port.
  ///
  /// - Throws: ``TmuxError`` when no port can be had.
  public init() throws {
    let port = try BrlttyDisplay.freePort()
    let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw TmuxError("No socket for the silent server.") }
    var reuse: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = BrlttyDisplay.loopback(port: port)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw TmuxError("The silent server cannot listen on port \(port).")
    }
    socket = fd
    host = "127.0.0.1:\(port - BrlttyDisplay.basePort)"
  }

  deinit { finish() }

  /// Stops listening; the connections waiting are closed.
  public func finish() {
    guard socket >= 0 else { return }
    close(socket)
    socket = -1
  }
}
