import Foundation
import TellerTestSupport
import Testing

/// `teller manual` at a real terminal, under tmux: the page formatted
/// through `man` and its pager, in the locale's language; roff with one
/// line of why when `man` is missing or fails; nothing more when `man` is
/// ended by a signal. To a pipe it stays roff, English unless asked.
@Suite("teller manual at a terminal", .serialized)
struct ManualViewerCLITests {
  static let hasMan = FileManager.default.isExecutableFile(atPath: "/usr/bin/man")
  static let hasLess = FileManager.default.isExecutableFile(atPath: "/usr/bin/less")

  /// Runs `teller manual` in a shell at an 80×24 terminal that says its
  /// status when it ends, with `PATH` as given (tmux keeps its own for the
  /// pane), standard error going to `errors` when given.
  private func start(
    environment: [String: String], path: String? = nil, errors: String? = nil
  ) throws -> TmuxSession {
    let redirect = errors.map { " 2>'\($0)'" } ?? ""
    let setPath = path.map { "PATH='\($0)'; export PATH; " } ?? ""
    let script =
      "\(setPath)'\(TestSupport.tellerPath)' manual\(redirect); echo teller-status=\\$?; read again"
    return try TmuxSession(
      command: "/bin/sh -c \"\(script)\"",
      environment: ["XDG_CONFIG_HOME": TestSupport.noConfigFolder].merging(environment) { $1 })
  }

  /// A folder holding a stand-in `man` that runs a shell script.
  private func fakeMan(_ body: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-man-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let man = folder.appendingPathComponent("man")
    try "#!/bin/sh\n\(body)\n".write(to: man, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: man.path)
    return folder
  }

  @Test(
    "Formatted through man and its pager, English under an English LANG; q returns with 0",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    .enabled(if: hasMan && hasLess, "man or less is not installed"))
  func formatted() throws {
    let session = try start(environment: ["LANG": "C.UTF-8", "MANPAGER": "less", "LESS": ""])
    defer { session.finish() }
    let screen = try session.waitFor("TELLER(1)")
    #expect(screen.contains("NAME"))
    #expect(screen.contains("SYNOPSIS"))
    #expect(!screen.contains(".TH") && !screen.contains(".SH") && !screen.contains("\\-"))
    try session.type("q")
    try session.waitFor("teller-status=0")
  }

  @Test(
    "In Korean under a Korean LANG, formatted even where that locale is not installed",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    .enabled(if: hasMan && hasLess, "man or less is not installed"))
  func korean() throws {
    // Where ko_KR.UTF-8 is not installed, man would fall back to ASCII:
    // Teller gives it C.UTF-8 instead.
    let session = try start(
      environment: ["LANG": "ko_KR.UTF-8", "MANPAGER": "less", "LESS": ""])
    defer { session.finish() }
    var screen = ""
    try session.waitUntil("the Korean page") {
      screen = try session.capture()
      return screen.contains("TELLER(1)") && screen.contains("설명")
    }
    #expect(screen.contains("이름"))
    #expect(screen.contains("개요"))
    #expect(screen.contains("teller manual [옵션]"))
    #expect(!screen.contains(".SH") && !screen.contains("\\x"))
    try session.type("q")
    try session.waitFor("teller-status=0")
  }

  @Test(
    "Without man: the page as roff, and one line on standard error that says why",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func withoutMan() throws {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-no-man-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let errors = empty.appendingPathComponent("stderr").path
    let session = try start(environment: ["LANG": "C.UTF-8"], path: empty.path, errors: errors)
    defer { session.finish() }
    let screen = try session.waitFor("teller-status=0")
    #expect(screen.contains(".SH SEE ALSO\n.BR orca (1),"))
    #expect(
      try String(contentsOfFile: errors, encoding: .utf8)
        == "teller: man is not installed, so the manual page follows as roff.\n")
  }

  @Test(
    "A man that fails: the page as roff after why; a man ended by a signal: its status, no roff",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func manFails() throws {
    let failing = try fakeMan("cat >/dev/null; exit 3")
    defer { try? FileManager.default.removeItem(at: failing) }
    let errors = failing.appendingPathComponent("stderr").path
    let session = try start(
      environment: ["LANG": "C.UTF-8"], path: "\(failing.path):/usr/bin:/bin", errors: errors)
    defer { session.finish() }
    let screen = try session.waitFor("teller-status=0")
    #expect(screen.contains(".SH SEE ALSO\n.BR orca (1),"))
    #expect(
      try String(contentsOfFile: errors, encoding: .utf8)
        == "teller: man ended with status 3, so the manual page follows as roff.\n")

    let killed = try fakeMan("kill -TERM $$")
    defer { try? FileManager.default.removeItem(at: killed) }
    let killedErrors = killed.appendingPathComponent("stderr").path
    let second = try start(
      environment: ["LANG": "ko_KR.UTF-8"], path: "\(killed.path):/usr/bin:/bin",
      errors: killedErrors)
    defer { second.finish() }
    let after = try second.waitFor("teller-status=143")
    #expect(!after.contains(".SH"))
    #expect(try String(contentsOfFile: killedErrors, encoding: .utf8).isEmpty)
  }

  @Test("To a pipe the page stays roff, English under a Korean LANG unless --lang asks")
  func pipe() throws {
    let english = try runTeller(["manual"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(english.status == 0)
    #expect(english.stdout.hasPrefix(".\\\" Made by 'teller manual'"))
    #expect(english.stdout.contains(".SH NAME\n"))
    #expect(english.stderr.isEmpty)
    let korean = try runTeller(["manual", "--lang", "ko"], environment: ["LANG": "C.UTF-8"])
    #expect(korean.stdout.contains(".SH 이름\n"))
  }
}
