import Foundation
import TellerScreenReaderHarness
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Which screen readers on the machine are a run's own: those at or below
/// its programs, found by walking up from each, and no others.
@Suite("A run's own screen readers")
struct ScreenReaderProcessesTests {
  @Test("A process named fenrir below a run's program is the run's; the same process alone is not")
  func ownAreBelowTheRun() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-own-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("fenrir").path
    try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: copy)
    // A shell that stays the parent, as Fenrir stays the parent of its
    // workers, and its child named fenrir two levels down.
    let outer = try BackgroundProgram(
      "/bin/sh", ["-c", "/bin/sh -c '\"$0\" 60; :' \"$0\"; :", copy])
    var child: Int32?
    defer {
      if let child { kill(child, SIGKILL) }
      outer.stop()
    }
    let started = pollCondition(timeout: .seconds(10)) {
      child = childProcesses(of: outer.processID).flatMap { childProcesses(of: $0) }
        .first { processName($0) == "fenrir" }
      return child != nil
    }
    try #require(started, "the shell's grandchild named fenrir never ran")
    let name = "fenrir (\(try #require(child)))"
    #expect(ScreenReaderProcesses.running().contains(name))
    #expect(!ScreenReaderProcesses.running(excludingBelow: [outer.processID]).contains(name))
    // Below another program of the test, it is that program's, not this one's.
    let stranger = try BackgroundProgram("/bin/sleep", ["60"])
    defer { stranger.stop() }
    #expect(
      ScreenReaderProcesses.running(excludingBelow: [stranger.processID]).contains(name),
      "a process the run did not start is another's")
  }
}
