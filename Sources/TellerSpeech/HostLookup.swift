import TellerArguments
import TellerPlatform

/// A host name looked up with a time limit.
///
/// `getaddrinfo` can wait as long as the resolver likes (tens of seconds
/// with an unreachable name server), and has no timeout of its own, so the
/// lookup runs on a thread of its own and the caller waits for it at most
/// the limit. A lookup that outlives it is left to finish on its thread,
/// which frees what it found; nobody waits for it.
enum HostLookup {
  /// One address found: its family and its `sockaddr`'s bytes.
  typealias Address = SocketAddress

  /// What a lookup gave.
  enum Outcome: Sendable {
    /// The addresses to try, in the resolver's order.
    case found([Address])
    /// The resolver's reason, such as "Name or service not known", or
    /// that no thread could be started to ask it.
    case failed(SystemReason)
    /// No answer within the limit.
    case timedOut
  }

  /// The addresses of a host and TCP port, waiting at most `timeoutMilliseconds`.
  static func addresses(host: String, port: Int, timeoutMilliseconds: Int) -> Outcome {
    addresses(timeoutMilliseconds: timeoutMilliseconds) { lookUp(host: host, port: port) }
  }

  /// Runs a lookup on a thread of its own, waiting for it at most
  /// `timeoutMilliseconds`.
  static func addresses(
    timeoutMilliseconds: Int, _ lookup: @escaping @Sendable () -> Outcome
  ) -> Outcome {
    let found = Locked<Outcome?>(nil)
    let thread = SpeechThread.start {
      let outcome = lookup()
      found.withLock { $0 = outcome }
    }
    guard let thread else { return .failed(.known(.noThreadToLookUp)) }
    guard thread.join(timeoutMilliseconds: timeoutMilliseconds) else { return .timedOut }
    return found.withLock { $0 } ?? .timedOut
  }

  /// `getaddrinfo` for a stream socket, its answer copied out and freed.
  private static func lookUp(host: String, port: Int) -> Outcome {
    do {
      return .found(try SocketAddress.lookUp(host: host, port: port))
    } catch {
      return .failed(.other(error.reason))
    }
  }
}
