#if canImport(Glibc)
  import Glibc
#endif

/// An open file, pipe end, socket or terminal of this process: the number
/// the system gave it, and the calls every kind shares. Each call's
/// failure is a ``SystemError``; a call a signal interrupts is made again.
public struct FileDescriptor: Hashable, Sendable {
  /// The descriptor's number.
  public let rawValue: Int32

  /// The descriptor with a number; `-1` for none.
  public init(_ rawValue: Int32) { self.rawValue = rawValue }

  /// Standard input, output and error.
  public static let standardInput = FileDescriptor(0)
  /// Standard output.
  public static let standardOutput = FileDescriptor(1)
  /// Standard error.
  public static let standardError = FileDescriptor(2)

  /// How a file is opened.
  public enum Access: Sendable {
    /// For reading.
    case readOnly
    /// For writing.
    case writeOnly
    /// For both.
    case readWrite

    var flags: Int32 {
      switch self {
      case .readOnly: O_RDONLY
      case .writeOnly: O_WRONLY
      case .readWrite: O_RDWR
      }
    }
  }

  /// What else opening does.
  public struct Options: OptionSet, Sendable {
    /// The flags, as the system spells them.
    public let rawValue: Int32
    /// The flags with a raw value.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// Closed when a program is started (`O_CLOEXEC`).
    public static let closeOnExec = Options(rawValue: O_CLOEXEC)
    /// Created when missing (`O_CREAT`), with the mode given.
    public static let create = Options(rawValue: O_CREAT)
    /// Emptied (`O_TRUNC`).
    public static let truncate = Options(rawValue: O_TRUNC)
    /// Fails rather than create over a file that exists (`O_EXCL`).
    public static let exclusive = Options(rawValue: O_EXCL)
    /// Reads and writes that would wait fail instead (`O_NONBLOCK`).
    public static let nonBlocking = Options(rawValue: O_NONBLOCK)
    /// A terminal opened does not become the controlling one (`O_NOCTTY`).
    public static let noControllingTerminal = Options(rawValue: O_NOCTTY)
    /// Writes go to the end (`O_APPEND`).
    public static let append = Options(rawValue: O_APPEND)
  }

  /// Opens a file.
  ///
  /// - Parameters:
  ///   - mode: the permissions of a file created (with ``Options/create``).
  /// - Throws: ``SystemError`` of `open`, such as `ENOENT`.
  public static func open(
    _ path: String, _ access: Access, options: Options = [], mode: UInt32 = 0o644
  ) throws(SystemError) -> FileDescriptor {
    while true {
      let fd = Glibc.open(path, access.flags | options.rawValue, mode)
      if fd >= 0 { return FileDescriptor(fd) }
      let error = SystemError.last("open")
      if !error.isInterruption { throw error }
    }
  }

  /// Reads what is there, at most `buffer.count` bytes, into the start of
  /// `buffer`.
  ///
  /// - Returns: how many bytes were read; 0 at the end of the file.
  /// - Throws: ``SystemError`` of `read` (``SystemError/wouldBlock`` on a
  ///   non-blocking descriptor with nothing to read).
  public func read(into buffer: inout [UInt8]) throws(SystemError) -> Int {
    try read(into: &buffer, count: buffer.count)
  }

  /// Reads at most `count` bytes into the start of `buffer`.
  func read(into buffer: inout [UInt8], count: Int) throws(SystemError) -> Int {
    while true {
      let read = buffer.withUnsafeMutableBytes { Glibc.read(rawValue, $0.baseAddress, count) }
      if read >= 0 { return read }
      let error = SystemError.last("read")
      if !error.isInterruption { throw error }
    }
  }

  /// Reads what is there, at most `count` bytes.
  ///
  /// - Returns: the bytes read; none at the end of the file.
  /// - Throws: ``SystemError`` of `read`.
  public func read(upTo count: Int) throws(SystemError) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    let read = try read(into: &buffer)
    return Array(buffer[0..<read])
  }

  /// Reads one byte, when one is there.
  ///
  /// - Returns: the byte, or nil at the end of the file.
  public func readByte() throws(SystemError) -> UInt8? {
    var buffer: [UInt8] = [0]
    return try read(into: &buffer) == 1 ? buffer[0] : nil
  }

  /// Writes once: as many of the bytes as the descriptor takes now.
  ///
  /// - Returns: how many were written.
  /// - Throws: ``SystemError`` of `write`.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
    while true {
      let written = Glibc.write(rawValue, bytes.baseAddress, bytes.count)
      if written >= 0 { return written }
      let error = SystemError.last("write")
      if !error.isInterruption { throw error }
    }
  }

  /// Writes once, as ``write(_:)-(UnsafeRawBufferPointer)`` does.
  @discardableResult
  public func write(_ bytes: [UInt8]) throws(SystemError) -> Int {
    try bytes.withUnsafeBytes { raw in Result { () throws(SystemError) in try write(raw) } }.get()
  }

  /// Writes every byte, through interruptions; on a non-blocking
  /// descriptor that is full, waits until it takes more.
  ///
  /// - Throws: ``SystemError`` of `write`, such as `EPIPE` when the reader
  ///   has gone; what was written before stays written.
  public func writeAll(_ bytes: [UInt8]) throws(SystemError) {
    try bytes.withUnsafeBytes { raw in Result { () throws(SystemError) in try writeAll(raw) } }
      .get()
  }

  /// Writes every byte of a buffer, as ``writeAll(_:)-([UInt8])`` does.
  public func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
      do {
        offset += try write(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
      } catch  where error.wouldBlock {
        _ = wait(for: .writable, until: nil)
      }
    }
  }

  /// Writes a text's UTF-8 bytes whole, as ``writeAll(_:)-([UInt8])`` does.
  public func writeAll(_ text: String) throws(SystemError) {
    try writeAll(Array(text.utf8))
  }

  /// Closes the descriptor; a failure is not reported, as no caller can
  /// mend it (the number is gone either way on Linux).
  public func close() { _ = Glibc.close(rawValue) }

  /// Makes reads and writes that would wait fail instead, or wait again.
  public func setNonBlocking(_ nonBlocking: Bool = true) {
    let flags = fcntl(rawValue, F_GETFL)
    guard flags >= 0 else { return }
    _ = fcntl(rawValue, F_SETFL, nonBlocking ? flags | O_NONBLOCK : flags & ~O_NONBLOCK)
  }

  /// Whether reads and writes that would wait fail instead.
  public var isNonBlocking: Bool {
    let flags = fcntl(rawValue, F_GETFL)
    return flags >= 0 && flags & O_NONBLOCK != 0
  }

  /// Has the descriptor closed when a program is started.
  public func setCloseOnExec() {
    _ = fcntl(rawValue, F_SETFD, fcntl(rawValue, F_GETFD) | FD_CLOEXEC)
  }

  /// Whether the descriptor is open.
  public var isOpen: Bool { fcntl(rawValue, F_GETFD) >= 0 }

  /// Whether the descriptor is a terminal.
  public var isTerminal: Bool { isatty(rawValue) == 1 }

  /// Makes `target` a copy of this descriptor, closing what it was
  /// (`dup2`).
  ///
  /// - Throws: ``SystemError`` of `dup2`.
  public func duplicate(onto target: FileDescriptor) throws(SystemError) {
    while dup2(rawValue, target.rawValue) < 0 {
      let error = SystemError.last("dup2")
      if !error.isInterruption { throw error }
    }
  }

  /// A new descriptor of the same file, closed on exec, numbered at least
  /// `lowest` (`F_DUPFD_CLOEXEC`).
  ///
  /// - Throws: ``SystemError`` of `fcntl`.
  public func duplicate(atLeast lowest: Int32 = 0) throws(SystemError) -> FileDescriptor {
    let copy = fcntl(rawValue, F_DUPFD_CLOEXEC, lowest)
    guard copy >= 0 else { throw SystemError.last("fcntl") }
    return FileDescriptor(copy)
  }
}
