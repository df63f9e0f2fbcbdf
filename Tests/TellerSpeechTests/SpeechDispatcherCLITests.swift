import Foundation
import TellerSpeech
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let hasServer = PrivateSpeechDispatcher.isAvailable
private let noServer = PrivateSpeechDispatcher.missing

/// The priority set last before a text was spoken, from the server's log.
private func priority(of text: String, in lines: [String]) -> String? {
  guard let spoken = lines.firstIndex(of: text) else { return nil }
  return lines[..<spoken].last { $0.hasPrefix("SET self PRIORITY ") }?
    .dropFirst("SET self PRIORITY ".count).description
}

/// A folder holding a fake `speech-dispatcher` that notes its arguments in
/// `calls` and starts nothing, and the PATH that finds it first.
private struct FakeServerProgram {
  let folder = temporaryPath("bin")
  var calls: String { folder + "/calls" }
  var path: String {
    folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
  }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try writeExecutable(folder + "/speech-dispatcher", "#!/bin/sh\necho \"$@\" >> \"\(calls)\"\n")
  }

  func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

@Suite("teller --speech through speech-dispatcher, a private server for real")
struct SpeechDispatcherCLITests {
  @Test(
    "Announcements arrive as text with their priorities; a navigation sends CANCEL first",
    .enabled(if: hasServer, noServer))
  func prioritiesAndCancel() throws {
    let server = try PrivateSpeechDispatcher()
    defer { server.stop() }
    let input = "add\nwait 1s\nnext\nnonsense\n"
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech", "--speech-engine", "speechd"],
      stdin: input, environment: ["SPEECHD_ADDRESS": server.address])
    #expect(result.status == 65)
    #expect(result.stderr == "Error: Line 4: Unknown command 'nonsense'. Type help for commands.\n")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let added = try #require(lines.first { $0.hasPrefix("10 customers added") })
    let focus = try #require(lines.last)
    let error = "Line 4: Unknown command 'nonsense'. Type help for commands."
    #expect(server.waitFor(error), "the server never got the error")
    let received = server.received()
    #expect(
      received.contains { $0.hasPrefix("SET self CLIENT_NAME ") && $0.hasSuffix(":teller:main") })
    #expect(received.contains("SET self LANGUAGE en"))
    #expect(received.contains("SET self RATE 0"))
    #expect(priority(of: "Teller. Type help for commands.", in: received) == "message")
    #expect(priority(of: added, in: received) == "text")
    #expect(priority(of: focus, in: received) == "message")
    #expect(priority(of: error, in: received) == "important")
    // The navigation cancelled what was said, before its own text.
    let addedAt = try #require(received.firstIndex(of: added))
    let focusAt = try #require(received.firstIndex(of: focus))
    let errorAt = try #require(received.firstIndex(of: error))
    #expect(received[addedAt..<focusAt].contains("CANCEL self"))
    #expect(received[focusAt..<errorAt].contains("CANCEL self"))
    // Text is sent as SSIP wants it: SPEAK, the text, a lone dot.
    let spoken = try #require(received.firstIndex(of: focus))
    #expect(received[spoken - 1] == "SPEAK")
    #expect(received[spoken + 1] == ".")
  }

  @Test(
    "--lang, --rate, --pitch and --volume reach the server on its scales",
    .enabled(if: hasServer, noServer))
  func settings() throws {
    let server = try PrivateSpeechDispatcher()
    defer { server.stop() }
    let result = try runTellerTimed(
      [
        "--clock", "virtual", "--lang", "ko", "--speech", "--rate", "450", "--pitch", "0",
        "--volume", "150",
      ], stdin: "",
      environment: ["SPEECHD_ADDRESS": server.address, "TELLER_SPEECH_ENGINE": "speechd"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let focus = try #require(result.stdout.split(separator: "\n").last.map(String.init))
    #expect(server.waitFor(focus))
    let received = server.received()
    for line in [
      "SET self LANGUAGE ko", "SET self RATE 100", "SET self PITCH -100", "SET self VOLUME 50",
    ] {
      #expect(received.contains(line), "\(line) missing")
    }
  }

  @Test(
    "auto uses speech-dispatcher when its socket answers", .enabled(if: hasServer, noServer))
  func autoFindsTheServer() throws {
    let server = try PrivateSpeechDispatcher()
    defer { server.stop() }
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech"], stdin: "",
      environment: [
        "SPEECHD_ADDRESS": server.address, "TELLER_SPEECH_PLAYER": "/bin/false",
      ])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(server.waitFor("Teller, heading level 1"))
  }

  @Test(
    "teller voices lists the server's voices with their languages",
    .enabled(if: hasServer, noServer))
  func voices() throws {
    let server = try PrivateSpeechDispatcher()
    defer { server.stop() }
    let result = try runTellerTimed(
      ["voices", "--speech-engine", "speechd", "--lang", "ko"],
      environment: ["SPEECHD_ADDRESS": server.address])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("speech-dispatcher: ") == true)
    #expect(lines.contains("Korean: ko"))
    #expect(lines.dropFirst().allSatisfy { $0.contains(": ko") })
  }

  @Test("With speechd and no server: speech-dispatcher --spawn is run once, then one notice")
  func spawnsOnce() throws {
    let fake = try FakeServerProgram()
    defer { fake.remove() }
    let socket = fake.folder + "/none.sock"
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech", "--speech-engine", "speechd"],
      stdin: "add\n", environment: ["SPEECHD_ADDRESS": "unix_socket:" + socket, "PATH": fake.path])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: speech is off: speech-dispatcher: nothing answers at unix_socket:\(socket)"
        + " (No such file or directory); speech-dispatcher --spawn was run.\n")
    #expect(
      (try? String(contentsOfFile: fake.calls, encoding: .utf8))
        == "--spawn --communication-method unix_socket --socket-path \(socket)\n")
    #expect(result.stdout.contains("10 customers added"))
  }

  @Test("auto never starts a server: with none answering it falls back to eSpeak NG")
  func autoDoesNotSpawn() throws {
    let fake = try FakeServerProgram()
    defer { fake.remove() }
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech"], stdin: "",
      environment: [
        "SPEECHD_ADDRESS": "unix_socket:" + fake.folder + "/none.sock",
        "TELLER_SPEECH_PLAYER": "/bin/true", "PATH": fake.path,
      ])
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: fake.calls))
  }

  @Test("A server that never answers: the socket times out, one notice, the session goes on")
  func silentServer() throws {
    let path = temporaryPath("mute.sock")
    let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(listener >= 0)
    defer {
      close(listener)
      unlink(path)
    }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0 && listen(listener, 4) == 0)
    let (result, elapsed) = try runTimed(
      TestSupport.tellerPath,
      ["--clock", "virtual", "--lang", "en", "--speech", "--speech-engine", "speechd"],
      stdin: "add\n", environment: ["SPEECHD_ADDRESS": "unix_socket:" + path])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: speech is off: speech-dispatcher: unix_socket:\(path) did not answer within"
        + " 2000 ms.\n")
    #expect(result.stdout.contains("10 customers added"))
    #expect(elapsed < .seconds(10))
  }

  @Test("A malformed SPEECHD_ADDRESS: one notice naming it, the session goes on")
  func badAddress() throws {
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech", "--speech-engine", "speechd"],
      stdin: "", environment: ["SPEECHD_ADDRESS": "dbus:session"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: speech is off: SPEECHD_ADDRESS is 'dbus:session', not unix_socket:PATH or"
        + " inet_socket:HOST:PORT.\n")
  }
}

@Suite("teller voices with eSpeak NG")
struct VoicesCLITests {
  @Test(
    "Lists eSpeak NG's voices with their languages; --lang keeps one language's",
    .enabled(if: ESpeakLibrary.isAvailable, "libespeak-ng.so.1 is not installed"))
  func espeakVoices() throws {
    let all = try runTellerTimed(["voices", "--speech-engine", "espeak"])
    #expect(all.status == 0)
    let lines = all.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("eSpeak NG: ") == true)
    #expect(lines.count > 50)
    let korean = try runTellerTimed(["voices", "--lang", "ko"], environment: espeakOnly)
    let koreanLines = korean.stdout.split(separator: "\n").map(String.init)
    #expect(
      koreanLines.first
        == "eSpeak NG: \(koreanLines.count - 1) voice\(koreanLines.count == 2 ? "" : "s"); give the name before the colon to --voice."
    )
    #expect(koreanLines.dropFirst().contains { $0.hasPrefix("ko: ko") })
    #expect(koreanLines.dropFirst().allSatisfy { $0.contains(": ko") })
  }

  @Test("Without the engine: one line saying why, exit 69")
  func missing() throws {
    let result = try runTellerTimed(
      ["voices", "--speech-engine", "espeak"],
      environment: ["TELLER_ESPEAK_LIBRARY": "/nonexistent.so"])
    #expect(result.status == 69)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "teller voices: /nonexistent.so not found; install libespeak-ng1 and espeak-ng-data"
        + " (sudo apt-get install libespeak-ng1 espeak-ng-data).\n")
  }
}
