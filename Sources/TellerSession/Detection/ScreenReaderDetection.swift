/// Whether a screen reader reads the terminal Teller runs in: the choice
/// behind `--ui auto`, as a pure function of a ``SystemSnapshot``.
///
/// A screen reader counts when it can be reading this user's terminal:
/// - one that is an ancestor of Teller's process, such as Fenrir, tdsr or
///   Yasr running the shell in a PTY of their own;
/// - Fenrir or BRLTTY of any user: they serve the console (and BRLTTY a
///   graphical desktop), usually as system services;
/// - Orca of this user, in Teller's graphical session: the same `DISPLAY`
///   or `WAYLAND_DISPLAY`, and the same session bus when both name one;
/// - Speakup, when the kernel has it.
///
/// A process counts only when it is the screen reader's program, not
/// merely a process of that name: its program (the executable, or for a
/// Python screen reader the script the interpreter runs) must be named as
/// the screen reader and be installed in a system folder (``isInstalled(_:)``).
/// A copy of `sleep` named `orca` in `/tmp` does not count, and neither
/// does another user's Orca, or Orca on another display.
public enum ScreenReaderDetection {
  /// The environment variables that say which graphical session a process
  /// belongs to.
  public static let sessionVariables = ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"]

  /// The folders a screen reader's program is installed in.
  public static let installedFolders: Set<String> = [
    "/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/bin", "/usr/local/sbin",
    "/usr/libexec",
  ]

  /// Folder prefixes of installations outside the system folders: `/opt`
  /// and a user's own `~/.local/bin` (as pip and pipx install).
  public static let installedPrefixes = ["/opt/"]

  /// The screen reader that reads Teller's terminal, if any: the nearest
  /// ancestor first, then by process number, then Speakup.
  ///
  /// - Complexity: O(p) for p processes.
  public static func reader(in snapshot: SystemSnapshot) -> ScreenReader? {
    var byID: [Int: ProcessEntry] = [:]
    for process in snapshot.processes { byID[process.id] = process }
    // An ancestor, nearest first; a loop in the table ends the walk.
    var seen: Set<Int> = [snapshot.ownProcess]
    var next = byID[snapshot.ownProcess]?.parent ?? 0
    while next > 0, !seen.contains(next), let process = byID[next] {
      if let reader = identify(process) { return reader }
      seen.insert(next)
      next = process.parent
    }
    for process in snapshot.processes.sorted(by: { $0.id < $1.id }) {
      guard let reader = identify(process) else { continue }
      switch reader {
      case .fenrir, .brltty:
        return reader
      case .orca:
        if process.user == snapshot.ownUser,
          sharesSession(process.environment, with: snapshot.ownEnvironment)
        {
          return reader
        }
      case .speakup, .tdsr, .yasr:
        // tdsr and Yasr read only the PTY they run: they count as
        // ancestors alone.
        continue
      }
    }
    return snapshot.speakupLoaded ? .speakup : nil
  }

  /// Which screen reader a process is, if it is one: its name or its
  /// program's name is the screen reader's, and its program is installed.
  public static func identify(_ process: ProcessEntry) -> ScreenReader? {
    guard let program = program(of: process) else { return nil }
    let name = baseName(program)
    guard let reader = ScreenReader(programName: name), isInstalled(program) || isBare(program)
    else { return nil }
    // A bare name (found on PATH) is believed only where the executable
    // cannot be read to check it, as for another user's process.
    if isBare(program) && process.executable != nil { return nil }
    return reader
  }

  /// Whether a process is worth a closer look: its name or command line
  /// names a screen reader. The edge reads the executable and the
  /// environment of these only.
  public static func mightBeReader(name: String, arguments: [String]) -> Bool {
    if ScreenReader(programName: name) != nil { return true }
    return arguments.prefix(3).contains { ScreenReader(programName: baseName($0)) != nil }
  }

  /// The program a process runs: its executable, or, when that is an
  /// interpreter such as `python3`, the script it runs; from the command
  /// line when the executable cannot be read.
  static func program(of process: ProcessEntry) -> String? {
    var executable = process.executable ?? process.arguments.first
    if let text = executable, text.hasSuffix(" (deleted)") {
      executable = String(text.dropLast(" (deleted)".count))
    }
    guard let executable, !executable.isEmpty else { return nil }
    guard isInterpreter(baseName(executable)) else { return executable }
    // The script: the first argument after the interpreter that is not an
    // option.
    return process.arguments.dropFirst().first { !$0.hasPrefix("-") }
  }

  /// Whether a program file is installed where programs are: a system
  /// folder, `/opt`, or a user's `~/.local/bin`.
  public static func isInstalled(_ path: String) -> Bool {
    guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/") else { return false }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    if installedFolders.contains(folder) { return true }
    if installedPrefixes.contains(where: { path.hasPrefix($0) }) { return true }
    return folder.hasSuffix("/.local/bin") && !path.contains("/../")
  }

  /// Whether Orca's environment puts it in Teller's graphical session.
  static func sharesSession(_ other: [String: String]?, with own: [String: String]) -> Bool {
    guard let other else { return false }
    func value(_ name: String, in environment: [String: String]) -> String? {
      environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
    let display = ["DISPLAY", "WAYLAND_DISPLAY"].contains { name in
      guard let mine = value(name, in: own) else { return false }
      return value(name, in: other) == mine
    }
    guard display else { return false }
    let bus = "DBUS_SESSION_BUS_ADDRESS"
    if let mine = value(bus, in: own), let theirs = value(bus, in: other) { return mine == theirs }
    return true
  }

  private static func isInterpreter(_ name: String) -> Bool {
    name.hasPrefix("python") || name == "pypy3"
  }

  private static func isBare(_ path: String) -> Bool { !path.contains("/") }

  private static func baseName(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
