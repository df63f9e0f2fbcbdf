import Foundation
import TellerTestSupport
import Testing

/// Linear output's hygiene through pipes, how the mode is chosen, and
/// `teller` reading single keys in a real terminal under tmux.
@Suite("Linear output and the terminal, end to end", .serialized)
struct LinearTerminalTests {
  /// A long script that touches every command.
  static let longScript: String = {
    var lines = [
      "# every command", "", "add", "wait 300ms", "reset", "add", "verbosity high", "wait 1s",
      "rotor next", "rotor previous", "rotor headings", "down", "down", "up", "rotor buttons",
      "down", "rotor loan customers", "down", "rotor lists", "next list", "previous list",
      "next heading", "previous heading", "next button", "previous button", "first", "next",
      "previous", "last", "activate", "where", "read all", "summary", "repeat", "history",
      "history back", "history forward", "hints off", "read all", "hints on", "verbosity low",
      "wait 2s", "verbosity normal", "help", "wait idle", "summary",
    ]
    for _ in 0..<5 { lines += ["add", "wait 500ms", "read all"] }
    lines += ["wait idle", "summary", "reset", "quit"]
    return lines.joined(separator: "\n") + "\n"
  }()

  /// What keys on the virtual clock hear after the welcome.
  static let virtualClock =
    "Virtual clock. Time moves only on the wait line command"

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  // MARK: Pipes

  @Test("A long session writes whole plain lines: no escapes, box drawing, spinners or returns")
  func hygiene() throws {
    for lang in ["en", "ko"] {
      let result = try runTeller(
        ["--clock", "virtual", "--seed", "3", "--lang", lang], stdin: Self.longScript)
      #expect(result.status == 0, "\(lang): \(result.stderr)")
      #expect(result.stderr.isEmpty)
      #expect(result.stdout.hasSuffix("\n"))
      let bytes = Array(result.stdout.utf8)
      #expect(!bytes.contains(0x1B), "no ESC")
      #expect(!bytes.contains(0x0D), "no carriage return")
      #expect(!bytes.contains(0x08), "no backspace")
      #expect(!bytes.contains(0x07), "no bell")
      for scalar in result.stdout.unicodeScalars {
        #expect(!(0x2500...0x257F).contains(scalar.value), "box drawing U+\(scalar.value)")
        #expect(!(0x2800...0x28FF).contains(scalar.value), "braille spinner U+\(scalar.value)")
        #expect(!(0x80...0x9F).contains(scalar.value), "C1 control U+\(scalar.value)")
      }
      let lines = Self.lines(result.stdout).dropLast()
      #expect(lines.count > 100)
      for line in lines {
        #expect(!line.isEmpty)
        #expect(line.first != " ", "\(line)")
        #expect(!line.hasPrefix("["), "no timestamp first: \(line)")
        #expect(line.range(of: #"\[\d+\.\d{3} s\]"#, options: .regularExpression) == nil)
      }
    }
  }

  @Test("Linear is chosen with TERM=dumb, TELLER_UI=linear (any case) and --ui linear")
  func linearChosen() throws {
    let cases: [([String], [String: String])] = [
      ([], ["TERM": "dumb"]),
      ([], ["TELLER_UI": "linear"]),
      ([], ["TELLER_UI": "LINEAR"]),
      ([], ["TELLER_UI": ""]),
      (["--ui", "linear"], ["TELLER_UI": "json"]),
      (["--ui", "auto"], ["TELLER_UI": "json"]),
    ]
    for (flags, environment) in cases {
      let result = try runTeller(
        ["--clock", "virtual", "--lang", "en"] + flags, stdin: "summary\n",
        environment: environment)
      #expect(result.status == 0, "\(flags) \(environment)")
      #expect(
        result.stdout
          == "Teller. Type help for commands.\nTeller, heading level 1\n"
          + "Bank idle, work time 0 seconds\n", "\(flags) \(environment)")
    }
  }

  @Test("A bad TELLER_UI exits 64 naming TELLER_UI, with the value made visible")
  func badEnvironment() throws {
    for (value, shown) in [("bogus", "bogus"), ("fancy\u{1B}[1m", "fancy\\e[1m")] {
      // No input: teller exits before reading, and writing to it could raise SIGPIPE.
      let result = try runTeller(["--clock", "virtual"], environment: ["TELLER_UI": value])
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(!result.stderr.contains("\u{1B}"))
      #expect(
        Self.lines(result.stderr).first
          == "teller: TELLER_UI must be one of auto, linear, json, tui; got '\(shown)'. Run"
          + " 'teller --help' for usage.")
    }
  }

  // MARK: A real terminal

  /// The `teller` binary, quoted for a shell.
  static var teller: String { "'\(TestSupport.tellerPath)'" }

  /// Starts a shell that waits for a line, runs a command, then reports
  /// its status; returns the session and the terminal's cooked settings.
  private func start(
    _ command: String, environment: [String: String] = [:]
  ) throws -> (session: TmuxSession, cooked: String) {
    let script = "echo shell-ready; read go; \(command); echo teller-status=\\$?; sleep 600"
    let session = try TmuxSession(
      command: "sh -c \"\(script)\"", width: 100, height: 40, environment: environment)
    // Read the cooked settings once the shell runs, so that nothing still
    // setting up the pane can change them afterwards.
    try session.waitFor("shell-ready")
    let cooked = try session.terminalSettings()
    try session.type("go")
    try session.sendKeys("Enter")
    return (session, cooked)
  }

  /// The screen's lines after "go", without the final status line.
  private func tellerLines(_ screen: String) -> [String] {
    var lines = Self.lines(screen)
    if let go = lines.firstIndex(of: "go") { lines.removeFirst(go + 1) }
    return lines.filter { !$0.hasPrefix("teller-status=") }
  }

  @Test(
    "Single keys in a terminal: not echoed, output appended, terminal restored after q",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func keysInATerminal() throws {
    let (session, cooked) = try start(
      "\(Self.teller) --ui linear --clock virtual --seed 1 --lang en")
    defer { session.finish() }
    try session.waitFor("Teller, heading level 1")
    let flags = try session.terminalFlags()
    #expect(flags.isSuperset(of: ["-icanon", "-echo", "-isig"]))
    try session.type("a")
    try session.waitFor("10 customers added")
    try session.type("h")
    try session.waitFor("Waiting, 7 customers, heading level 2")
    try session.type("w")
    try session.waitFor("rotor: Headings")
    try session.type("?")
    try session.waitFor("Help, heading level 2")
    try session.sendKeys("Escape")
    try session.waitUntil("focus comes back from help") {
      Self.lines(try session.capture()).filter { $0 == "Waiting, 7 customers, heading level 2" }
        .count == 2
    }
    try session.type("q")
    let screen = try session.waitFor("teller-status=0")
    #expect(
      tellerLines(screen) == [
        "Teller. Press question mark for help.",
        Self.virtualClock,
        "Teller, heading level 1",
        "10 customers added, 7 waiting; customers 1, 2 and 4 started",
        "Waiting, 7 customers, heading level 2",
        "Waiting, 7 customers, heading level 2, rotor: Headings",
        "Help, heading level 2",
        "Waiting, 7 customers, heading level 2",
      ])
    #expect(try session.terminalSettings() == cooked)
  }

  @Test(
    "Ctrl-C quits cleanly with status 130 and the terminal restored",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func controlC() throws {
    let (session, cooked) = try start(
      "\(Self.teller) --clock virtual --lang en", environment: ["TELLER_UI": "linear"])
    defer { session.finish() }
    try session.waitFor("Teller, heading level 1")
    #expect(try session.terminalSettings() != cooked)
    try session.sendKeys("C-c")
    let screen = try session.waitFor("teller-status=")
    #expect(screen.contains("teller-status=130"))
    #expect(
      tellerLines(screen) == [
        "Teller. Press question mark for help.", Self.virtualClock, "Teller, heading level 1",
      ])
    #expect(try session.terminalSettings() == cooked)
  }

  @Test(
    "Keys with output that cannot be written: one line, exit 74, the terminal restored",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: [(">/dev/full", "No space left on device"), (">&-", "Bad file descriptor")])
  func keysWithFailedOutput(redirection: String, reason: String) throws {
    let (session, cooked) = try start("\(Self.teller) --clock virtual --lang en \(redirection)")
    defer { session.finish() }
    let screen = try session.waitFor("teller-status=")
    #expect(screen.contains("teller-status=74"))
    #expect(tellerLines(screen) == ["teller: cannot write to standard output: \(reason)"])
    #expect(try session.terminalSettings() == cooked)
  }

  @Test(
    "Ctrl-Z, or SIGTSTP from outside, in linear mode: restored and stopped; fg: keys again",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["C-z", "TSTP"])
  func suspendAndContinue(way: String) throws {
    let (session, cooked) = try TmuxSession.startTeller(
      ["--ui", "linear", "--clock", "virtual", "--seed", "1", "--lang", "en"])
    defer { session.finish() }
    try session.waitFor("Teller, heading level 1")
    try session.stopTeller(way)
    #expect(try session.restoreProblems(cooked: cooked) == [])
    try session.continueTeller()
    try session.waitUntil("raw mode is back") {
      try session.terminalFlags().isSuperset(of: ["-icanon", "-echo", "-isig"])
    }
    try session.type("s")
    try session.waitFor("Bank idle, work time 0 seconds")
    try session.type("q")
    try session.waitFor("teller-exit=0")
    #expect(try session.restoreProblems(cooked: cooked) == [])
  }

  @Test(
    "Keys with output to a file: the file holds plain lines and the screen shows no typed key",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func keysToAFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-keys-\(UUID().uuidString).txt").path
    defer { unlink(file) }
    let (session, cooked) = try start(
      "TERM=dumb \(Self.teller) --clock virtual --seed 1 --lang ko > '\(file)'")
    defer { session.finish() }
    try session.waitUntil("teller reads keys") { try session.terminalFlags().contains("-echo") }
    try session.type("a")
    try session.type("s")
    try session.type("z")
    try session.waitUntil("the summary is written") {
      ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").contains("업무시간 0초")
    }
    try session.type("q")
    let screen = try session.waitFor("teller-status=0")
    let after = try session.terminalSettings()
    #expect(after == cooked, "settings after quit \(after), before \(cooked)")
    // Nothing typed shows on screen; the error for z went to standard error.
    #expect(
      tellerLines(screen) == ["오류: 알 수 없는 키 z, 도움말은 물음표 키"])
    let output = try String(contentsOfFile: file, encoding: .utf8)
    #expect(!output.utf8.contains(0x1B))
    #expect(
      Self.lines(output) == [
        "Teller. 도움말은 물음표 키를 누르세요.",
        "가상 시계. 시간은 wait 줄 명령으로만 흐릅니다",
        "Teller 은행창구, 제목 수준 1",
        "고객 10명 추가, 대기 7명. 1, 2, 4번 고객 업무 시작",
        "대기중 7명, 업무중 3명, 업무시간 0초",
        "",
      ])
  }

  @Test(
    "Linear mode at a terminal turns bracketed paste on: a paste is one notice, never keys",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func pasteInLinearMode() throws {
    let (session, cooked) = try start(
      "\(Self.teller) --ui linear --clock virtual --seed 1 --lang en; echo linear-status=\\$?;"
        + " head -n 1 | od -c")
    defer { session.finish() }
    try session.waitFor("Teller, heading level 1")
    try session.paste("add\nq")
    try session.waitFor("Error: Pasted text ignored")
    try session.type("s")
    try session.waitFor("Bank idle, work time 0 seconds")
    try session.type("q")
    try session.waitFor("linear-status=0")
    #expect(try session.terminalSettings() == cooked)
    // Bracketed paste is off again: the shell's next paste comes bare.
    try session.paste("hi\n")
    let screen = try session.waitFor("h   i  \\n")
    #expect(!screen.contains("033"), "no paste markers")
  }
}
