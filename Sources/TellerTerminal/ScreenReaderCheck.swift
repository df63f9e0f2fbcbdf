import TellerPlatform
import TellerSession

/// Finds the screen reader that reads this user's terminal: reads `/proc`
/// and `/sys` into a ``SystemSnapshot`` and hands it to the pure
/// ``ScreenReaderDetection``, which decides.
///
/// Every process's owner, name, parent and command line are read; the
/// executable and environment only of the few whose name or command line
/// names a screen reader (``ScreenReaderDetection/mightBeReader(name:arguments:)``).
/// What the system does not let Teller read (another user's executable and
/// environment) stays unknown.
public enum ScreenReaderCheck {
  /// The screen reader found, or nil.
  ///
  /// - Parameters:
  ///   - root: the `/proc` folder to read; tests pass a folder of their own.
  ///   - system: the `/sys` folder to look for Speakup in.
  /// - Complexity: O(p) for p processes.
  public static func running(in root: String = "/proc", system: String = "/sys") -> ScreenReader? {
    ScreenReaderDetection.reader(in: snapshot(proc: root, system: system))
  }

  /// What detection looks at, read from a `/proc` and a `/sys` folder.
  public static func snapshot(proc root: String = "/proc", system: String = "/sys")
    -> SystemSnapshot
  {
    var processes: [ProcessEntry] = []
    for name in FileSystem.contents(ofFolder: root) ?? [] {
      guard let number = Int(name), number > 0 else { continue }
      if let process = process(number, at: root + "/" + name) { processes.append(process) }
    }
    var environment: [String: String] = [:]
    for name in ScreenReaderDetection.sessionVariables {
      if let value = Environment.value(name) { environment[name] = value }
    }
    let speakup = ["/accessibility/speakup", "/module/speakup"].contains {
      FileSystem.exists(system + $0)
    }
    return SystemSnapshot(
      processes: processes, ownProcess: Int(CurrentProcess.id), ownUser: CurrentProcess.userID,
      ownEnvironment: environment, speakupLoaded: speakup)
  }

  /// One process, or nil when it is gone or cannot be read at all.
  private static func process(_ number: Int, at path: String) -> ProcessEntry? {
    guard let owner = FileSystem.owner(of: path), let comm = contents(of: path + "/comm", limit: 64)
    else { return nil }
    var name = String(decoding: comm, as: UTF8.self)
    while name.last == "\n" { name.removeLast() }
    let arguments = (contents(of: path + "/cmdline", limit: 4096) ?? []).split(
      separator: 0, omittingEmptySubsequences: false
    ).map { String(decoding: $0, as: UTF8.self) }
    var entry = ProcessEntry(
      id: number, parent: parent(in: contents(of: path + "/stat", limit: 1024) ?? []),
      user: owner, name: name,
      arguments: arguments.last == "" ? Array(arguments.dropLast()) : arguments)
    guard ScreenReaderDetection.mightBeReader(name: name, arguments: entry.arguments) else {
      return entry
    }
    entry.executable = FileSystem.linkTarget(path + "/exe")
    if let bytes = contents(of: path + "/environ", limit: 1 << 20) {
      var environment: [String: String] = [:]
      for pair in bytes.split(separator: 0) {
        guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
        let key = String(decoding: pair[..<equals], as: UTF8.self)
        guard ScreenReaderDetection.sessionVariables.contains(key) else { continue }
        environment[key] = String(decoding: pair[(equals + 1)...], as: UTF8.self)
      }
      entry.environment = environment
    }
    return entry
  }

  /// The parent's number from `/proc/N/stat`: the second field after the
  /// name in parentheses (which may hold spaces and parentheses itself).
  private static func parent(in stat: [UInt8]) -> Int {
    guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return 0 }
    let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
    guard fields.count > 1 else { return 0 }
    return Int(String(decoding: fields[1], as: UTF8.self)) ?? 0
  }

  /// Up to `limit` bytes of a file, or nil when it cannot be opened.
  private static func contents(of path: String, limit: Int) -> [UInt8]? {
    guard let file = try? FileDescriptor.open(path, .readOnly, options: .closeOnExec) else {
      return nil
    }
    defer { file.close() }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while result.count < limit {
      guard let count = try? file.read(into: &chunk), count > 0 else { break }
      result += chunk[0..<count]
    }
    return Array(result.prefix(limit))
  }

}
