import Foundation
import TellerSpeech
import TellerSpeechModel
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let script = "add\nwait 2s\nread all\nsummary\nquit\n"
private let hasESpeak = ESpeakLibrary.isAvailable
private let noESpeak: Comment = "libespeak-ng.so.1 is not installed"

/// The environment for eSpeak NG speech, with no speech-dispatcher to find.
let espeakOnly = ["TELLER_SPEECH_ENGINE": "espeak"]

/// The session's lines without speech, to compare against.
private func plainRun(_ lang: String = "en", stdin: String = script) throws -> RunResult {
  try runTellerTimed(["--clock", "virtual", "--lang", lang], stdin: stdin)
}

/// Records a script under the virtual clock and returns the WAV file.
private func record(
  _ stdin: String, _ extra: [String] = [], environment: [String: String] = [:]
) throws -> (result: RunResult, wav: WAVFileContents, bytes: Data) {
  let path = temporaryPath("record.wav")
  defer { try? FileManager.default.removeItem(atPath: path) }
  let result = try runTellerTimed(
    ["--clock", "virtual", "--lang", "en", "--speech-wav", path] + extra, stdin: stdin,
    environment: environment)
  return (result, try WAVFileContents(path: path), try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// Starts Teller with arguments, its standard input a pipe to write lines
/// to, and its output discarded.
private func startTeller(
  _ arguments: [String], environment: [String: String] = [:]
) throws -> (process: Process, input: FileHandle) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: TestSupport.tellerPath)
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(
    TestSupport.tellerEnvironment(environment), uniquingKeysWith: { $1 })
  let input = Pipe()
  process.standardInput = input
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  return (process, input.fileHandleForWriting)
}

@Suite("teller --speech-wav: the recording is what a listener hears")
struct SpeechRecordingCLITests {
  @Test(
    "--speech-wav records the session: a whole WAV over a second long; output unchanged",
    .enabled(if: hasESpeak, noESpeak), arguments: ["en", "ko"])
  func recording(lang: String) throws {
    let path = temporaryPath("session-\(lang).wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", lang, "--speech-wav", path], stdin: script)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == (try plainRun(lang)).stdout)
    let wav = try WAVFileContents(path: path)
    #expect(wav.isConsistentMonoPCM)
    #expect(wav.seconds > 1, "\(wav.seconds) s")
    #expect(wav.samples.contains { $0 != 0 })
  }

  @Test(
    "The welcome and the focused element are said one after the other, whole",
    .enabled(if: hasESpeak, noESpeak))
  func recordingInOrder() throws {
    let (result, wav, _) = try record("")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 2)
    let synthesizer = try ESpeakSynthesizer.shared.get()
    let lengths = try lines.map {
      try synthesizer.synthesize(text: $0, voice: "en", rate: 175).count
    }
    // eSpeak NG's lengths vary by a few percent with what the process said
    // before, so compare within 5%.
    let expected = lengths.reduce(0, +)
    #expect(
      abs(wav.samples.count - expected) * 20 <= expected, "\(wav.samples.count) vs \(expected)")
    #expect(wav.samples.prefix(lengths[0]).contains { $0 != 0 })
    #expect(wav.samples.suffix(lengths[1]).contains { $0 != 0 })
  }

  @Test(
    "A navigation during a long announcement cuts it: the WAV is shorter than without it",
    .enabled(if: hasESpeak, noESpeak))
  func navigationCutsIn() throws {
    let without = try record("add\nwait 1s\n")
    let with = try record("add\nwait 1s\nnext\n")
    #expect(without.result.status == 0 && with.result.status == 0)
    #expect(with.wav.isConsistentMonoPCM && without.wav.isConsistentMonoPCM)
    #expect(
      with.wav.seconds + 1 < without.wav.seconds, "\(with.wav.seconds) vs \(without.wav.seconds)")
    // The announcement is heard from its start until the navigation, at 1 s.
    let rate = with.wav.sampleRate
    #expect(with.wav.samples.prefix(rate) == without.wav.samples.prefix(rate))
  }

  @Test(
    "Navigations at one instant skip the speech they cut: add then three nexts is shortest",
    .enabled(if: hasESpeak, noESpeak))
  func skippedSpeechIsNotRecorded() throws {
    let add = try record("add\n").wav.seconds
    let next = try record("add\nnext\n").wav.seconds
    let threeNexts = try record("add\nnext\nnext\nnext\n").wav.seconds
    #expect(next < add, "\(next) vs \(add)")
    #expect(threeNexts < add, "\(threeNexts) vs \(add)")
  }

  @Test("The same script and seed give the same bytes", .enabled(if: hasESpeak, noESpeak))
  func sameBytes() throws {
    let input = "add\nwait 1s\nnext\nwait 500ms\nread all\nwait idle\n"
    let first = try record(input, ["--seed", "7"])
    let second = try record(input, ["--seed", "7"])
    #expect(first.bytes == second.bytes)
    #expect(first.wav.seconds > 2)
  }

  @Test(
    "End of piped input lets the queue finish; quit cuts the recording where it was",
    .enabled(if: hasESpeak, noESpeak))
  func drainAndQuit() throws {
    let drained = try record("add\nwait idle\n", ["--timestamps"])
    let quit = try record("add\nwait idle\nquit\n", ["--timestamps"])
    #expect(drained.result.status == 0 && quit.result.status == 0)
    // The last line said, "All customers served… [6.600 s]": its text and model time.
    let last = try #require(drained.result.stdout.split(separator: "\n").last.map(String.init))
    let stamp = try #require(last.range(of: " [", options: .backwards))
    let text = String(last[..<stamp.lowerBound])
    let time = try #require(Double(last[stamp.upperBound...].dropLast(3)))
    let synthesizer = try ESpeakSynthesizer.shared.get()
    let heard =
      Double(try synthesizer.synthesize(text: text, voice: "en", rate: 175).count)
      / Double(synthesizer.sampleRate)
    #expect(
      drained.wav.seconds >= time + heard * 0.95, "\(drained.wav.seconds) vs \(time)+\(heard)")
    #expect(quit.wav.seconds <= time + 0.05, "\(quit.wav.seconds) vs \(time)")
    #expect(quit.wav.isConsistentMonoPCM)
  }

  @Test(
    "--voice, --rate and --pitch change the recording: slower is longer",
    .enabled(if: hasESpeak, noESpeak))
  func voiceAndRate() throws {
    let slow = try record("", ["--voice", "en-us", "--rate", "90"])
    let fast = try record("", ["--voice", "en-us", "--rate", "400"])
    #expect(slow.result.status == 0 && fast.result.status == 0)
    #expect(slow.result.stderr.isEmpty && fast.result.stderr.isEmpty)
    #expect(slow.wav.seconds > 2 * fast.wav.seconds)
    let low = try record("", ["--pitch", "0"])
    let high = try record("", ["--pitch", "100"])
    #expect(low.bytes != high.bytes)
  }

  @Test(
    "A --speech-wav path that cannot be created: one line naming it, exit 73, no session",
    .enabled(if: hasESpeak, noESpeak),
    arguments: [
      ("/nonexistent-folder/a.wav", "No such file or directory"),
      ("/tmp", "Is a directory"),
    ])
  func cannotCreate(path: String, reason: String) throws {
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech-wav", path], stdin: script)
    #expect(result.status == 73)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "teller: --speech-wav: Cannot create '\(path)': \(reason).\n")
  }

  @Test(
    "A write that fails later (the file size limit, as a full disk): one line, exit 74, a valid WAV",
    .enabled(if: hasESpeak, noESpeak),
    .disabled(
      if: TestSupport.isThreadSanitized,
      "the thread sanitizer's own runtime faults (SIGBUS) in a process under a file size limit"))
  func writeFailsLater() throws {
    let path = temporaryPath("limited.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    // 32 KiB: room for the header and the start of the speech, not all of it.
    let (result, _) = try runTimed(
      "/bin/sh",
      ["-c", "trap '' XFSZ; ulimit -f 32; exec \"$0\" \"$@\"", TestSupport.tellerPath]
        + ["--clock", "virtual", "--lang", "en", "--speech-wav", path],
      stdin: "add\nwait idle\n", environment: TestSupport.tellerEnvironment())
    #expect(result.status == 74)
    #expect(
      result.stderr.contains(
        "teller: --speech-wav: Cannot write '\(path)': File too large. The recording stops here.\n")
    )
    #expect(result.stdout == (try plainRun(stdin: "add\nwait idle\n")).stdout)
    let wav = try WAVFileContents(path: path)
    #expect(wav.isConsistentMonoPCM)
    #expect(wav.dataSize > 16_000)
  }

  @Test(
    "Killed mid-session, even by SIGKILL that no handler sees, the recording is a whole WAV file",
    .enabled(if: hasESpeak, noESpeak))
  func terminated() throws {
    let path = temporaryPath("terminated.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (process, input) = try startTeller(
      ["--clock", "virtual", "--lang", "en", "--speech-wav", path])
    input.write(Data("add\n".utf8))
    // Wait (at most 60 s) until speech has been written, then kill.
    let written = pollCondition(timeout: .seconds(60)) {
      ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) > 10_000
    }
    // SIGKILL, because children of the test process may start with SIGTERM
    // blocked; and no signal handler helps the file against SIGKILL.
    _ = kill(process.processIdentifier, SIGKILL)
    _ = try waitTimed(process, timeout: .seconds(30))
    try #require(written, "nothing was recorded")
    #expect(process.terminationReason == .uncaughtSignal)
    let wav = try WAVFileContents(path: path)
    #expect(wav.riff == "RIFF" && wav.wave == "WAVE" && wav.data == "data")
    #expect(wav.dataSize > 0 && wav.dataSize % 2 == 0)
    #expect(wav.dataSize <= wav.fileSize - 44)
  }
}

@Suite("teller --speech with eSpeak NG: live speech that cuts in and never holds Teller up")
struct LiveSpeechCLITests {
  @Test("Without the library: one line on stderr, the same output, status 0, no file")
  func missingLibrary() throws {
    let path = temporaryPath("missing.wav")
    for engine in ["espeak", "auto"] {
      let result = try runTellerTimed(
        ["--clock", "virtual", "--lang", "en", "--speech", "--speech-wav", path], stdin: script,
        environment: [
          "TELLER_ESPEAK_LIBRARY": "/nonexistent.so", "TELLER_SPEECH_ENGINE": engine,
          "SPEECHD_ADDRESS": "unix_socket:/nonexistent/speechd.sock",
        ])
      #expect(result.status == 0)
      #expect(
        result.stderr
          == "teller: speech is off: /nonexistent.so not found; install libespeak-ng1 and"
          + " espeak-ng-data (sudo apt-get install libespeak-ng1 espeak-ng-data).\n")
      #expect(result.stdout == (try plainRun()).stdout)
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  }

  @Test("auto with neither engine: one notice naming both, and the session goes on")
  func autoWithNothing() throws {
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech"], stdin: script,
      environment: [
        "TELLER_ESPEAK_LIBRARY": "/nonexistent.so",
        "SPEECHD_ADDRESS": "unix_socket:/nonexistent/speechd.sock",
      ])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: speech is off: speech-dispatcher does not answer at"
        + " unix_socket:/nonexistent/speechd.sock, and /nonexistent.so not found; install"
        + " libespeak-ng1 and espeak-ng-data (sudo apt-get install libespeak-ng1 espeak-ng-data).\n"
    )
    #expect(result.stdout == (try plainRun()).stdout)
  }

  @Test("Bad --rate, --pitch or --volume exit 64 naming the flag")
  func badValues() throws {
    for (flag, value, range) in [
      ("rate", "79", "80 to 450"), ("pitch", "101", "0 to 100"), ("volume", "201", "0 to 200"),
    ] {
      let result = try runTellerTimed(["--clock", "virtual", "--speech", "--\(flag)", value])
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("teller: --\(flag) must be a whole number from \(range)"))
    }
  }

  @Test("Speech's usage errors are told in Korean with --lang ko or a Korean LANG, hint included")
  func koreanUsageErrors() throws {
    let cases: [([String], [String: String], String)] = [
      (["--lang", "ko", "--pitch", "101"], [:], "--pitch은(는) 0부터 100까지의 정수여야 합니다. 받은 값: '101'."),
      (
        ["--volume", "201"], ["LANG": "ko_KR.UTF-8"],
        "--volume은(는) 0부터 200까지의 정수여야 합니다. 받은 값: '201'."
      ),
      (
        ["--lang", "ko", "--speech-engine", "festival"], [:],
        "--speech-engine은(는) auto, espeak, speechd 중 하나여야 합니다. 받은 값: 'festival'."
      ),
      (
        ["--lang", "ko"], [SpeechEngineChoice.variable: "fest\u{1B}ival"],
        "TELLER_SPEECH_ENGINE은(는) auto, espeak, speechd 중 하나여야 합니다. 받은 값: 'fest\\eival'."
      ),
    ]
    for (arguments, environment, message) in cases {
      let result = try runTellerTimed(
        ["--clock", "virtual", "--speech"] + arguments, environment: environment)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr == "teller: \(message) 사용법은 'teller --help'로 확인하세요.\n", "\(arguments)")
    }
  }

  @Test(
    "An unknown voice for eSpeak NG: a usage error naming it, exit 64, no session and no file",
    .enabled(if: hasESpeak, noESpeak))
  func unknownVoice() throws {
    let path = temporaryPath("voice.wav")
    let message =
      "teller: --voice: eSpeak NG has no voice 'zz-nope'; 'teller voices' lists the voices there"
      + " are. Run 'teller --help' for usage.\n"
    for arguments in [
      ["--speech-wav", path], ["--speech", "--speech-engine", "espeak"],
      ["--speech", "--speech-wav", path],
    ] {
      let result = try runTellerTimed(
        ["--clock", "virtual", "--lang", "en", "--voice", "zz-nope"] + arguments, stdin: script,
        environment: ["TELLER_SPEECH_PLAYER": "/bin/true"])
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == message, "\(arguments)")
      #expect(!FileManager.default.fileExists(atPath: path))
    }
    // From the configuration file, the file and line are named instead (78).
    let folder = temporaryPath("voice-config")
    try FileManager.default.createDirectory(
      atPath: folder + "/teller", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "voice = zz-nope\n".write(
      toFile: folder + "/teller/config", atomically: true, encoding: .utf8)
    let configured = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech-wav", path], stdin: script,
      environment: ["XDG_CONFIG_HOME": folder])
    #expect(configured.status == 78)
    #expect(configured.stderr.contains("config:1"), "\(configured.stderr)")
    #expect(!FileManager.default.fileExists(atPath: path))
    // When auto falls back to eSpeak NG, the voice was meant for
    // speech-dispatcher: one line, and the session goes on.
    let fallback = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech", "--voice", "zz-nope"], stdin: script,
      environment: ["SPEECHD_ADDRESS": "unix_socket:/nonexistent/speechd.sock"])
    #expect(fallback.status == 0)
    #expect(fallback.stderr.contains("eSpeak NG has no voice 'zz-nope'"))
    #expect(fallback.stdout == (try plainRun()).stdout)
  }

  @Test(
    "A --speech-wav that opens but cannot be written (/dev/full): one line, exit 74",
    .enabled(if: hasESpeak, noESpeak))
  func fullDevice() throws {
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech-wav", "/dev/full"], stdin: script)
    #expect(result.status == 74)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "teller: --speech-wav: Cannot write '/dev/full': No space left on device.\n")
  }

  @Test(
    "--speech plays every utterance through the player as raw 16-bit PCM",
    .enabled(if: hasESpeak, noESpeak))
  func livePlayback() throws {
    let pcm = temporaryPath("live.pcm")
    let player = try shellScript("player.sh", "exec cat >> \"$TELLER_TEST_PCM\"")
    defer {
      try? FileManager.default.removeItem(atPath: pcm)
      try? FileManager.default.removeItem(atPath: player)
    }
    let input = "add\nwait 2s\nread all\n"
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech"], stdin: input,
      environment: espeakOnly.merging(["TELLER_SPEECH_PLAYER": player, "TELLER_TEST_PCM": pcm]) {
        $1
      })
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == (try plainRun(stdin: input)).stdout)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: pcm))
    let rate = try ESpeakSynthesizer.shared.get().sampleRate
    #expect(bytes.count % 2 == 0)
    #expect(bytes.count > 2 * rate, "\(bytes.count) bytes")
  }

  @Test(
    "A navigation kills the player that is speaking and drops what waits; an error then cuts in too",
    .enabled(if: hasESpeak, noESpeak))
  func interruption() throws {
    let folder = temporaryPath("interrupt")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Every player keeps what it was given, then plays "forever": until it is killed.
    let player = try shellScript(
      "interrupt-player.sh",
      """
      cd "$TELLER_TEST_DIR" || exit 1
      cat > "part.$$" && mv "part.$$" "played.$$"
      exec sleep 60
      """)
    defer { try? FileManager.default.removeItem(atPath: player) }
    func played() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasPrefix("played.") }.sorted()
    }
    let (process, input) = try startTeller(
      ["--clock", "virtual", "--lang", "en", "--speech"],
      environment: espeakOnly.merging(
        ["TELLER_SPEECH_PLAYER": player, "TELLER_TEST_DIR": folder]) { $1 })
    defer { _ = try? waitTimed(process, timeout: .seconds(30)) }
    // The welcome plays "forever"; the focused element waits behind it.
    try #require(
      pollCondition(timeout: .seconds(30)) { played().count == 1 }, "the first player never started"
    )
    // A read-all cuts in: the welcome's player is killed, the focus dropped,
    // and the first description plays "forever" while the rest wait.
    input.write(Data("read all\n".utf8))
    try #require(
      pollCondition(timeout: .seconds(30)) { played().count == 2 }, "the read-all was not spoken")
    // An error cuts in again: the rest of the read-all is dropped.
    input.write(Data("no-such-command\n".utf8))
    try #require(
      pollCondition(timeout: .seconds(30)) { played().count == 3 }, "the error was not spoken")
    input.write(Data("quit\n".utf8))
    let status = try waitTimed(process, timeout: .seconds(30))
    #expect(status == 65)
    #expect(played().count == 3, "\(played())")
    let synthesizer = try ESpeakSynthesizer.shared.get()
    let error = "Line 2: Unknown command 'no-such-command'. Type help for commands."
    let expected = try synthesizer.synthesize(text: error, voice: "en", rate: 175).count * 2
    let third = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + played()[2])).count
    let first = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + played()[0])).count
    #expect(first > 0)
    #expect(abs(third - expected) * 20 <= expected, "\(third) bytes vs \(expected)")
  }

  @Test(
    "A player that fails (no sound device): one line, the session goes on, status 0",
    .enabled(if: hasESpeak, noESpeak))
  func failingPlayer() throws {
    let input = "add\nwait 2s\nread all\n"
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech"], stdin: input,
      environment: espeakOnly.merging(["TELLER_SPEECH_PLAYER": "/bin/false"]) { $1 })
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: live speech is off: false could not play (exit status 1);"
        + " is there a sound device?\n")
    #expect(result.stdout == (try plainRun(stdin: input)).stdout)
  }

  @Test(
    "No player on PATH: one line with the install command; the recording still works",
    .enabled(if: hasESpeak, noESpeak))
  func noPlayer() throws {
    let empty = temporaryPath("empty-bin")
    let path = temporaryPath("still.wav")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(atPath: empty)
      try? FileManager.default.removeItem(atPath: path)
    }
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech", "--speech-wav", path], stdin: script,
      environment: [
        "PATH": empty, "TELLER_SPEECH_PLAYER": "",
        "SPEECHD_ADDRESS": "unix_socket:/nonexistent/speechd.sock",
      ])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: live speech is off: no audio player found; install one with:"
        + " sudo apt-get install alsa-utils\n")
    #expect(try WAVFileContents(path: path).seconds > 1)
  }
}
