import Foundation
import TellerTestSupport

/// The screen readers running on the machine, of any user: processes
/// named `orca`, `fenrir` or `brltty`, as `/proc` names them.
public enum ScreenReaderProcesses {
  /// The names a screen reader's process has.
  public static let names: Set<String> = ["orca", "fenrir", "brltty"]

  /// Each running screen reader as `name (pid)`, but for the processes
  /// given (a run's own).
  public static func running(excluding own: Set<Int32> = []) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.compactMap { pid in
      guard !own.contains(pid), let name = processName(pid), names.contains(name),
        ProcessTree.isRunning(pid)
      else { return nil }
      return "\(name) (\(pid))"
    }
  }
}
