import TellerApp

#if canImport(Glibc)
  import Glibc
#endif

/// Finds a screen reader running for this user, as `/proc` shows it: a
/// process named `orca` or `brltty` (``OutputEnvironment/screenReaderNames``)
/// whose owner is the user Teller runs as.
public enum ScreenReaderCheck {
  /// The name of the first screen reader found, in process-number order,
  /// or nil.
  ///
  /// - Parameters:
  ///   - root: the `/proc` folder to read; tests pass a folder of their own.
  ///   - user: the user whose processes count; Teller's own by default.
  /// - Complexity: O(p) for p processes.
  public static func running(in root: String = "/proc", user: uid_t = getuid()) -> String? {
    guard let folder = opendir(root) else { return nil }
    defer { closedir(folder) }
    var found: [(number: Int, name: String)] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let number = Int(name), number > 0 else { continue }
      let path = root + "/" + name
      var status = stat()
      guard stat(path, &status) == 0, status.st_uid == user else { continue }
      guard let command = commandName(at: path + "/comm"),
        OutputEnvironment.screenReaderNames.contains(command)
      else { continue }
      found.append((number, command))
    }
    return found.min { $0.number < $1.number }?.name
  }

  /// A process's name from its `comm` file, without the line end.
  private static func commandName(at path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    var name = String(decoding: bytes[0..<count], as: UTF8.self)
    while name.last == "\n" { name.removeLast() }
    return name
  }
}
