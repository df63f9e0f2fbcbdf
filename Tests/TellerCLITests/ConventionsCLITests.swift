import Foundation
import TellerTestSupport
import Testing

/// Messages and conventions, end to end: help without a valid
/// configuration, the locale notice, and what `m` says where it cannot
/// switch, at a real terminal under tmux.
@Suite("Messages and conventions, end to end", .serialized)
struct ConventionsCLITests {
  /// A configuration folder holding a file with a mistake; removed after.
  private func withBrokenConfig<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-config-\(UUID().uuidString)")
    let teller = folder.appendingPathComponent("teller")
    try FileManager.default.createDirectory(at: teller, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("langage = ko\n".utf8).write(to: teller.appendingPathComponent("config"))
    return try body(folder.path)
  }

  @Test("--help and --version need no valid configuration file; the session still does")
  func helpWithABrokenConfig() throws {
    try withBrokenConfig { folder in
      let environment = ["XDG_CONFIG_HOME": folder]
      let help = try runTeller(["--help"], environment: environment)
      #expect(help.status == 0)
      #expect(help.stdout.hasPrefix("teller: A bank's teller queues"))
      #expect(help.stderr.isEmpty)
      let version = try runTeller(["--version"], environment: environment)
      #expect(version.status == 0)
      let session = try runTeller(
        ["--clock", "virtual"], stdin: "quit\n", environment: environment)
      #expect(session.status == 78)
      #expect(session.stderr.contains("unknown key 'langage'; did you mean 'lang'?"))
    }
  }

  @Test("LANG=C and POSIX get the one UTF-8 notice; C.UTF-8 does not")
  func localeNotice() throws {
    for locale in ["C", "POSIX"] {
      let result = try runTeller(["--version"], environment: ["LANG": locale])
      #expect(result.stderr.hasPrefix("teller: the locale \(locale) is not UTF-8;"), "\(locale)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    #expect(try runTeller(["--version"], environment: ["LANG": "C.UTF-8"]).stderr.isEmpty)
  }

  @Test("A 12 MB script line is one bad line (65) with its number, and the rest runs")
  func hugeLine() throws {
    let script = "add\n" + String(repeating: "add ", count: 3_000_000) + "\nsummary\n"
    let result = try runTeller(["--clock", "virtual", "--lang", "en"], stdin: script)
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        "Error: Line 2: The line is longer than 4096 bytes; got 'add add add"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stdout.contains("7 waiting, 3 being served"))
  }

  @Test(
    "A monochrome terminal (TERM=vt100, xterm-mono) gets no colour; xterm does",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: [("vt100", false), ("xterm-mono", false), ("xterm", true)])
  func monochrome(term: String, coloured: Bool) throws {
    let (session, _) = try TmuxSession.startTeller(
      ["--ui", "tui", "--clock", "virtual", "--lang", "en"], prefix: "TERM=\(term) ")
    defer { session.finish() }
    try session.waitFor("Rotor: Headings")
    let colours = Set(30...37).union(40...47).union(90...97).union(100...107)
    let used = try session.styleParameters().flatMap { $0 }.filter { colours.contains($0) }
    #expect(used.isEmpty == !coloured, "\(term): \(used)")
    // Without colour, focus is still shown: brackets.
    if !coloured { #expect(try session.capture().contains("[Teller]")) }
  }

  @Test(
    "m says the real reason it does not switch: --ui linear, TELLER_UI, TERM=dumb, JSON",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: [
      (["--ui", "linear"], "", "Error: Linear mode stays, as --ui linear asks;"),
      ([], "TELLER_UI=linear ", "Error: Linear mode stays, as TELLER_UI=linear asks;"),
      ([], "TERM=dumb ", "Error: TERM is dumb, so the full screen view cannot be drawn"),
      (["--ui", "json"], "", "\"text\":\"JSON output has no full screen view\""),
    ] as [([String], String, String)])
  func mSaysWhy(arguments: [String], variable: String, said: String) throws {
    // The shell sets the variable for Teller alone: tmux sets TERM itself.
    let (session, cooked) = try TmuxSession.startTeller(
      ["--clock", "virtual", "--lang", "en"] + arguments, width: 120, prefix: variable)
    defer { session.finish() }
    try session.waitFor("Virtual clock. Time moves only on the wait line command")
    try session.type("m")
    try session.waitFor(said)
    #expect(!session.isFullScreen)
    try session.type("q")
    try session.waitFor("teller-status=0")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }
}
