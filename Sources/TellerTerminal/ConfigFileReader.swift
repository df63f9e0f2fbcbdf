import TellerArguments
import TellerPlatform

/// Finds and reads Teller's configuration file.
public enum ConfigFileReader {
  /// Where the file is: `$XDG_CONFIG_HOME/teller/config`, or
  /// `~/.config/teller/config` when `XDG_CONFIG_HOME` is unset, empty or
  /// not an absolute path (as the XDG base directory rules say); nil
  /// without a home either.
  public static var path: String? {
    if let base = Shell.environment("XDG_CONFIG_HOME"), base.hasPrefix("/") {
      return base + "/teller/config"
    }
    if let home = Shell.environment("HOME"), !home.isEmpty {
      return home + "/.config/teller/config"
    }
    return nil
  }

  /// Reads and parses the file at a path.
  ///
  /// - Returns: the file, or nil when there is none (no such file or
  ///   folder), which is fine.
  /// - Throws: ``ConfigError`` when the file exists but cannot be read
  ///   (permissions, a folder, not a regular file, not UTF-8, too large),
  ///   or a line is not `key = value`.
  public static func read(path: String) throws(ConfigError) -> ConfigFile? {
    func unreadable(_ reason: String) -> ConfigError {
      ConfigError(path: path, line: nil, problem: .unreadable(reason: reason))
    }
    // O_NONBLOCK: a FIFO in its place must not hang Teller before the
    // check below refuses it.
    let file: FileDescriptor
    do {
      file = try FileDescriptor.open(path, .readOnly, options: [.closeOnExec, .nonBlocking])
    } catch {
      if error.isMissing { return nil }
      throw unreadable(error.reason)
    }
    defer { file.close() }
    let kind: FileKind
    do { kind = try file.kind() } catch { throw unreadable(error.reason) }
    if kind == .folder { throw unreadable("It is a folder") }
    guard kind == .regular else { throw unreadable("It is not a regular file") }
    let bytes: [UInt8]
    do {
      bytes = try TextFile.bytes(of: file.rawValue, path: path)
    } catch {
      throw unreadable(error.reason)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw unreadable("It is not UTF-8 text")
    }
    return try ConfigFile.parse(text, path: path)
  }
}
