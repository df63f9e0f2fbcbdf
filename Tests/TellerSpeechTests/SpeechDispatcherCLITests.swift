import Foundation
import TellerSpeech
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let hasServer = PrivateSpeechDispatcher.isAvailable
private let noServer = PrivateSpeechDispatcher.missing

/// A folder holding a fake `speech-dispatcher` that notes its arguments in
/// `calls` and starts nothing, and the PATH that finds it first.
private struct FakeServerProgram {
  let folder = temporaryPath("bin")
  var calls: String { folder + "/calls" }
  var path: String {
    folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
  }

  /// - Parameter seconds: how long `--spawn` takes to return.
  init(taking seconds: Int = 0) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try writeExecutable(
      folder + "/speech-dispatcher",
      "#!/bin/sh\necho \"$@\" >> \"\(calls)\"\nsleep \(seconds)\n")
  }

  func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

@Suite("teller --speech through speech-dispatcher, a private server for real")
struct SpeechDispatcherCLITests {
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

  @Test("With speechd and no server, the first line never waits for the server to start")
  func firstLineDoesNotWait() throws {
    let fake = try FakeServerProgram(taking: 5)
    defer { fake.remove() }
    let fifo = temporaryPath("first-line.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let writer = open(fifo, O_RDWR | O_CLOEXEC)
    let socket = fake.folder + "/none.sock"
    let teller = try BackgroundProgram(
      TestSupport.tellerPath,
      ["--clock", "virtual", "--lang", "en", "--speech", "--speech-engine", "speechd"],
      environment: TestSupport.tellerEnvironment([
        "SPEECHD_ADDRESS": "unix_socket:" + socket, "PATH": fake.path,
      ]),
      standardInput: fifo)
    defer { teller.stop() }
    // Starting the server takes 5 s; the welcome comes long before.
    try teller.waitForOutput("Teller, heading level 1", timeout: .seconds(2))
    close(writer)
    #expect(try teller.waitForExit(timeout: .seconds(30)) == 0)
    #expect(
      teller.errorOutput.hasPrefix("teller: speech is off: speech-dispatcher: nothing answers"))
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
        == "eSpeak NG: 음성 \(koreanLines.count - 1)개. --voice에는 콜론 앞의 이름을 주세요.")
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
