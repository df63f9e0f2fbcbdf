import Foundation
import TellerSpeech
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let hasESpeak = ESpeakLibrary.isAvailable
private let noESpeak: Comment = "libespeak-ng.so.1 is not installed"

/// Whether a process still runs: it exists and is not a zombie.
private func isAlive(_ pid: pid_t) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return false }
  return stat[stat.index(close, offsetBy: 2)] != "Z"
}

/// A folder with a fake player that notes its process id, its arguments
/// and the stream's variables, then reads its input through a child of its
/// own, as a wrapper script would, and plays "forever" (`sleep`) or ends
/// with its input.
private struct FakePlayer {
  let folder = temporaryPath("players")
  var path: String { folder + "/" + name }
  let name: String

  init(named name: String = "fake-player", forever: Bool = true) throws {
    self.name = name
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try writeExecutable(
      path,
      """
      #!/bin/sh
      echo "$$ $*|$TELLER_SPEECH_SAMPLE_RATE $TELLER_SPEECH_CHANNELS $TELLER_SPEECH_SAMPLE_FORMAT" \\
        >> "\(folder)/started"
      exec 3<&0
      cat <&3 > "\(folder)/heard.$$" \(forever ? "&\nsleep 60" : "")
      """)
  }

  /// Each player started: its process id, and the rest of its line.
  var started: [(pid: pid_t, line: String)] {
    let text = (try? String(contentsOfFile: folder + "/started", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      guard let space = line.firstIndex(of: " "), let pid = pid_t(line[..<space]) else {
        return nil
      }
      return (pid, String(line[line.index(after: space)...]))
    }
  }

  /// Whether a player has been given samples: Teller knows it by then.
  var hasSamples: Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.contains { name in
      name.hasPrefix("heard.")
        && ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size])
          as? Int ?? 0) > 0
    }
  }

  /// Every process in the players' process groups that still runs.
  var survivors: [pid_t] {
    let groups = Set(started.map(\.pid))
    let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return all.compactMap { pid_t($0) }.filter { pid in
      groups.contains(getpgid(pid)) && isAlive(pid)
    }
  }

  func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

@Suite("eSpeak NG's audio players: found by name, given their arguments, never outliving Teller")
struct SpeechPlayerTests {
  @Test(
    "A signal that ends Teller, or a crash, kills the player speaking and everything it started",
    .enabled(if: hasESpeak, noESpeak), arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGABRT])
  func signalKillsPlayer(signal: Int32) throws {
    let player = try FakePlayer()
    defer { player.remove() }
    let fifo = temporaryPath("player.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let writer = open(fifo, O_RDWR | O_CLOEXEC)
    defer { close(writer) }
    let teller = try BackgroundProgram(
      TestSupport.tellerPath, ["--clock", "virtual", "--lang", "en", "--speech"],
      // No backtrace for the crash: it would take its time symbolicating.
      environment: TestSupport.tellerEnvironment(
        espeakOnly.merging([
          "TELLER_SPEECH_PLAYER": player.path, "SWIFT_BACKTRACE": "enable=no",
        ]) { $1 }),
      standardInput: fifo)
    defer { teller.stop() }
    // Samples reach a player only once Teller has it in hand; a player
    // started in the instant before the signal gets end of input instead,
    // and ends by itself as aplay, paplay and pw-play do.
    try #require(
      pollCondition(timeout: .seconds(30)) { player.hasSamples }, "no player was given samples")
    #expect(!player.survivors.isEmpty)
    teller.signal(signal)
    #expect(try teller.waitForExit(timeout: .seconds(10)) == 128 + signal)
    #expect(
      pollCondition(timeout: .seconds(10)) { player.survivors.isEmpty }, "\(player.survivors)")
  }

  @Test("quit leaves no player behind either", .enabled(if: hasESpeak, noESpeak))
  func quitKillsPlayer() throws {
    let player = try FakePlayer()
    defer { player.remove() }
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech"], stdin: "add\nquit\n",
      environment: espeakOnly.merging(["TELLER_SPEECH_PLAYER": player.path]) { $1 },
      timeout: .seconds(120))
    #expect(result.status == 0)
    #expect(!player.started.isEmpty)
    #expect(player.survivors.isEmpty, "\(player.survivors)")
  }

  @Test(
    "TELLER_SPEECH_PLAYER takes a name on PATH; a known player gets its own arguments",
    .enabled(if: hasESpeak, noESpeak),
    arguments: [
      ("paplay", "--raw --format=s16le --rate=22050 --channels=1"),
      ("aplay", "-q -t raw -f S16_LE -r 22050 -c 1"),
      ("pw-play", "--format s16 --rate 22050 --channels 1 -"),
      ("play", "-q -t raw -e signed-integer -b 16 -r 22050 -c 1 -"),
      ("my-player", ""),
    ])
  func playerByName(name: String, arguments: String) throws {
    let player = try FakePlayer(named: name, forever: false)
    defer { player.remove() }
    let path = player.folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech"], stdin: "",
      environment: espeakOnly.merging(["TELLER_SPEECH_PLAYER": name, "PATH": path]) { $1 })
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    // Every player, known or not, is told the stream in its environment.
    #expect(player.started.first?.line == "\(arguments)|22050 1 S16_LE")
  }

  @Test("A TELLER_SPEECH_PLAYER that names no program: one line saying so, the session goes on")
  func noSuchPlayer() throws {
    for (chosen, end) in [
      ("no-such-player", " on PATH."), ("/nonexistent/player", "."), ("/tmp", "."),
    ] {
      let result = try runTellerTimed(
        ["--clock", "virtual", "--lang", "en", "--speech"], stdin: "",
        environment: espeakOnly.merging(["TELLER_SPEECH_PLAYER": chosen]) { $1 })
      #expect(result.status == 0)
      guard hasESpeak else { continue }
      #expect(
        result.stderr
          == "teller: live speech is off: TELLER_SPEECH_PLAYER names \(chosen), which is not a"
          + " program\(end)\n")
    }
  }
}
