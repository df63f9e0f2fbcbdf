import Foundation
import TellerTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The processes below a process, from `/proc`, and stopping them by
/// their IDs.
enum ProcessTree {
  /// Every process below `pid`, the deepest first, so each is stopped
  /// before the parent that would reap it.
  static func descendants(of pid: Int32) -> [Int32] {
    childProcesses(of: pid).flatMap { descendants(of: $0) + [$0] }
  }

  /// Whether a process is one of `roots` or below one, walking up from
  /// the process itself: a child forked a moment ago counts, as a list of
  /// descendants made before it was forked would not.
  static func isAtOrBelow(_ pid: Int32, anyOf roots: Set<Int32>) -> Bool {
    var seen: Set<Int32> = []
    var next: Int32? = pid
    while let current = next, current > 1, seen.insert(current).inserted {
      if roots.contains(current) { return true }
      next = parentProcess(of: current)
    }
    return false
  }

  /// Whether a process exists and has not ended (a zombie has ended).
  static func isRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    let state = stat[stat.index(after: close)...].split(separator: " ").first
    return state != "Z" && state != "X"
  }

  /// Whether a process ID names no process at all, not even a zombie
  /// waiting for its parent.
  static func isGone(_ pid: Int32) -> Bool { access("/proc/\(pid)", F_OK) != 0 }

  /// Stops processes one after the other: SIGTERM, SIGKILL if it still
  /// runs after `timeout`, then a moment for its parent to reap it, so no
  /// parent ends before its child and leaves a zombie to no one.
  static func stop(_ pids: [Int32], timeout: Duration = .seconds(3)) {
    for pid in pids where isRunning(pid) {
      kill(pid, SIGTERM)
      if !pollCondition(timeout: timeout, { !isRunning(pid) }) {
        kill(pid, SIGKILL)
        _ = pollCondition(timeout: .seconds(5)) { !isRunning(pid) }
      }
      _ = pollCondition(timeout: .seconds(1)) { isGone(pid) }
    }
  }
}

/// The programs one run started, each stopped by its process ID with
/// everything it started in turn, in the reverse order of starting: on
/// every path, since ``stopAll()`` also runs when the value is released.
final class OwnedProcesses: @unchecked Sendable {
  private var programs: [OwnedProgram] = []
  private var panes: [TmuxSession] = []
  private var stopped: [Int32: String] = [:]

  init() {}

  deinit { stopAll() }

  /// Starts a program with exactly an environment (``ChildEnvironment``).
  ///
  /// - Parameters:
  ///   - name: what to call it in messages.
  ///   - standardInput: the file its standard input reads.
  @discardableResult
  func start(
    _ name: String, _ program: String, _ arguments: [String], environment: ChildEnvironment,
    standardInput: String = "/dev/null"
  ) throws -> OwnedProgram {
    let started = OwnedProgram(
      name: name,
      program: try BackgroundProgram(
        "/usr/bin/env", environment.envArguments(program, arguments),
        standardInput: standardInput))
    programs.append(started)
    return started
  }

  /// Starts a private tmux server with one pane running a shell command,
  /// which ``stopAll()`` stops with the pane's processes.
  func pane(_ command: String, width: Int, height: Int) throws -> TmuxSession {
    let session = try TmuxSession(command: command, width: width, height: height)
    panes.append(session)
    return session
  }

  /// The programs started and the tmux servers, by process ID: what every
  /// process of the run is, or is below.
  func roots() -> Set<Int32> {
    var pids = Set(programs.map(\.processID))
    for pane in panes {
      for format in ["#{pid}", "#{pane_pid}"] {
        if let pid = Int32((try? pane.paneFormat(format)) ?? "") { pids.insert(pid) }
      }
    }
    return pids
  }

  /// Stops every program, the last started first, and every tmux server.
  func stopAll() {
    for owned in programs.reversed() {
      let below = ProcessTree.descendants(of: owned.processID)
      for pid in below { stopped[pid] = "\(owned.name)'s child \(processName(pid) ?? "?")" }
      stopped[owned.processID] = owned.name
      ProcessTree.stop(below)
      owned.program.stop()
    }
    programs.removeAll()
    for pane in panes.reversed() {
      let server = Int32((try? pane.paneFormat("#{pid}")) ?? "")
      if let shell = Int32((try? pane.paneFormat("#{pane_pid}")) ?? "") {
        let below = ProcessTree.descendants(of: shell) + [shell]
        for pid in below { stopped[pid] = "a pane's \(processName(pid) ?? "?")" }
        ProcessTree.stop(below)
      }
      pane.finish()
      if let server {
        stopped[server] = "tmux"
        ProcessTree.stop([server])
      }
    }
    panes.removeAll()
  }

  /// The processes stopped so far that still run, by name: empty when the
  /// run left nothing behind.
  func leftovers() -> [String] {
    stopped.filter { ProcessTree.isRunning($0.key) }.map { "\($0.value) (\($0.key))" }.sorted()
  }
}

/// A program one run started: a ``BackgroundProgram`` with a short name
/// for messages.
final class OwnedProgram: @unchecked Sendable {
  /// What to call it, such as `Xvfb`.
  let name: String
  /// The program.
  let program: BackgroundProgram

  init(name: String, program: BackgroundProgram) {
    self.name = name
    self.program = program
  }

  /// Its process ID.
  var processID: Int32 { program.processID }
  /// Whether it still runs.
  var isRunning: Bool { program.isRunning }
  /// What it wrote to standard output so far.
  var output: String { program.output }

  /// Waits until a condition holds, while the program runs.
  ///
  /// - Throws: ``HarnessError`` with the program's errors when it ends or
  ///   the time runs out first.
  func waitUntil(
    _ what: String, timeout: Duration = .seconds(20), _ condition: () throws -> Bool
  ) throws {
    var held = false
    _ = try pollCondition(timeout: timeout) {
      held = try condition()
      return held || !isRunning
    }
    guard held, isRunning else {
      let ending =
        isRunning
        ? "did not \(what) within \(timeout)"
        : "ended (status \((try? program.waitForExit(timeout: .zero)) ?? -1)) before it could \(what)"
      throw HarnessError(
        "\(name) \(ending); it wrote:\n\(program.output.suffix(1000))\(program.errorOutput.suffix(2000))"
      )
    }
  }
}
