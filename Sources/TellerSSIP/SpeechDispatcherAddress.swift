import TellerText

/// Where speech-dispatcher listens: a UNIX socket, or a TCP port.
///
/// It is read as libspeechd reads it: `SPEECHD_ADDRESS` when set
/// (`unix_socket:PATH`, `inet_socket:HOST:PORT`, or either method alone for
/// its default), otherwise the socket `speech-dispatcher/speechd.sock` in the
/// user's runtime folder (`XDG_RUNTIME_DIR`, or, as GLib does without one,
/// the cache folder: `XDG_CACHE_HOME` or `~/.cache`).
public enum SpeechDispatcherAddress: Hashable, Sendable, CustomStringConvertible {
  /// A UNIX socket at a path.
  case unixSocket(path: String)
  /// A TCP socket on a host and port.
  case inetSocket(host: String, port: Int)

  /// The environment variable that names the address.
  public static let variable = "SPEECHD_ADDRESS"
  /// speech-dispatcher's TCP port when none is given.
  public static let defaultPort = 6560
  /// The host when `inet_socket` is given alone.
  public static let defaultHost = "127.0.0.1"

  /// The address in `SPEECHD_ADDRESS` form.
  public var description: String {
    switch self {
    case .unixSocket(let path): "unix_socket:\(path)"
    case .inetSocket(let host, let port): "inet_socket:\(host):\(port)"
    }
  }

  /// Works out the address from the environment.
  ///
  /// - Parameter environment: looks up an environment variable.
  /// - Throws: ``SpeechDispatcherAddressError`` when `SPEECHD_ADDRESS`
  ///   names another method or a bad port, or when no folder for the
  ///   default socket is known.
  public static func resolve(
    environment: (String) -> String?
  ) throws(SpeechDispatcherAddressError) -> SpeechDispatcherAddress {
    if let given = environment(variable), !given.isEmpty {
      return try parse(given, environment: environment)
    }
    return .unixSocket(path: try defaultSocketPath(environment: environment))
  }

  /// Reads a `SPEECHD_ADDRESS` value.
  static func parse(
    _ text: String, environment: (String) -> String?
  ) throws(SpeechDispatcherAddressError) -> SpeechDispatcherAddress {
    let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      .map(String.init)
    switch parts[0] {
    case "unix_socket":
      // A path may hold colons of its own: everything after the method is the path.
      let path = String(text.dropFirst("unix_socket".count).drop { $0 == ":" })
      if path.isEmpty {
        return .unixSocket(path: try defaultSocketPath(environment: environment))
      }
      return .unixSocket(path: path)
    case "inet_socket":
      let host = parts.count > 1 && !parts[1].isEmpty ? parts[1] : defaultHost
      guard parts.count > 2, !parts[2].isEmpty else {
        return .inetSocket(host: host, port: defaultPort)
      }
      guard let port = Int(parts[2]), (1...65_535).contains(port) else {
        throw .badPort(parts[2])
      }
      return .inetSocket(host: host, port: port)
    default:
      throw .unknownMethod(text)
    }
  }

  /// `speech-dispatcher/speechd.sock` in the runtime folder, or the cache
  /// folder when there is none.
  static func defaultSocketPath(
    environment: (String) -> String?
  ) throws(SpeechDispatcherAddressError) -> String {
    func set(_ name: String) -> String? {
      guard let value = environment(name), !value.isEmpty else { return nil }
      return value
    }
    let folder: String
    if let runtime = set("XDG_RUNTIME_DIR") {
      folder = runtime
    } else if let cache = set("XDG_CACHE_HOME") {
      folder = cache
    } else if let home = set("HOME") {
      folder = home + "/.cache"
    } else {
      throw .noFolder
    }
    return folder + "/speech-dispatcher/speechd.sock"
  }
}

/// Why speech-dispatcher's address cannot be worked out.
public enum SpeechDispatcherAddressError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `SPEECHD_ADDRESS` names a method other than `unix_socket` or `inet_socket`.
  case unknownMethod(String)
  /// The port is not a number from 1 to 65535.
  case badPort(String)
  /// Neither `XDG_RUNTIME_DIR`, `XDG_CACHE_HOME` nor `HOME` is set.
  case noFolder

  /// One line for the user, with outside text made visible.
  public var description: String {
    switch self {
    case .unknownMethod(let text):
      "SPEECHD_ADDRESS is '\(visibleText(text))', not unix_socket:PATH or inet_socket:HOST:PORT"
    case .badPort(let text):
      "SPEECHD_ADDRESS has port '\(visibleText(text))', not a number from 1 to 65535"
    case .noFolder:
      "neither XDG_RUNTIME_DIR nor HOME is set, so speech-dispatcher's socket cannot be found"
    }
  }
}
