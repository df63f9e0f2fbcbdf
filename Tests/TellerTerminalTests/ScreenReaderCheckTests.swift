import Foundation
import TellerTerminal
import Testing

/// The screen-reader check reads `/proc`; here it reads folders made to
/// look like it.
@Suite("Screen-reader check")
struct ScreenReaderCheckTests {
  /// A folder of fake processes: number → name.
  private func fakeProc(_ processes: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-proc-\(UUID().uuidString)")
    for (number, name) in processes {
      let folder = root.appendingPathComponent(number)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try (name + "\n").write(
        to: folder.appendingPathComponent("comm"), atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test("Finds orca or brltty owned by the user, the lowest process number first")
  func finds() throws {
    let root = try fakeProc(["12": "bash", "40": "brltty", "33": "orca", "self": "orca"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(ScreenReaderCheck.running(in: root.path) == "orca")
    try FileManager.default.removeItem(at: root.appendingPathComponent("33"))
    #expect(ScreenReaderCheck.running(in: root.path) == "brltty")
  }

  @Test("Ignores other programs, other users, names that only start alike, and a missing /proc")
  func ignores() throws {
    let root = try fakeProc(["7": "orcas", "8": "sbrltty", "9": "speech-dispatcher"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(ScreenReaderCheck.running(in: root.path) == nil)
    let other = try fakeProc(["5": "orca"])
    defer { try? FileManager.default.removeItem(at: other) }
    #expect(ScreenReaderCheck.running(in: other.path, user: getuid() &+ 1) == nil)
    #expect(ScreenReaderCheck.running(in: "/nonexistent-proc") == nil)
  }
}
