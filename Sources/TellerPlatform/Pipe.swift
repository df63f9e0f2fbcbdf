#if canImport(Glibc)
  import Glibc
#endif

/// A pipe of this process: bytes written to one end are read from the
/// other. Both ends close when a program is started, so a child gets only
/// an end given to it as a standard stream (``Subprocess/Stream/descriptor(_:)``).
///
/// Teller's wake-up pipes (a byte written from another thread wakes a
/// loop waiting in `poll`) and its children's standard streams are pipes.
public struct Pipe: Sendable {
  /// The end to read.
  public let readEnd: FileDescriptor
  /// The end to write.
  public let writeEnd: FileDescriptor

  /// Opens a pipe.
  ///
  /// - Parameter nonBlocking: whether a read of an empty pipe and a write
  ///   to a full one fail (``SystemError/wouldBlock``) rather than wait,
  ///   as a wake-up pipe's must.
  /// - Throws: ``SystemError`` of `pipe`, such as `EMFILE`.
  public static func open(nonBlocking: Bool = false) throws(SystemError) -> Pipe {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw SystemError.last("pipe") }
    let pipe = Pipe(readEnd: FileDescriptor(ends[0]), writeEnd: FileDescriptor(ends[1]))
    for end in [pipe.readEnd, pipe.writeEnd] {
      if nonBlocking { end.setNonBlocking() }
      end.setCloseOnExec()
    }
    return pipe
  }

  /// Writes one byte without waiting, to wake the reader; a full pipe
  /// already has one waiting, so that failure is no loss.
  public func wake() {
    _ = try? writeEnd.write([1])
  }

  /// Reads every byte waiting in a non-blocking pipe, so a reader's `poll`
  /// waits again.
  public func drain() { readEnd.drain() }

  /// The most bytes one write to a pipe keeps whole, never mixed with
  /// another writer's (`PIPE_BUF`).
  public static let atomicWriteLimit = Int(PIPE_BUF)

  /// Closes both ends.
  public func close() {
    readEnd.close()
    writeEnd.close()
  }
}

extension FileDescriptor {
  /// Reads every byte waiting on a non-blocking descriptor, such as a
  /// wake-up pipe's read end, and drops them.
  public func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while let count = try? read(into: &buffer), count > 0 {}
  }
}
