#if canImport(Glibc)
  import Glibc
#endif

/// Reads whole text files, such as a `--script FILE`.
public enum TextFile {
  /// Reads a file's text; bytes that are not valid UTF-8 become U+FFFD.
  ///
  /// - Throws: ``FileReadError`` naming the file when it is missing, is a
  ///   folder or cannot be read.
  /// - Complexity: O(n) in the file's size.
  public static func read(path: String) throws(FileReadError) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw FileReadError(path: path, reason: errorText(errno)) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { raw in
        Glibc.read(fd, raw.baseAddress, raw.count)
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileReadError(path: path, reason: errorText(errno))
      }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
