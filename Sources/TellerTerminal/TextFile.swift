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
    guard fd >= 0 else { throw FileReadError(path: path, reason: errorText(errno)) }
    defer { close(fd) }
    return String(decoding: try bytes(of: fd, path: path), as: UTF8.self)
  }

  /// Reads an open file to its end, at most ``sizeLimit`` bytes.
  ///
  /// - Throws: ``FileReadError`` naming the file when a read fails or it is
  ///   larger than ``sizeLimit``.
  static func bytes(of fd: Int32, path: String) throws(FileReadError) -> [UInt8] {
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
      if bytes.count > sizeLimit {
        throw FileReadError(path: path, reason: "It is larger than 16 MiB")
      }
    }
    return bytes
  }
}
