#if canImport(Glibc)
  import Glibc
#endif

/// Where a stream socket connects: a Unix socket's path, or one of the
/// addresses a host name and port resolve to.
public struct SocketAddress: Hashable, Sendable {
  /// The address family, such as `AF_UNIX` or `AF_INET6`.
  public var family: Int32
  /// The `sockaddr` structure's bytes.
  public var bytes: [UInt8]

  /// An address of a family, as its `sockaddr` structure's bytes.
  public init(family: Int32, bytes: [UInt8]) {
    self.family = family
    self.bytes = bytes
  }

  /// Whether it is an Internet address (TCP), rather than a Unix socket.
  public var isInternet: Bool { family != AF_UNIX }

  /// A Unix socket's address.
  ///
  /// - Returns: nil when the path is too long for a socket address.
  public static func unix(path: String) -> SocketAddress? {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    let path = Array(path.utf8)
    guard path.count < capacity else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path) }
    return SocketAddress(family: AF_UNIX, bytes: withUnsafeBytes(of: address) { Array($0) })
  }

  /// Why a host name could not be resolved: the resolver's own text.
  public struct LookupFailure: Error, Hashable, Sendable {
    /// Such as "Name or service not known".
    public var reason: String
  }

  /// The addresses of a host's TCP port, as `getaddrinfo` gives them, in
  /// its order. It may wait on the network for as long as the resolver
  /// takes: call it on a thread of its own when a limit matters.
  ///
  /// - Throws: ``LookupFailure`` when the host is not found.
  public static func lookUp(host: String, port: Int) throws(LookupFailure) -> [SocketAddress] {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let first = found else {
      throw LookupFailure(reason: String(cString: gai_strerror(status)))
    }
    defer { freeaddrinfo(first) }
    var addresses: [SocketAddress] = []
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let candidate = entry {
      entry = candidate.pointee.ai_next
      guard let raw = candidate.pointee.ai_addr else { continue }
      let bytes = UnsafeRawBufferPointer(start: raw, count: Int(candidate.pointee.ai_addrlen))
      addresses.append(SocketAddress(family: candidate.pointee.ai_family, bytes: Array(bytes)))
    }
    return addresses
  }
}
