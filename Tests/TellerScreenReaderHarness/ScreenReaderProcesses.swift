import Foundation
import TellerTestSupport

/// The screen readers running on the machine, of any user: processes
/// named `orca`, `fenrir` or `brltty`, as `/proc` names them.
public enum ScreenReaderProcesses {
  /// The names a screen reader's process has.
  public static let names: Set<String> = ["orca", "fenrir", "brltty"]

  /// Each running screen reader as `name (pid)`, but for those at or
  /// below the processes given (a run's own programs and tmux servers).
  ///
  /// Each process's ancestry is read when it is found, so a worker a
  /// screen reader forks while the list is made (Fenrir starts its
  /// workers after the shell it runs) is still its own.
  public static func running(excludingBelow roots: Set<Int32> = []) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.compactMap { pid in
      guard let name = processName(pid), names.contains(name),
        !ProcessTree.isAtOrBelow(pid, anyOf: roots), ProcessTree.isRunning(pid)
      else { return nil }
      return "\(name) (\(pid))"
    }
  }
}
