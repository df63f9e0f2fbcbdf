#if canImport(Glibc)
  import Glibc
#endif

/// The calls a signal handler of Teller's own makes (the terminal's
/// restoration, its stop and resize handlers), written to be
/// async-signal-safe: no allocation, no lock, no Swift error, only plain
/// memory the caller prepared beforehand and system calls POSIX lists as
/// safe (`write`, `read`, `lseek`, `dup2`, `close`).
///
/// They stay here, rather than with their callers, so that only
/// TellerPlatform makes system calls; use ``FileDescriptor`` everywhere a
/// handler is not the caller.
public enum SignalSafe {
  /// Writes a whole buffer, through interruptions and partial writes;
  /// gives up on any other error.
  public static func writeAll(_ fd: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress else { return }
    var offset = 0
    while offset < buffer.count {
      let written = Glibc.write(fd, base + offset, buffer.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Writes one byte, once, as a wake-up pipe takes it; a full pipe
  /// already has one waiting.
  public static func writeByte(_ fd: Int32) {
    var byte: UInt8 = 1
    _ = Glibc.write(fd, &byte, 1)
  }

  /// Reads into a buffer, through interruptions.
  ///
  /// - Returns: how many bytes were read: 0 at the end, -1 on failure.
  public static func read(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    while true {
      let count = Glibc.read(fd, buffer.baseAddress, buffer.count)
      if count < 0 && errno == EINTR { continue }
      return count
    }
  }

  /// Moves a file's offset back to its start.
  ///
  /// - Returns: false when the file cannot seek.
  public static func rewind(_ fd: Int32) -> Bool { lseek(fd, 0, SEEK_SET) == 0 }

  /// Makes `target` a copy of `fd` (`dup2`), then closes `fd`.
  public static func move(_ fd: Int32, onto target: Int32) {
    _ = dup2(fd, target)
    _ = Glibc.close(fd)
  }

  /// Closes a descriptor.
  public static func close(_ fd: Int32) { _ = Glibc.close(fd) }

  /// Runs a handler's body with `errno` saved and put back, so the code the
  /// signal interrupted reads the `errno` it set.
  public static func preservingErrno(_ body: () -> Void) {
    let saved = errno
    body()
    errno = saved
  }
}
