#if canImport(Glibc)
  import Glibc
#endif

extension FileDescriptor {
  /// Writes once at an offset of the file, leaving the descriptor's own
  /// offset alone (`pwrite`), through interruptions.
  ///
  /// - Parameters:
  ///   - bytes: what to write, from `start`.
  ///   - offset: where in the file.
  /// - Returns: how many bytes were written.
  /// - Throws: ``SystemError`` of `pwrite`, such as `ENOSPC`.
  public func write(_ bytes: [UInt8], from start: Int, at offset: Int) throws(SystemError) -> Int {
    while true {
      let written = bytes.withUnsafeBytes { buffer in
        pwrite(rawValue, buffer.baseAddress! + start, buffer.count - start, off_t(offset))
      }
      if written >= 0 { return written }
      let error = SystemError.last("pwrite")
      if !error.isInterruption { throw error }
    }
  }

  /// The file's size, found by moving the descriptor's offset to its end
  /// (`lseek`); -1 when the descriptor cannot seek.
  public func seekToEnd() -> Int { Int(lseek(rawValue, 0, SEEK_END)) }

  /// Cuts the file, or lengthens it with zeros, to a size (`ftruncate`).
  ///
  /// - Throws: ``SystemError`` of `ftruncate`.
  public func truncate(toSize size: Int) throws(SystemError) {
    guard ftruncate(rawValue, off_t(size)) == 0 else { throw SystemError.last("ftruncate") }
  }
}
