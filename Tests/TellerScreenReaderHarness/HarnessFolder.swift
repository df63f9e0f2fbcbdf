import Foundation

/// A private folder for one run of a screen reader: its settings, logs,
/// sockets, home and runtime folders. It is removed when the run ends,
/// unless `TELLER_SCREEN_READERS_KEEP` is set, to read the logs after.
final class HarnessFolder: @unchecked Sendable {
  /// The folder's absolute path.
  let root: String

  /// Creates a folder in the temporary folder with the standard
  /// subfolders (`home`, `run` readable by its owner alone, `config`,
  /// `data`, `cache`).
  init(_ name: String) throws {
    // Short: sockets inside it must fit in 108 bytes.
    let unique = UUID().uuidString.prefix(8).lowercased()
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent("tsr-\(name)-\(unique)").path
    for sub in ["home", "run", "config", "data", "cache"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + sub, withIntermediateDirectories: true)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: root + "/run")
  }

  /// A path inside the folder.
  func path(_ name: String) -> String { root + "/" + name }

  /// Writes a text file inside the folder, and returns its path.
  @discardableResult
  func write(_ text: String, to name: String, executable: Bool = false) throws -> String {
    let file = path(name)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    if executable {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
    }
    return file
  }

  /// A file's text inside the folder, or empty when it cannot be read.
  func read(_ name: String) -> String {
    guard let data = FileManager.default.contents(atPath: path(name)) else { return "" }
    return String(decoding: data, as: UTF8.self)
  }

  /// Whether the folder is kept after the run.
  static var keeps: Bool {
    ProcessInfo.processInfo.environment["TELLER_SCREEN_READERS_KEEP"] != nil
  }

  /// Removes the folder, unless it is kept.
  func remove() {
    if Self.keeps { return }
    try? FileManager.default.removeItem(atPath: root)
  }
}
