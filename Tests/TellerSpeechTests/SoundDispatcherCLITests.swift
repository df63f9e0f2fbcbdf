import Foundation
import TellerSounds
import TellerSpeech
import TellerSpeechModel
import TellerTestSupport
import Testing

private let hasServer = PrivateSpeechDispatcher.isAvailable
private let noServer = PrivateSpeechDispatcher.missing
private let hasIcons = FileManager.default.fileExists(
  atPath: SoundIconFolder.defaultPath + "/" + SoundIcon.depositStarted.serverName)
private let noIcons: Comment = "the sound-icons package is not installed"

/// The SSIP lines the server received on the connection that named itself
/// `client`, from its log, whose entries start with the connection's number.
private func lines(of client: String, in server: PrivateSpeechDispatcher) -> [String] {
  let log =
    (try? String(contentsOfFile: server.folder + "/log/speech-dispatcher.log", encoding: .utf8))
    ?? ""
  let entries: [(connection: String, line: String)] = log.split(separator: "\n").compactMap {
    entry in
    guard let marker = entry.range(of: ":DATA:|") else { return nil }
    let connection = entry[..<marker.lowerBound].split(separator: " ").last.map(String.init) ?? ""
    let line = String(entry[marker.upperBound...].prefix { $0 != "\r\n" && $0 != "\r" })
    return (connection, line)
  }
  guard
    let named = entries.first(where: {
      $0.line.hasPrefix("SET self CLIENT_NAME ") && $0.line.hasSuffix(":" + client)
    })
  else { return [] }
  return entries.filter { $0.connection == named.connection }.map(\.line)
}

/// The words a line of Teller's is sent to the server as.
private func spoken(_ line: String) -> String {
  SpeechNormalizer.normalized(line, catalog: .english)
}

@Suite("teller --sounds through speech-dispatcher, a private server for real")
struct SoundDispatcherCLITests {
  @Test(
    "With sound-icons installed, starts, finishes and the rest arrive as SOUND_ICON lines",
    .enabled(if: hasServer, noServer), .enabled(if: hasIcons, noIcons))
  func soundIcons() throws {
    let server = try PrivateSpeechDispatcher()
    defer { server.stop() }
    let input = "add\nwait 2s\nfirst\nprevious\nnonsense\n"
    let result = try runTellerTimed(
      [
        "--clock", "virtual", "--lang", "en", "--speech", "--speech-engine", "speechd",
        "--sounds", "on",
      ], stdin: input, environment: ["SPEECHD_ADDRESS": server.address])
    #expect(result.status == 65)
    #expect(result.stderr == "Error: Line 5: Unknown command 'nonsense'. Type help for commands.\n")
    #expect(server.waitFor("SOUND_ICON empty-text"), "the error's icon never came")
    let received = server.received()
    #expect(
      received.contains { $0.hasPrefix("SET self CLIENT_NAME ") && $0.hasSuffix(":teller:sounds") })
    let icons = received.filter { $0.hasPrefix("SOUND_ICON ") }
    for icon in [SoundIcon.added, .depositStarted, .loanStarted, .finished, .edge, .error] {
      #expect(icons.contains("SOUND_ICON \(icon.serverName)"), "\(icon): \(icons)")
    }
    // The bank's icons as notifications; the edge and the error with their
    // words' priorities, on the sounds' own connection.
    let sounds = lines(of: "teller:sounds", in: server)
    #expect(!sounds.contains { $0 == "SPEAK" })
    func priority(before line: String) -> String? {
      guard let at = sounds.firstIndex(of: line) else { return nil }
      return sounds[..<at].last { $0.hasPrefix("SET self PRIORITY ") }.map {
        String($0.dropFirst("SET self PRIORITY ".count))
      }
    }
    #expect(priority(before: "SOUND_ICON \(SoundIcon.depositStarted.serverName)") == "notification")
    #expect(priority(before: "SOUND_ICON \(SoundIcon.edge.serverName)") == "message")
    #expect(priority(before: "SOUND_ICON \(SoundIcon.error.serverName)") == "important")
    // Speech went on as before, on its own connection: the welcome, and the
    // error, which cuts in. (The add's announcement waits for the welcome to
    // end, and a newer one or the navigation takes its place.)
    let error = "Line 5: Unknown command 'nonsense'. Type help for commands."
    #expect(server.waitFor(spoken(error)), "the error was never said")
    let speech = lines(of: "teller:main", in: server)
    for said in [spoken("Teller. Type help for commands."), spoken(error)] {
      #expect(speech.contains(said), "\(said): \(speech)")
    }
    #expect(!sounds.contains(spoken(error)))
  }

  @Test(
    "Where the server lacks the icons, Teller's own player plays them and nothing is sent",
    .enabled(if: hasServer, noServer))
  func missingIcons() throws {
    let server = try PrivateSpeechDispatcher()
    defer { server.stop() }
    let folder = temporaryPath("sound-player")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let player = try shellScript("player.sh", "cat > \"\(folder)/$$.pcm\"")
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      try? FileManager.default.removeItem(atPath: player)
    }
    let result = try runTellerTimed(
      [
        "--clock", "virtual", "--lang", "en", "--speech", "--speech-engine", "speechd",
        "--sounds", "on",
      ], stdin: "add\nwait 1s\n",
      environment: [
        "SPEECHD_ADDRESS": server.address, "TELLER_SOUND_ICONS": "/nonexistent",
        "TELLER_SPEECH_PLAYER": player,
      ])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    // Polite announcements wait for the one being said, and a newer one
    // replaces those still waiting: the last is always said, and last.
    let last = try #require(result.stdout.split(separator: "\n").last.map(String.init))
    #expect(last.hasPrefix("Customers 1 and 4 finished"), "\(result.stdout)")
    #expect(server.waitFor(spoken(last)), "\(server.received())")
    #expect(!server.received().contains { $0.hasPrefix("SOUND_ICON") })
    let played = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(played.count == 2, "\(played)")
  }

  @Test(
    "A signal that ends Teller cancels the icons too: CANCEL self on the sounds' connection",
    .enabled(if: hasServer, noServer), .enabled(if: hasIcons, noIcons),
    arguments: [SIGTERM, SIGINT, SIGHUP])
  func signalCancelsIcons(signal: Int32) throws {
    let server = try PrivateSpeechDispatcher()
    defer { server.stop() }
    let teller = try BackgroundTeller(
      ["--speech", "--speech-engine", "speechd", "--sounds", "on"], player: nil,
      environment: ["SPEECHD_ADDRESS": server.address])
    teller.send("add")
    let added = "SOUND_ICON \(SoundIcon.added.serverName)"
    try #require(
      pollCondition(timeout: .seconds(30)) {
        lines(of: "teller:sounds", in: server).contains(added)
      },
      "the add's icon never came")
    teller.program.signal(signal)
    #expect(try teller.program.waitForExit(timeout: .seconds(10)) == 128 + signal)
    #expect(
      pollCondition(timeout: .seconds(10)) {
        lines(of: "teller:sounds", in: server).last == "CANCEL self"
      }, "\(lines(of: "teller:sounds", in: server))")
  }
}
