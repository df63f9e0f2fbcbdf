import Foundation
import TellerTerminal
import Testing

/// Finding a terminal's terminfo entry as ncurses does, and reading its
/// colours from the system's own entries.
@Suite("Terminfo entries")
struct TerminfoEntryTests {
  private static let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
  private static var hasXtermMono: Bool {
    system.contains { FileManager.default.fileExists(atPath: $0 + "/x/xterm-mono") }
  }

  @Test(
    "The system's xterm has 8 colours; xterm-mono and vt100 none",
    .enabled(if: hasXtermMono, "the terminfo entries (ncurses-base) are not installed"))
  func systemEntries() {
    let none: (String) -> String? = { _ in nil }
    #expect(TerminfoEntry.colors(term: "xterm", environment: none) == 8)
    #expect(TerminfoEntry.colors(term: "xterm-mono", environment: none) == 0)
    #expect(TerminfoEntry.colors(term: "vt100", environment: none) == 0)
  }

  @Test("TERMINFO is looked in first; odd names and missing entries give nil")
  func lookup() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-terminfo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sub = folder.appendingPathComponent("z")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    // A legacy entry named "zz" with 14 numbers, colors 16.
    var bytes: [UInt8] = [0x1A, 0x01, 3, 0, 0, 0, 14, 0, 0, 0, 0, 0] + Array("zz".utf8) + [0]
    bytes.append(0)  // Padding: 3 name bytes.
    for index in 0..<14 { bytes += index == 13 ? [16, 0] : [0xFF, 0xFF] }
    try Data(bytes).write(to: sub.appendingPathComponent("zz"))
    let environment: (String) -> String? = { $0 == "TERMINFO" ? folder.path : nil }
    #expect(TerminfoEntry.colors(term: "zz", environment: environment) == 16)
    #expect(TerminfoEntry.colors(term: "no-such-terminal", environment: environment) == nil)
    #expect(TerminfoEntry.colors(term: "../z/zz", environment: environment) == nil)
    #expect(TerminfoEntry.colors(term: nil, environment: environment) == nil)
  }
}
