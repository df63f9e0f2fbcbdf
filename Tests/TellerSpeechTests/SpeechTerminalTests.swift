import Foundation
import TellerSpeech
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let canRun = ESpeakLibrary.isAvailable && TmuxSession.isAvailable
private let cannotRun: Comment = "needs libespeak-ng.so.1 and tmux"

/// A player that notes its process id in a folder, then plays "forever"
/// without reading: until it is killed.
private struct StuckPlayer {
  let folder = temporaryPath("players")
  let script: String

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    script = try shellScript(
      "stuck-player.sh", "echo $$ > \"$TELLER_TEST_DIR/pid.$$\"\nexec sleep 60")
  }

  /// Teller's environment for live eSpeak NG speech through this player.
  var environment: [String: String] {
    ["TELLER_SPEECH_ENGINE": "espeak", "TELLER_SPEECH_PLAYER": script, "TELLER_TEST_DIR": folder]
  }

  /// The process ids of the players started so far.
  var started: [pid_t] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasPrefix("pid.") }.compactMap { pid_t($0.dropFirst(4)) }
  }

  /// Waits (at most 30 s) until this many players have started.
  func waitForStarted(_ count: Int, _ failure: Comment) throws {
    try #require(pollCondition(timeout: .seconds(30)) { started.count == count }, failure)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: script)
    try? FileManager.default.removeItem(atPath: folder)
  }
}

/// Starts Teller at a real terminal in linear mode (a terminal would
/// otherwise get the full-screen view), waits for its first focus, and
/// returns the session.
private func startTeller(_ flags: String, environment: [String: String]) throws -> TmuxSession {
  let command =
    "\(TestSupport.tellerPath) --ui linear --clock virtual --lang en \(flags);"
    + " echo teller-status=$?; sleep 600"
  let session = try TmuxSession(
    command: "sh -c '\(command)'", width: 100, height: 30, environment: environment)
  try session.waitFor("Teller, heading level 1")
  return session
}

/// Runs a test with Teller speaking live at a terminal through a stuck
/// player, from when the welcome's player has started; cleans up after.
private func withLiveSpeech(_ body: (StuckPlayer, TmuxSession) throws -> Void) throws {
  let player = try StuckPlayer()
  defer { player.remove() }
  let session = try startTeller("--speech", environment: player.environment)
  defer { session.finish() }
  try player.waitForStarted(1, "no player started")
  try body(player, session)
}

/// How long Teller takes to get back to the shell after `q`.
private func timeToQuit(_ session: TmuxSession) throws -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  try session.type("q")
  _ = try session.waitFor("teller-status=0")
  return clock.now - start
}

@Suite("Live speech at a terminal: q stops it at once, Escape silences it")
struct SpeechTerminalTests {
  @Test(
    "q with live speech is back at the shell within a bound, the player gone",
    .enabled(if: canRun, cannotRun))
  func quitStopsAtOnce() throws {
    let plain = try startTeller("", environment: [:])
    defer { plain.finish() }
    try plain.type("a")
    _ = try plain.waitFor("10 customers added")
    let baseline = try timeToQuit(plain)

    let player = try StuckPlayer()
    defer { player.remove() }
    let speaking = try startTeller("--speech", environment: player.environment)
    defer { speaking.finish() }
    try speaking.type("a")
    _ = try speaking.waitFor("10 customers added")
    #expect(pollCondition(timeout: .seconds(30)) { !player.started.isEmpty }, "no player started")
    let withSpeech = try timeToQuit(speaking)
    // The old behaviour waited for the queue, about 8 s; the bound is
    // generous for a shared machine, and the baseline says what polling costs.
    #expect(
      withSpeech < .seconds(2),
      "q took \(withSpeech) with speech, \(baseline) without (ratio \(withSpeech / baseline))")
    #expect(player.started.allSatisfy { !isRunning($0) })
  }

  @Test(
    "Escape kills the player that is speaking, and says nothing", .enabled(if: canRun, cannotRun))
  func escapeSilences() throws {
    try withLiveSpeech { player, session in
      let speaking = try #require(player.started.first)
      #expect(isRunning(speaking))
      let before = try session.capture()
      try session.sendKeys("Escape")
      #expect(
        pollCondition(timeout: .seconds(10)) { !isRunning(speaking) }, "the player still plays")
      // The focused element waited behind the welcome; Escape dropped it too.
      #expect(player.started.count == 1)
      #expect(try session.capture() == before)
      _ = try timeToQuit(session)
    }
  }

  @Test(
    "Escape in the help closes it by the same command: speech is cut, then the focus is said",
    .enabled(if: canRun, cannotRun))
  func escapeClosesHelp() throws {
    try withLiveSpeech { player, session in
      try session.type("?")
      _ = try session.waitFor("Help, heading level 2")
      try player.waitForStarted(2, "the help was not spoken")
      let before = Set(player.started)
      try session.sendKeys("Escape")
      // Focus comes back to where it was, and says so: a second line for it.
      try session.waitUntil("focus is said again") {
        try session.capture().components(separatedBy: "Teller, heading level 1").count == 3
      }
      #expect(pollCondition(timeout: .seconds(10)) { before.allSatisfy { !isRunning($0) } })
      try player.waitForStarted(3, "the focus was not spoken")
      let focusPlayer = Set(player.started).subtracting(before)
      #expect(focusPlayer.count == 1 && focusPlayer.allSatisfy(isRunning))
      _ = try timeToQuit(session)
    }
  }
}
