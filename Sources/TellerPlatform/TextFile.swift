#if canImport(Glibc)
  import Glibc
#endif

/// Reads whole text files, such as a `--script FILE`.
public enum TextFile {
  /// The largest file read: far more than any script, and small enough that
  /// `/dev/zero` or a wrong path cannot exhaust memory.
  public static let sizeLimit = 16 * 1024 * 1024

  /// Reads a file's text; bytes that are not valid UTF-8 become U+FFFD.
  ///
  /// - Throws: ``FileReadError`` naming the file when it is missing, is a
  ///   folder, cannot be read or is larger than ``sizeLimit``.
  /// - Complexity: O(n) in the file's size.
  public static func read(path: String) throws(FileReadError) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw FileReadError(path: path, code: errno) }
    defer { close(fd) }
    return String(decoding: try bytes(of: fd, path: path), as: UTF8.self)
  }

  /// Reads a file's bytes, at most `limit` of them.
  ///
  /// - Throws: ``FileReadError`` naming the file when it is missing, is a
  ///   folder, cannot be read or is larger than `limit`.
  public static func readBytes(path: String, limit: Int) throws(FileReadError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw FileReadError(path: path, code: errno) }
    defer { close(fd) }
    return try bytes(of: fd, path: path, limit: limit)
  }

  /// Reads an open file to its end, at most `limit` bytes.
  ///
  /// - Throws: ``FileReadError`` naming the file when a read fails or it is
  ///   larger than `limit`.
  public static func bytes(
    of fd: Int32, path: String, limit: Int = sizeLimit
  ) throws(FileReadError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { raw in
        Glibc.read(fd, raw.baseAddress, raw.count)
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileReadError(path: path, code: errno)
      }
      bytes += chunk[0..<count]
      if bytes.count > limit {
        throw FileReadError(path: path, failure: .tooLarge(limit: limit))
      }
    }
    return bytes
  }
}
