import Foundation
import TellerTerminal

#if canImport(Glibc)
  import Glibc
#endif

extension TmuxSession {
  /// Starts `teller` in tmux under a job-control shell, after reading the
  /// terminal's cooked settings.
  ///
  /// The shell waits for a line before starting Teller, prints
  /// `teller-status=N` when it ends or stops, and then waits for another
  /// line before bringing a stopped Teller back with `fg` (then prints
  /// `teller-exit=N`). It traps SIGINT, so that Teller ended by SIGINT does
  /// not end it too. The caller waits for Teller's first screen.
  ///
  /// `NO_COLOR` is cleared unless the environment sets it: the test runner
  /// may set it for its own output.
  ///
  /// - Returns: the session and the cooked settings as `stty -g` prints them.
  public static func startTeller(
    _ arguments: [String], width: Int = 80, height: Int = 24,
    environment: [String: String] = [:], prefix: String = ""
  ) throws -> (session: TmuxSession, cooked: String) {
    let command = ([TestSupport.tellerPath] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let script =
      "set -m; trap : INT; echo shell-ready; read go; \(prefix)\(command); echo teller-status=\\$?; read again; fg; echo teller-exit=\\$?; sleep 600"
    let session = try TmuxSession(
      command: "sh -c \"\(script)\"", width: width, height: height,
      environment: ["NO_COLOR": ""].merging(environment, uniquingKeysWith: { $1 }))
    try session.waitFor("shell-ready")
    let cooked = try session.terminalSettings()
    try session.type("go")
    try session.sendKeys("Enter")
    return (session, cooked)
  }

  /// Starts `teller` in a view (`tui` or `linear`) on the virtual clock,
  /// with seed 1, in English, as
  /// ``startTeller(_:width:height:environment:prefix:)`` does, and waits
  /// for its first screen: the full screen's message area saying the clock
  /// is virtual, or linear mode reading the title.
  public static func startTeller(view: String) throws -> (session: TmuxSession, cooked: String) {
    let started = try startTeller(
      ["--ui", view, "--clock", "virtual", "--seed", "1", "--lang", "en"])
    try started.session.waitFor(
      view == "tui" ? "│ Virtual clock. Time moves" : "Teller, heading")
    return started
  }

  /// Stops the Teller that ``startTeller(_:width:height:environment:prefix:)``
  /// started, one of two ways, and waits for its shell to say so
  /// (`teller-status=148`).
  ///
  /// - Parameter way: `C-z`, Ctrl-Z typed at the terminal (read as a key
  ///   in raw mode), or `TSTP`, SIGTSTP sent from outside.
  public func stopTeller(_ way: String) throws {
    if way == "TSTP" {
      guard kill(try tellerProcessID(), SIGTSTP) == 0 else {
        throw TmuxError("SIGTSTP could not be sent to teller.")
      }
    } else {
      try sendKeys(way)
    }
    try waitFor("teller-status=148")
  }

  /// Brings the stopped Teller back with the shell's `fg`.
  public func continueTeller() throws {
    try type("again")
    try sendKeys("Enter")
  }

  /// The process ID of the `teller` the pane's shell runs.
  ///
  /// - Throws: ``TmuxError`` when none runs.
  public func tellerProcessID() throws -> Int32 {
    let shell = try paneFormat("#{pane_pid}")
    var found: Int32?
    try waitUntil("teller runs under the shell") {
      found = childProcesses(of: Int32(shell) ?? -1).first { processName($0) == "teller" }
      return found != nil
    }
    return found ?? -1
  }

  /// How the terminal differs from the one the shell left: its settings,
  /// the alternate screen still on, the cursor hidden; empty when it is
  /// restored.
  public func restoreProblems(cooked: String) throws -> [String] {
    var problems: [String] = []
    let settings = try terminalSettings()
    if settings != cooked { problems.append("settings \(settings), not \(cooked)") }
    if try paneFormat("#{alternate_on}") != "0" { problems.append("the alternate screen is on") }
    if try paneFormat("#{cursor_flag}") != "1" { problems.append("the cursor is hidden") }
    return problems
  }

  /// Whether the full screen is up: the alternate screen is on.
  public var isFullScreen: Bool {
    (try? paneFormat("#{alternate_on}")) == "1"
  }

  /// The cursor's cell, as (column, row) from 0.
  public func cursor() throws -> (x: Int, y: Int) {
    let parts = try paneFormat("#{cursor_x},#{cursor_y}").split(separator: ",").compactMap {
      Int($0)
    }
    guard parts.count == 2 else { throw TmuxError("No cursor position.") }
    return (parts[0], parts[1])
  }
}

/// The process IDs whose parent is a process, from `/proc`.
public func childProcesses(of parent: Int32) -> [Int32] {
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return entries.compactMap { Int32($0) }.filter { parentProcess(of: $0) == parent }
}

/// A process's parent, from `/proc/PID/stat`, or nil when it is gone.
public func parentProcess(of pid: Int32) -> Int32? {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return nil }
  // "pid (name) state ppid …": the parent is the second field after the name.
  let fields = stat[stat.index(after: close)...].split(separator: " ")
  return fields.count > 1 ? Int32(fields[1]) : nil
}

/// A process's name from `/proc/PID/comm`, or nil.
public func processName(_ pid: Int32) -> String? {
  (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
    .trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The screen reader that keeps Teller's `auto` linear, as Teller finds
/// it (`ScreenReaderCheck`): its program name, or nothing.
public func screenReadersRunning() -> [String] {
  ScreenReaderCheck.running().flatMap(\.programName).map { [$0] } ?? []
}
