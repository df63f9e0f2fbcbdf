#if canImport(Glibc)
  import Glibc
#endif

/// What a path or an open descriptor names.
public enum FileKind: Sendable {
  /// A regular file.
  case regular
  /// A folder.
  case folder
  /// Anything else: a device, a FIFO, a socket.
  case other

  init(mode: UInt32) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    default: self = .other
    }
  }
}

extension FileDescriptor {
  /// What the descriptor names (`fstat`).
  ///
  /// - Throws: ``SystemError`` of `fstat`.
  public func kind() throws(SystemError) -> FileKind {
    var status = stat()
    guard fstat(rawValue, &status) == 0 else { throw SystemError.last("fstat") }
    return FileKind(mode: status.st_mode)
  }
}

/// Questions about paths and small changes to them: what a path names,
/// whether this process may run or read it, folders and links.
public enum FileSystem {
  /// Whether a path names something that is not a folder (a file, a
  /// device, a socket), following links.
  public static func isFile(_ path: String) -> Bool {
    guard let mode = mode(of: path) else { return false }
    return mode & S_IFMT != S_IFDIR
  }

  /// Whether a path names a folder, following links.
  public static func isFolder(_ path: String) -> Bool {
    guard let mode = mode(of: path) else { return false }
    return mode & S_IFMT == S_IFDIR
  }

  /// Whether a path names a socket, following links.
  public static func isSocket(_ path: String) -> Bool {
    guard let mode = mode(of: path) else { return false }
    return mode & S_IFMT == S_IFSOCK
  }

  /// Whether a path names anything, following links.
  public static func exists(_ path: String) -> Bool { mode(of: path) != nil }

  /// Whether this process may run the file (`access(X_OK)`).
  public static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }

  /// Whether this process may read the file (`access(R_OK)`).
  public static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

  /// The user that owns what a path names, following links.
  public static func owner(of path: String) -> UInt32? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_uid : nil
  }

  /// A path's file type and permission bits (`st_mode`), following links.
  private static func mode(of path: String) -> UInt32? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode : nil
  }

  /// Removes a file or link; a missing one is no failure.
  public static func remove(_ path: String) { _ = unlink(path) }

  /// Makes a folder.
  ///
  /// - Throws: ``SystemError`` of `mkdir`, such as `EEXIST`.
  public static func makeFolder(_ path: String, mode: UInt32 = 0o700) throws(SystemError) {
    guard mkdir(path, mode) == 0 else { throw SystemError.last("mkdir") }
  }

  /// Removes an empty folder; a missing one is no failure.
  public static func removeFolder(_ path: String) { _ = rmdir(path) }

  /// Makes a FIFO, a named pipe (`mkfifo`), readable and writable by this
  /// user alone.
  ///
  /// - Throws: ``SystemError`` of `mkfifo`.
  public static func makeFIFO(_ path: String) throws(SystemError) {
    guard mkfifo(path, 0o600) == 0 else { throw SystemError.last("mkfifo") }
  }

  /// Makes a new, empty file of a name no other file has, readable and
  /// writable by this user alone (`mkstemp`).
  ///
  /// - Parameter prefix: the path's start, such as `/tmp/teller-`; six
  ///   characters are added.
  /// - Returns: the open file and its path.
  /// - Throws: ``SystemError`` of `mkstemp`.
  public static func makeTemporaryFile(
    _ prefix: String
  ) throws(SystemError) -> (file: FileDescriptor, path: String) {
    var template = Array((prefix + "XXXXXX").utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { throw SystemError.last("mkstemp") }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (FileDescriptor(fd), path)
  }

  /// What a symbolic link points to, or nil when the path is no link.
  public static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The names in a folder, without `.` and `..`; nil when it cannot be read.
  public static func contents(ofFolder path: String) -> [String]? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
