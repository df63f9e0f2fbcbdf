import TellerArguments

#if canImport(Glibc)
  import Glibc
#endif

/// A system call that failed, and the error number it left in `errno`.
///
/// Every wrapper of TellerPlatform turns a failed call into one, so the
/// edge modules read `errno` nowhere and name the call that failed.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The call, such as `write` or `connect`.
  public var call: String
  /// The error number, such as `EPIPE`.
  public var code: Int32

  /// An error of a call with a known number.
  public init(_ call: String, code: Int32) {
    self.call = call
    self.code = code
  }

  /// The error the calling thread's last failed call left in `errno`.
  public static func last(_ call: String) -> SystemError { SystemError(call, code: errno) }

  /// The number the calling thread's last failed call left in `errno`,
  /// for a call made by a C library (BrlAPI) rather than a wrapper.
  public static var lastCode: Int32 { errno }

  /// Why, as data for the catalog to word, such as ``KnownSystemReason/brokenPipe``.
  public var reason: SystemReason { systemReason(code) }

  /// The system's text for the number, such as "Broken pipe".
  public var systemText: String { errorText(code) }

  /// `call: reason`, in the system's words.
  public var description: String { "\(call): \(systemText)" }

  /// Whether a signal interrupted the call (`EINTR`): try again.
  public var isInterruption: Bool { code == EINTR }

  /// Whether the call would have blocked on a non-blocking descriptor
  /// (`EAGAIN`, `EWOULDBLOCK`).
  public var wouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }

  /// Whether the far end of a pipe or socket has gone (`EPIPE`).
  public var isBrokenPipe: Bool { code == EPIPE }

  /// Whether the path, or a folder on it, does not exist (`ENOENT`,
  /// `ENOTDIR`).
  public var isMissing: Bool { code == ENOENT || code == ENOTDIR }

  /// Whether the descriptor is not open (`EBADF`).
  public var isBadDescriptor: Bool { code == EBADF }

  /// `EINTR`, for a C library's error (``lastCode``) compared by number.
  public static let interruptedCode = EINTR
}
