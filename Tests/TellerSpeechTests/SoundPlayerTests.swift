import Foundation
import TellerSpeech
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let hasESpeak = ESpeakLibrary.isAvailable

/// How a test runs Teller's sounds: alone, or beside speech through eSpeak NG.
enum SoundSetup: String, CaseIterable, CustomTestStringConvertible {
  case alone
  case besideSpeech

  var arguments: [String] {
    switch self {
    case .alone: ["--sounds", "on"]
    case .besideSpeech: ["--speech", "--sounds", "on"]
    }
  }

  /// The players that must be playing before Teller is ended, by the
  /// channels each is told of: the sounds' stereo, and speech's mono.
  var playing: [Int] {
    switch self {
    case .alone: [2]
    case .besideSpeech: [2, 1]
    }
  }

  var testDescription: String {
    switch self {
    case .alone: "--sounds on"
    case .besideSpeech: "--speech --sounds on"
    }
  }
}

/// Starts Teller with sounds through a fake player that plays forever, and
/// waits until every player the setup has is playing: the add's burst of
/// icons, and beside speech, the welcome.
private func playing(_ setup: SoundSetup, _ player: FakePlayer) throws -> BackgroundTeller {
  let teller = try BackgroundTeller(setup.arguments, player: player, environment: espeakOnly)
  teller.send("add")
  for channels in setup.playing {
    try #require(
      pollCondition(timeout: .seconds(30)) { player.hasSamples(channels: channels) },
      "no player told of \(channels) channels was given samples: \(player.started)")
  }
  #expect(!player.survivors.isEmpty)
  return teller
}

@Suite("Sound icons' players never outlive Teller, with speech or alone")
struct SoundPlayerTests {
  @Test(
    "A signal that ends Teller kills every player, the sounds' as speech's, and all they started",
    .enabled(if: hasESpeak, "libespeak-ng.so.1 is not installed"),
    arguments: [SIGTERM, SIGINT, SIGHUP], SoundSetup.allCases)
  func signalKillsPlayers(signal: Int32, setup: SoundSetup) throws {
    let player = try FakePlayer()
    defer { player.remove() }
    let teller = try playing(setup, player)
    teller.program.signal(signal)
    #expect(try teller.program.waitForExit(timeout: .seconds(10)) == 128 + signal)
    #expect(
      pollCondition(timeout: .seconds(10)) { player.survivors.isEmpty }, "\(player.survivors)")
  }

  @Test(
    "quit leaves no player behind, the sounds' as speech's",
    .enabled(if: hasESpeak, "libespeak-ng.so.1 is not installed"),
    arguments: SoundSetup.allCases)
  func quitKillsPlayers(setup: SoundSetup) throws {
    let player = try FakePlayer()
    defer { player.remove() }
    let teller = try playing(setup, player)
    teller.send("quit")
    #expect(try teller.program.waitForExit(timeout: .seconds(10)) == 0)
    #expect(
      pollCondition(timeout: .seconds(10)) { player.survivors.isEmpty }, "\(player.survivors)")
  }
}
