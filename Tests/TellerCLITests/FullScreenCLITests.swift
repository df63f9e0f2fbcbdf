import Foundation
import TellerTestSupport
import Testing

/// `teller` in the full-screen view, in a real terminal under tmux at
/// 80×24: what the screen shows after keys, the cursor on the focus, the
/// work time ticking, the help as a modal, `m` and `c`, resizing, the
/// screen-reader check, and the terminal exactly as it was after every
/// way out. Every wait polls the screen; none sleeps a fixed time. A frame
/// is drawn from the top down, so a test that looks at a whole frame waits
/// for what its message area, near the bottom, says.
@Suite("Full-screen view, end to end", .serialized)
struct FullScreenCLITests {
  /// A line of the first screen's message area on the virtual clock, which
  /// says why the bank stands still.
  static let ready = "│ Virtual clock. Time moves only on the wait line command"
  /// The first line of the first screen's message area on the real clock:
  /// the welcome, which names `m`.
  static let welcome = "│ Teller. Question mark for help, m for screen reader mode."

  /// Starts Teller in the full-screen view with a virtual clock.
  private func start(
    _ extra: [String] = [], width: Int = 80, height: Int = 24,
    environment: [String: String] = [:]
  ) throws -> (session: TmuxSession, cooked: String) {
    let started = try TmuxSession.startTeller(
      ["--ui", "tui", "--clock", "virtual", "--seed", "1", "--lang", "en"] + extra,
      width: width, height: height, environment: environment)
    // --ascii draws the message area's border with "|". The status line,
    // drawn last, says the frame is whole.
    let bar = extra.contains("--ascii") ? "|" : "│"
    _ = try started.session.waitUntilScreen("the first frame") {
      $0.contains(Self.ready.replacingOccurrences(of: "│", with: bar))
        && $0.contains(bar + " Rotor: Headings")
    }
    return started
  }

  /// The terminal is as the shell left it: same settings, main screen,
  /// cursor shown.
  private func expectRestored(
    _ session: TmuxSession, cooked: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(try session.restoreProblems(cooked: cooked) == [], sourceLocation: sourceLocation)
  }

  /// Waits until the work time has shown five readings: it ticks.
  private func waitForTicks(_ session: TmuxSession, _ note: String = "") throws {
    var seen: Set<String> = []
    try session.waitUntil("the work time shows five readings \(note)") {
      let screen = try session.capture()
      if let range = screen.range(of: #"Work time - \d\d:\d\d:\d\d\d"#, options: .regularExpression)
      {
        seen.insert(String(screen[range]))
      }
      return seen.count >= 5
    }
  }

  /// Expects the screen to stay as it was for 1.5 s: absence cannot be
  /// polled for, so the screen is watched that long.
  private func expectStill(
    _ session: TmuxSession, from first: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var changed = ""
    let moved = try pollCondition(timeout: .milliseconds(1500)) {
      changed = try session.capture()
      return changed != first
    }
    #expect(
      !moved, "the screen changed between events:\n\(changed)", sourceLocation: sourceLocation)
  }

  /// The row of the screen that holds a text.
  private func row(of text: String, in screen: String) -> Int? {
    screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(text)
    }
  }

  @Test(
    "The first frame at 80×24, then keys: add, lists, help, paste, unknown keys",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func keysOnTheFullScreen() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    #expect(session.isFullScreen)
    #expect(try session.terminalFlags().isSuperset(of: ["-icanon", "-echo", "-isig"]))
    try Snapshot("fullscreen-first-80x24").expect(text: try session.capture())
    // The cursor rests on the focused title, in the top border.
    #expect(try session.cursor() == (2, 0))

    try session.type("a")
    var screen = try session.waitFor("│ 10 customers added")
    #expect(screen.contains("Waiting (7)"))
    #expect(screen.contains("│ │ 3 - Deposit"))
    #expect(screen.contains("│ 1 - Deposit       clerk 1"))
    #expect(screen.contains("4 - Loan          clerk 3"))
    try session.type("l")
    try session.waitUntil("the cursor is on the first waiting customer") {
      let screen = try session.capture()
      return try session.cursor() == (4, row(of: "│ │ 3 - Deposit", in: screen) ?? -1)
    }

    // The help is modal: x does not reset; Escape closes it.
    try session.type("?")
    try session.waitFor("Right or Tab: next item")
    try session.type("x")
    screen = try session.waitFor("Not while the help is open; Escape closes it")
    try session.sendKeys("Escape")
    screen = try session.waitUntilScreen("the help closes") {
      !$0.contains("Right or Tab") && $0.contains("Waiting (7)") && $0.contains("Processing (3)")
    }

    // A paste is ignored with one notice; an unknown key is named.
    try session.paste("add\nx")
    screen = try session.waitFor("Pasted text ignored")
    #expect(screen.contains("Waiting (7)"))
    try session.sendKeys("F1")
    try session.waitFor("Unknown key F1, press question mark for help")
    try session.sendKeys("M-x")
    screen = try session.waitFor("Unknown key Alt x, press question mark for help")
    #expect(screen.contains("Waiting (7)"))

    try session.type("q")
    try session.waitFor("teller-status=0")
    try expectRestored(session, cooked: cooked)
  }

  @Test(
    "m switches to screen-reader mode and back; c draws the curtain",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func switchAndCurtain() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    try session.type("m")
    var screen = try session.waitFor("Screen reader mode, linear")
    #expect(!session.isFullScreen)
    #expect(screen.contains("Teller, heading level 1"))
    #expect(!screen.contains("┌"))
    // Linear mode at the terminal uses the same keys.
    try session.type("s")
    try session.waitFor("Bank idle, work time 0 seconds")
    try session.type("m")
    try session.waitUntil("the full screen is back") {
      try session.isFullScreen && session.capture().contains("│ Full screen view")
    }
    try session.type("c")
    try session.waitUntilScreen("the curtain is drawn") {
      $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
    try session.type("a")
    try session.type("c")
    screen = try session.waitFor("Screen curtain off")
    #expect(screen.contains("Waiting (7)"))
    try session.type("q")
    try session.waitFor("teller-status=0")
    try expectRestored(session, cooked: cooked)
  }

  @Test(
    "The full screen, its curtain, m to linear and back, and q leave the scrollback as it was",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func scrollbackKept() throws {
    // The user's own work, enough to fill the screen and reach the history.
    let (session, cooked) = try TmuxSession.startTeller(
      ["--ui", "tui", "--clock", "virtual", "--seed", "1", "--lang", "en"],
      prefix: "seq -f user-work-%g 1 40; ")
    defer { session.finish() }
    try session.waitFor(Self.ready)
    try session.type("c")
    try session.waitUntilScreen("the curtain is drawn") {
      $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
    try session.type("c")
    try session.waitFor("Screen curtain off")
    try session.type("m")
    try session.waitFor("Screen reader mode, linear")
    try session.type("m")
    try session.waitUntil("the full screen is back") { session.isFullScreen }
    try session.type("q")
    try session.waitFor("teller-status=0")
    try expectRestored(session, cooked: cooked)
    let history = try session.captureWithHistory()
    for n in [1, 2, 39, 40] {
      #expect(history.contains("user-work-\(n)\n"), "user-work-\(n) is kept")
    }
    #expect(try session.historySize() > 0)
  }

  @Test(
    "The work time ticks while customers are served",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func workTimeTicks() throws {
    let (session, cooked) = try TmuxSession.startTeller(["--ui", "tui", "--seed", "1"])
    defer { session.finish() }
    // The real clock: the message area has the welcome.
    try session.waitFor(Self.welcome)
    try session.type("a")
    try waitForTicks(session)
    try session.type("q")
    try session.waitFor("teller-status=0")
    try expectRestored(session, cooked: cooked)
  }

  @Test(
    "--reduce-motion: the work time stands still between bank events",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func reducedMotion() throws {
    // Clerks take 4 s: after the add, nothing happens for 4 s.
    let (session, cooked) = try TmuxSession.startTeller(
      ["--ui", "tui", "--reduce-motion", "--seed", "1", "--deposit-time", "4", "--loan-time", "4"])
    defer { session.finish() }
    try session.waitFor(Self.welcome)
    try session.type("a")
    try expectStill(session, from: try session.waitFor("Waiting (7)"))
    // The next event moves it: the first customers finish at 4 s.
    try session.waitUntil("the clerks finish", timeout: .seconds(10)) {
      try session.capture().contains("Waiting (4)")
    }
    try session.type("q")
    try session.waitFor("teller-status=0")
    try expectRestored(session, cooked: cooked)
  }

  @Test(
    "Resizing lays the screen out again: stacked lists, then the too-small message",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func resize() throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    try session.type("a")
    try session.waitFor("Waiting (7)")
    try session.resize(width: 40, height: 20)
    let screen = try session.waitUntilScreen("the lists stack") {
      let lines = $0.split(separator: "\n")
      return lines.first?.count == 40 && $0.contains("┌ Processing (3)")
    }
    let waiting = try #require(row(of: "Waiting (7)", in: screen))
    let processing = try #require(row(of: "Processing (3)", in: screen))
    #expect(processing > waiting)
    try session.resize(width: 20, height: 6)
    try session.waitFor("20×6")
    try session.resize(width: 80, height: 24)
    try session.waitFor("┌ Processing (3)")
    try session.type("q")
    try session.waitFor("teller-status=0")
    try expectRestored(session, cooked: cooked)
  }

  @Test(
    "Korean lines up at 80 columns",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func korean() throws {
    let (session, _) = try TmuxSession.startTeller(
      ["--ui", "tui", "--clock", "virtual", "--seed", "1", "--lang", "ko"])
    defer { session.finish() }
    try session.waitFor("로터: 제목")
    try session.type("a")
    let screen = try session.waitFor("│ 고객 10명 추가")
    #expect(screen.contains("대기중 (7)"))
    #expect(screen.contains("│ 1 - 예금          1번 창구"))
    // Every border ends in the last column: the wide characters took two cells.
    for line in screen.split(separator: "\n") where line.hasPrefix("│") {
      #expect(line.hasSuffix("│"), "\(line)")
    }
    try session.type("q")
    try session.waitFor("teller-status=0")
  }

  // MARK: The terminal restored

  @Test(
    "After q, Ctrl-C (130), Ctrl-D, SIGTERM (143) and SIGQUIT (131) the terminal is as it was",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["q", "C-c", "C-d", "TERM", "QUIT"])
  func restored(way: String) throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    try session.type("a")
    try session.waitFor("Waiting (7)")
    #expect(try session.terminalSettings() != cooked)
    let status: Int
    switch way {
    case "TERM":
      #expect(kill(try session.tellerProcessID(), SIGTERM) == 0)
      status = 143
    case "QUIT":
      #expect(kill(try session.tellerProcessID(), SIGQUIT) == 0)
      status = 131
    default:
      try session.sendKeys(way)
      status = way == "C-c" ? 130 : 0
    }
    let screen = try session.waitFor("teller-status=")
    #expect(screen.contains("teller-status=\(status)"), "\(screen)")
    try expectRestored(session, cooked: cooked)
  }

  @Test(
    "Ctrl-Z, or SIGTSTP from outside, restores the terminal and stops; fg brings the full screen back",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    arguments: ["C-z", "TSTP"])
  func suspendAndContinue(way: String) throws {
    let (session, cooked) = try start()
    defer { session.finish() }
    try session.type("a")
    try session.waitFor("Waiting (7)")
    try session.stopTeller(way)
    try expectRestored(session, cooked: cooked)
    try session.continueTeller()
    try session.waitUntil("the full screen is back, repainted") {
      try session.isFullScreen && session.capture().contains("Waiting (7)")
    }
    #expect(try session.terminalFlags().contains("-isig"))
    try session.type("x")
    try session.waitFor("Waiting (0)")
    try session.type("q")
    try session.waitFor("teller-exit=0")
    try expectRestored(session, cooked: cooked)
  }

  // MARK: Choosing the view

  @Test(
    "auto stays linear under a real BRLTTY and says so in one line; a copy of sleep named orca does not count",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/brltty"),
      "brltty is not installed, so no real screen reader to find"))
  func screenReaderKeepsLinear() throws {
    // A stand-in with a screen reader's name: a copy of sleep named orca.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-orca-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let orca = folder.appendingPathComponent("orca")
    try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: orca.path)
    let impostor = try BackgroundProgram(orca.path, ["120"])
    defer { impostor.stop() }
    try #require(pollCondition(timeout: .seconds(10)) { processName(impostor.processID) == "orca" })
    // Another test's screen reader may run for a while: wait until none
    // does. (On a machine shared with other tests' readers that stay, the
    // stand-in cannot be told apart from them here; the detection's own
    // tests cover it with process tables.)
    if pollCondition(timeout: .seconds(60), { screenReadersRunning().isEmpty }) {
      let (full, _) = try TmuxSession.startTeller(["--clock", "virtual", "--lang", "en"])
      defer { full.finish() }
      let first = try full.waitUntilScreen("a first screen") {
        $0.contains(Self.ready) || $0.contains(" is running. Screen reader mode,")
      }
      if first.contains(Self.ready) {
        #expect(full.isFullScreen, "the stand-in named orca is no screen reader")
      } else {
        #expect(!screenReadersRunning().isEmpty, "\(first)")
      }
    }

    // A real BRLTTY, with no display, screen or speech: one of any user counts.
    let brltty = try startBRLTTY(in: folder)
    defer { brltty.stop() }
    let (session, cooked) = try TmuxSession.startTeller(["--clock", "virtual", "--lang", "en"])
    defer { session.finish() }
    let screen = try session.waitFor("Teller, heading level 1")
    let lines = screen.split(separator: "\n")
    let at = try #require(
      lines.firstIndex { $0.contains(" is running. Screen reader mode,") }, "\(screen)")
    let notice = lines[at]
    #expect(notice.count <= 72, "one line: \(notice)")
    #expect(notice.hasSuffix(", m for the full screen."))
    // The second line says how to start otherwise.
    #expect(
      lines.dropFirst(at + 1).first
        == "teller: Start with --ui tui or --reduce-motion=off to change this.")
    #expect(!session.isFullScreen)
    try session.type("m")
    try session.waitUntil("m brings the full screen") { session.isFullScreen }
    try session.type("q")
    try session.waitFor("teller-status=0")
    try expectRestored(session, cooked: cooked)
  }

  /// Starts a real BRLTTY, with no display, screen or speech, its files in
  /// a folder, and waits until Teller's check finds it.
  private func startBRLTTY(in folder: URL) throws -> BackgroundProgram {
    let work = folder.appendingPathComponent("brltty")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let brltty = try BackgroundProgram(
      "/usr/bin/brltty",
      [
        "-n", "-b", "no", "-x", "no", "-s", "no", "-N", "-f", "/dev/null", "-F",
        work.appendingPathComponent("prefs").path, "-W", work.path, "-U", work.path, "-P",
        work.appendingPathComponent("pid").path, "-q",
      ])
    do {
      try #require(pollCondition(timeout: .seconds(10)) { !screenReadersRunning().isEmpty })
    } catch {
      brltty.stop()
      throw error
    }
    return brltty
  }

  @Test(
    "Under a real BRLTTY, --ui tui reduces motion and says how to keep it; the option, its variable and the file keep it",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"),
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/brltty"),
      "brltty is not installed, so no real screen reader to find"))
  func screenReaderMotionOverridden() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-motion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let brltty = try startBRLTTY(in: folder)
    defer { brltty.stop() }

    // Detection reduces the motion of the full screen asked for: clerks
    // take 4 s, so after the add nothing moves for 4 s.
    let slow = ["--seed", "1", "--deposit-time", "4", "--loan-time", "4", "--lang", "en"]
    let (reduced, cooked) = try TmuxSession.startTeller(["--ui", "tui"] + slow)
    defer { reduced.finish() }
    try reduced.waitFor(Self.welcome)
    try reduced.type("a")
    try expectStill(reduced, from: try reduced.waitFor("Waiting (7)"))
    try reduced.type("q")
    let after = try reduced.waitFor("teller-status=0")
    #expect(after.contains("teller: BRLTTY is running. Full screen motion is reduced.\n"))
    #expect(after.contains("teller: Start with --reduce-motion=off to change this.\n"))
    try expectRestored(reduced, cooked: cooked)

    // Each way of setting it keeps the work time ticking, and nothing is said.
    let config = folder.appendingPathComponent("config")
    try FileManager.default.createDirectory(
      at: config.appendingPathComponent("teller"), withIntermediateDirectories: true)
    try "ui = tui\nreduce-motion = off\n".write(
      to: config.appendingPathComponent("teller/config"), atomically: true, encoding: .utf8)
    let ways: [(arguments: [String], environment: [String: String])] = [
      (["--ui", "tui", "--reduce-motion=off"], [:]),
      (["--ui", "tui"], ["TELLER_REDUCE_MOTION": "off"]),
      ([], ["XDG_CONFIG_HOME": config.path]),
    ]
    for way in ways {
      let (session, cooked) = try TmuxSession.startTeller(
        way.arguments + ["--seed", "1", "--lang", "en"], environment: way.environment)
      defer { session.finish() }
      try session.waitFor(Self.welcome)
      try session.type("a")
      try waitForTicks(session, "\(way)")
      try session.type("q")
      let after = try session.waitFor("teller-status=0")
      #expect(!after.contains("is running"), "\(way)")
      try expectRestored(session, cooked: cooked)
    }
  }

  @Test(
    "auto chooses the full screen at a terminal; TELLER_UI=linear keeps linear",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func autoAtATerminal() throws {
    // The braille tests run a real BRLTTY for this user, which rightly
    // keeps auto linear: wait until none runs.
    try #require(
      pollCondition(timeout: .seconds(120)) { screenReadersRunning().isEmpty },
      "a screen reader kept running")
    let (full, _) = try TmuxSession.startTeller(["--clock", "virtual", "--lang", "en"])
    defer { full.finish() }
    let first = try full.waitUntilScreen("a first screen") {
      $0.contains(Self.ready) || $0.contains(" is running. Screen reader mode,")
    }
    if first.contains(Self.ready) {
      #expect(full.isFullScreen)
    } else {
      // A BRLTTY of the braille tests started in between: that is the check working.
      #expect(!screenReadersRunning().isEmpty, "\(first)")
    }
    let (linear, _) = try TmuxSession.startTeller(
      ["--clock", "virtual", "--lang", "en"], environment: ["TELLER_UI": "linear"])
    defer { linear.finish() }
    let screen = try linear.waitFor("Teller, heading level 1")
    #expect(!linear.isFullScreen)
    #expect(!screen.contains("is running"))
  }

  @Test(
    "--no-color and --ascii: brackets for focus, no box drawing, no colour",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed, so no real terminal to drive"))
  func plain() throws {
    let (session, _) = try start(["--no-color", "--ascii"])
    defer { session.finish() }
    let screen = try session.capture()
    #expect(screen.hasPrefix("+[Teller]---"))
    #expect(!screen.contains("┌") && !screen.contains("│"))
    let parameters = try session.styleParameters().flatMap { $0 }
    let colours = Set(30...37).union(40...47).union(90...97).union(100...107)
    #expect(parameters.allSatisfy { !colours.contains($0) }, "no colour: \(parameters)")
    #expect(!parameters.contains(7), "no reverse video")
    // With colour, the same screen has both.
    let (coloured, _) = try start()
    defer { coloured.finish() }
    let all = try coloured.styleParameters().flatMap { $0 }
    #expect(all.contains(34) && all.contains(31) && all.contains(7))
  }
}

extension TmuxSession {
  /// Polls the screen until a condition on its text holds, and returns it.
  @discardableResult
  fileprivate func waitUntilScreen(
    _ what: String, _ condition: (String) -> Bool
  ) throws -> String {
    var screen = ""
    try waitUntil(what) {
      screen = try capture()
      return condition(screen)
    }
    return screen
  }
}
