import Foundation
import TellerTestSupport
import Testing

/// `teller inspect`: a script in virtual time, then the tree dump.
@Suite("teller inspect, end to end")
struct InspectCLITests {
  /// Writes a script to a new temporary file and returns its path.
  static func scriptFile(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-script-\(UUID().uuidString).txt").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(
    "The dump after the busy script matches its snapshot",
    arguments: [("en", "inspect-busy-en"), ("ko", "inspect-busy-ko")])
  func dump(lang: String, name: String) throws {
    let path = try Self.scriptFile("add\nwait 1s\nrotor headings\ndown\n")
    defer { unlink(path) }
    let result = try runTeller(["inspect", "--script", path, "--seed", "1", "--lang", lang])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try Snapshot(name).expect(text: result.stdout)
  }

  @Test("The dump shows the bank after the script: who waits and who is served")
  func dumpFollowsTheScript() throws {
    let path = try Self.scriptFile("add\nwait 1s\n")
    defer { unlink(path) }
    let busy = try runTeller(["inspect", "--script", path, "--seed", "1", "--lang", "en"])
    #expect(busy.stdout.contains("list \"Waiting\" (5 items) [list.waiting]"))
    #expect(busy.stdout.contains("list \"Processing\" (3 items) [list.processing]"))
    #expect(busy.stdout.contains("work time 1 second"))
    #expect(!busy.stdout.contains("\u{1B}"))
  }

  @Test("Without a script the dump is the idle screen")
  func noScript() throws {
    let result = try runTeller(["inspect", "--lang", "en"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("container \"Teller\" [screen]\n"))
    // An empty list is a stop of its own.
    #expect(result.stdout.contains("  - list \"Waiting\" (0 items) [list.waiting]\n"))
  }

  @Test("A missing script file exits 66 naming the file; nothing is dumped")
  func missingFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-no-such-\(UUID().uuidString).txt").path
    let result = try runTeller(["inspect", "--script", path])
    #expect(result.status == 66)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("teller inspect: "))
    #expect(result.stderr.contains(path))
  }

  @Test("A missing script file is named in Korean with --lang ko")
  func missingFileInKorean() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-no-such-\(UUID().uuidString).txt").path
    let result = try runTeller(["inspect", "--script", path, "--lang", "ko"])
    #expect(result.status == 66)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("teller inspect: --script: '\(path)' 파일을 읽을 수 없습니다: "))
  }

  @Test("A bad line goes to standard error with its number; the dump is still printed; exit 65")
  func badLine() throws {
    let path = try Self.scriptFile("add\nfrobnicate\u{1B}[1m\nwait 1s\n")
    defer { unlink(path) }
    let result = try runTeller(["inspect", "--script", path, "--seed", "1", "--lang", "en"])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: Line 2: Unknown command 'frobnicate\\e[1m'. Type help for commands.\n")
    let clean = try Self.scriptFile("add\nwait 1s\n")
    defer { unlink(clean) }
    let expected = try runTeller(["inspect", "--script", clean, "--seed", "1", "--lang", "en"])
    #expect(result.stdout == expected.stdout)
  }

  @Test("A script with CRLF line endings reads like one with LF")
  func crlf() throws {
    let lf = try Self.scriptFile("add\nwait 1s\n")
    let crlf = try Self.scriptFile("add\r\nwait 1s\r\n")
    defer {
      unlink(lf)
      unlink(crlf)
    }
    let a = try runTeller(["inspect", "--script", lf, "--seed", "1"])
    let b = try runTeller(["inspect", "--script", crlf, "--seed", "1"])
    #expect(b.status == 0)
    #expect(b.stderr.isEmpty)
    #expect(a.stdout == b.stdout)
  }
}
