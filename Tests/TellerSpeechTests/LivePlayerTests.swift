import Foundation
import TellerPlatform
import TellerTestSupport
import Testing

@testable import TellerSpeech

#if canImport(Glibc)
  import Glibc
#endif

/// A player that is a shell script: it notes its process id in a file of
/// the test's, then runs `body`.
private func scriptPlayer(_ body: String, noting file: String) -> AudioPlayer {
  AudioPlayer(
    path: "/bin/sh", arguments: ["-c", "echo $$ >> '\(file)'; \(body)"], environment: [:])
}

/// Runs a test with a ``LivePlayer`` over a script player, the file its
/// players note their process ids in, and its emergency kill retired after.
private func withScriptPlayer(
  _ body: String, channels: Int = 1, _ test: (LivePlayer, _ pids: String) throws -> Void
) rethrows {
  let file = temporaryPath("pids")
  defer { try? FileManager.default.removeItem(atPath: file) }
  let player = LivePlayer(
    scriptPlayer(body, noting: file), sampleRate: 22_050, channels: channels)
  defer { player.retire() }
  try test(player, file)
}

/// The process ids a script player noted.
private func noted(_ file: String) -> [pid_t] {
  ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
    .split(separator: "\n").compactMap { pid_t($0) }
}

@Suite("LivePlayer: the one way Teller's own audio reaches a player")
struct LivePlayerTests {
  @Test("A player gets every sample, little-endian, and its ending is no failure")
  func playsEverySample() throws {
    let heard = temporaryPath("heard.pcm")
    defer { try? FileManager.default.removeItem(atPath: heard) }
    try withScriptPlayer("cat > '\(heard)'", channels: 2) { player, pids in
      let samples: [Int16] = (0..<10_000).map { Int16(truncatingIfNeeded: $0 * 7) }
      #expect(player.play(samples) == nil)
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: heard)))
      let expected = samples.flatMap { sample -> [UInt8] in
        let bits = UInt16(bitPattern: sample)
        return [UInt8(bits & 0xFF), UInt8(bits >> 8)]
      }
      #expect(bytes == expected)
      #expect(noted(pids).count == 1)
    }
  }

  @Test("A player that fails says so; one that cannot start says that")
  func failures() throws {
    withScriptPlayer("cat > /dev/null; exit 3") { failing, _ in
      #expect(
        failing.play([1, 2, 3])?.reason
          == "sh could not play (exit status 3); is there a sound device?")
    }
    let missing = LivePlayer(
      AudioPlayer(path: "/nonexistent/player", arguments: [], environment: [:]),
      sampleRate: 22_050, channels: 1)
    defer { missing.retire() }
    #expect(missing.play([1])?.reason == "player could not be started.")
  }

  @Test("A cut kills the player playing and everything it started, at once")
  func cutKillsTheGroup() throws {
    // Plays "forever": a child reads the samples, the player sleeps.
    try withScriptPlayer("cat > /dev/null & sleep 60") { player, pids in
      let outcome = Locked<SpeechUnavailable??>(.none)
      let cutOff = Locked(false)
      let worker = try #require(
        WorkerThread.start {
          let result = player.play([1, 2, 3], isCutOff: { cutOff.withLock { $0 } })
          outcome.withLock { $0 = .some(result) }
        })
      try #require(pollCondition(timeout: .seconds(10)) { !noted(pids).isEmpty })
      let leader = try #require(noted(pids).first)
      let clock = ContinuousClock()
      let start = clock.now
      // As an owner does: its sound counts as cut off, then the player is cut.
      cutOff.withLock { $0 = true }
      player.cut()
      #expect(worker.join(timeoutMilliseconds: 5_000))
      #expect(clock.now - start < .seconds(5), "the cut waited for the player's slack")
      #expect(outcome.withLock { $0 } == .some(nil), "a cut is no failure")
      #expect(
        pollCondition(timeout: .seconds(10)) { !groupRuns(leader) }, "the player's group lives")
    }
  }

  @Test("Plays on one player take turns, so a cut reaches the one playing")
  func playsTakeTurns() throws {
    try withScriptPlayer("cat > /dev/null & sleep 60") { player, pids in
      let firstCutOff = Locked(false)
      let first = try #require(
        WorkerThread.start {
          _ = player.play([1, 2, 3], isCutOff: { firstCutOff.withLock { $0 } })
        })
      try #require(pollCondition(timeout: .seconds(10)) { noted(pids).count == 1 })
      let second = try #require(WorkerThread.start { _ = player.play([4, 5, 6]) })
      // A wait for nothing to happen: the second player must not start
      // while the first plays.
      CurrentProcess.pause(milliseconds: 300)
      #expect(noted(pids).count == 1, "a second player started beside the first")
      firstCutOff.withLock { $0 = true }
      player.cut()
      #expect(first.join(timeoutMilliseconds: 5_000))
      try #require(pollCondition(timeout: .seconds(10)) { noted(pids).count == 2 })
      let later = noted(pids)[1]
      // The first play's ending forgot only its own player.
      try #require(pollCondition(timeout: .seconds(10)) { groupRuns(later) })
      // Cut until it is known playing, well before it would outlive its
      // sound by the slack and be killed for that.
      #expect(
        pollCondition(timeout: .seconds(3)) {
          player.cut()
          return !groupRuns(later)
        }, "the cut missed it")
      #expect(second.join(timeoutMilliseconds: 5_000))
    }
  }

  @Test("After a stop no player starts, and play returns at once")
  func stopRefusesPlayers() {
    withScriptPlayer("cat > /dev/null") { player, pids in
      player.stop()
      #expect(player.play([1, 2, 3]) == nil)
      #expect(noted(pids).isEmpty)
    }
  }
}

/// Whether any process of a process group runs.
private func groupRuns(_ group: pid_t) -> Bool {
  let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return all.compactMap { pid_t($0) }.contains { getpgid($0) == group && isAlive($0) }
}
