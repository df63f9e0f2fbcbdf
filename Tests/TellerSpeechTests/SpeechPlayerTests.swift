import Foundation
import TellerSpeech
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let hasESpeak = ESpeakLibrary.isAvailable
private let noESpeak: Comment = "libespeak-ng.so.1 is not installed"

@Suite("eSpeak NG's audio players: found by name, given their arguments, never outliving Teller")
struct SpeechPlayerTests {
  @Test(
    "A signal that ends Teller, or a crash, kills the player speaking and everything it started",
    .enabled(if: hasESpeak, noESpeak), arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGABRT])
  func signalKillsPlayer(signal: Int32) throws {
    let player = try FakePlayer()
    defer { player.remove() }
    let teller = try BackgroundTeller(["--speech"], player: player, environment: espeakOnly)
    // Samples reach a player only once Teller has it in hand; a player
    // started in the instant before the signal gets end of input instead,
    // and ends by itself as aplay, paplay and pw-play do.
    try #require(
      pollCondition(timeout: .seconds(30)) { player.hasSamples }, "no player was given samples")
    #expect(!player.survivors.isEmpty)
    teller.program.signal(signal)
    #expect(try teller.program.waitForExit(timeout: .seconds(10)) == 128 + signal)
    #expect(
      pollCondition(timeout: .seconds(10)) { player.survivors.isEmpty }, "\(player.survivors)")
  }

  @Test("quit leaves no player behind either", .enabled(if: hasESpeak, noESpeak))
  func quitKillsPlayer() throws {
    let player = try FakePlayer()
    defer { player.remove() }
    let teller = try BackgroundTeller(["--speech"], player: player, environment: espeakOnly)
    // Quit while the welcome's player plays (forever): it is killed, with
    // what it started. Quitting before any player runs would prove nothing.
    try #require(
      pollCondition(timeout: .seconds(30)) { player.hasSamples }, "no player was given samples")
    #expect(!player.survivors.isEmpty)
    teller.send("quit")
    #expect(try teller.program.waitForExit(timeout: .seconds(10)) == 0)
    #expect(
      pollCondition(timeout: .seconds(10)) { player.survivors.isEmpty }, "\(player.survivors)")
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
