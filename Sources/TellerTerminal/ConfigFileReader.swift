import TellerArguments
import TellerPlatform
import TellerSession
import TellerWording

/// Finds and reads Teller's configuration file.
public enum ConfigFileReader {
  /// Where the file is: `$XDG_CONFIG_HOME/teller/config`, or
  /// `~/.config/teller/config` when `XDG_CONFIG_HOME` is unset, empty or
  /// not an absolute path (as the XDG base directory rules say); nil
  /// without a home either.
  public static var path: String? {
    if let base = Shell.environment(folderVariable), base.hasPrefix("/") {
      return base + "/" + inside
    }
    if let home = Shell.environment("HOME"), !home.isEmpty {
      return home + "/" + homeFolder + "/" + inside
    }
    return nil
  }

  /// The variable that names the folder of configuration files.
  public static let folderVariable = "XDG_CONFIG_HOME"
  /// The file's path inside that folder.
  public static let inside = "teller/config"
  /// The folder of configuration files inside the home when the variable
  /// names none.
  static let homeFolder = ".config"

  /// Where the file is, as the manual page says it.
  public static let place = ConfigFilePlace(
    variable: folderVariable, inside: inside, fallback: "~/" + homeFolder + "/" + inside)

  /// Reads and parses the file at a path.
  ///
  /// - Returns: the file, or nil when there is none (no such file or
  ///   folder), which is fine.
  /// - Throws: ``ConfigError`` when the file exists but cannot be read
  ///   (permissions, a folder, not a regular file, not UTF-8, too large),
  ///   or a line is not `key = value`.
  public static func read(path: String) throws(ConfigError) -> ConfigFile? {
    func unreadable(_ problem: FileProblem) -> ConfigError {
      ConfigError(path: path, line: nil, problem: .unreadable(problem))
    }
    // O_NONBLOCK: a FIFO in its place must not hang Teller before the
    // check below refuses it.
    let file: FileDescriptor
    do {
      file = try FileDescriptor.open(path, .readOnly, options: [.closeOnExec, .nonBlocking])
    } catch {
      if error.isMissing { return nil }
      throw unreadable(.system(error.reason))
    }
    defer { file.close() }
    let kind: FileKind
    do { kind = try file.kind() } catch { throw unreadable(.system(error.reason)) }
    if kind == .folder { throw unreadable(.folder) }
    guard kind == .regular else { throw unreadable(.notRegularFile) }
    let bytes: [UInt8]
    do {
      bytes = try TextFile.bytes(of: file.rawValue, path: path)
    } catch {
      throw unreadable(error.failure)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw unreadable(.notUTF8)
    }
    return try ConfigFile.parse(text, path: path)
  }
}
