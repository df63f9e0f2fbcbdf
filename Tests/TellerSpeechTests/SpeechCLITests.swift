import Foundation
import TellerApp
import TellerSpeech
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let script = "add\nwait 2s\nread all\nsummary\nquit\n"
private let hasESpeak = ESpeakLibrary.isAvailable
private let noESpeak: Comment = "libespeak-ng.so.1 is not installed"

/// The session's lines without speech, to compare against.
private func plainRun(_ lang: String = "en") throws -> ProcessResult {
  try runTeller(["--clock", "virtual", "--lang", lang], stdin: script)
}

/// Writes an executable shell script and returns its path.
private func shellScript(_ name: String, _ body: String) throws -> String {
  let path = temporaryPath(name)
  try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
  try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
  return path
}

@Suite("teller --speech and --speech-wav, end to end")
struct SpeechCLITests {
  @Test(
    "--speech-wav records the session: a whole WAV over a second long; output unchanged",
    .enabled(if: hasESpeak, noESpeak), arguments: ["en", "ko"])
  func recording(lang: String) throws {
    let path = temporaryPath("session-\(lang).wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try runTeller(
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
    "The recording is every record spoken, a 0.3 s silence between each two",
    .enabled(if: hasESpeak, noESpeak))
  func recordingInOrder() throws {
    let path = temporaryPath("order.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--speech-wav", path], stdin: "")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    try #require(!lines.isEmpty)
    let synthesizer = try ESpeakSynthesizer.shared.get()
    let lengths = try lines.map {
      try synthesizer.synthesize(text: $0, voice: "en", rate: 175).count
    }
    let gap = synthesizer.sampleRate * 3 / 10
    let wav = try WAVFileContents(path: path)
    // eSpeak NG's lengths vary by a few percent with what the process said
    // before, so compare lengths within 5% and find the silences.
    let expected = lengths.reduce(0, +) + gap * (lines.count - 1)
    #expect(
      abs(wav.samples.count - expected) * 20 <= expected, "\(wav.samples.count) vs \(expected)")
    var silences = 0
    var run = 0
    for sample in wav.samples {
      run = sample == 0 ? run + 1 : 0
      if run == gap { silences += 1 }
    }
    #expect(silences >= lines.count - 1)
    #expect(wav.samples.prefix(lengths[0]).contains { $0 != 0 })
    #expect(wav.samples.suffix(lengths[lengths.count - 1]).contains { $0 != 0 })
  }

  @Test(
    "--voice and --rate change the recording: slower is longer",
    .enabled(if: hasESpeak, noESpeak))
  func voiceAndRate() throws {
    let slow = temporaryPath("slow.wav")
    let fast = temporaryPath("fast.wav")
    defer {
      try? FileManager.default.removeItem(atPath: slow)
      try? FileManager.default.removeItem(atPath: fast)
    }
    let slowRun = try runTeller(
      ["--clock", "virtual", "--speech-wav", slow, "--voice", "en-us", "--rate", "90"], stdin: "")
    let fastRun = try runTeller(
      ["--clock", "virtual", "--speech-wav", fast, "--voice", "en-us", "--rate", "400"], stdin: "")
    #expect(slowRun.status == 0 && fastRun.status == 0)
    #expect(slowRun.stderr.isEmpty && fastRun.stderr.isEmpty)
    #expect(try WAVFileContents(path: slow).seconds > 2 * WAVFileContents(path: fast).seconds)
  }

  @Test("Without the library: one line on stderr, the same output, status 0, no file")
  func missingLibrary() throws {
    let path = temporaryPath("missing.wav")
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--speech", "--speech-wav", path], stdin: script,
      environment: ["TELLER_ESPEAK_LIBRARY": "/nonexistent.so"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: speech is off: /nonexistent.so not found; install libespeak-ng1 and"
        + " espeak-ng-data (sudo apt-get install libespeak-ng1 espeak-ng-data).\n")
    #expect(result.stdout == (try plainRun()).stdout)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("A bad --rate exits 64 naming --rate", arguments: ["79", "451", "quick"])
  func badRate(rate: String) throws {
    let result = try runTeller(["--clock", "virtual", "--speech", "--rate", rate])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("teller: --rate must be a whole number from 80 to 450"))
  }

  @Test(
    "An unknown voice: one line naming it, the session goes on", .enabled(if: hasESpeak, noESpeak))
  func unknownVoice() throws {
    let path = temporaryPath("voice.wav")
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--speech-wav", path, "--voice", "zz-nope"],
      stdin: script)
    #expect(result.status == 0)
    #expect(
      result.stderr == "teller: speech is off: eSpeak NG has no voice 'zz-nope'; try en or ko.\n")
    #expect(result.stdout == (try plainRun()).stdout)
  }

  @Test(
    "A WAV file that cannot be written: one line, the session goes on",
    .enabled(if: hasESpeak, noESpeak))
  func unwritableRecording() throws {
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--speech-wav", "/nonexistent-folder/a.wav"],
      stdin: script)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: the speech recording is off: cannot write /nonexistent-folder/a.wav:"
        + " No such file or directory.\n")
    #expect(result.stdout == (try plainRun()).stdout)
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
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--speech"], stdin: script,
      environment: ["TELLER_SPEECH_PLAYER": player, "TELLER_TEST_PCM": pcm])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == (try plainRun()).stdout)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: pcm))
    let rate = try ESpeakSynthesizer.shared.get().sampleRate
    #expect(bytes.count % 2 == 0)
    #expect(bytes.count > 2 * rate, "\(bytes.count) bytes")
  }

  @Test(
    "An error cuts off the utterance being played and drops what waits; then it is spoken",
    .enabled(if: hasESpeak, noESpeak))
  func interruption() throws {
    let folder = temporaryPath("interrupt")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/started"
    try #require(mkfifo(fifo, 0o600) == 0)
    // The first player says it started, then plays "forever" (until it is
    // killed); every later one saves what it was given.
    let player = try shellScript(
      "interrupt-player.sh",
      """
      cd "$TELLER_TEST_DIR" || exit 1
      if mkdir first 2>/dev/null; then cat > /dev/null; echo started > started; exec sleep 60; fi
      cat > "played.$$"
      """)
    defer { try? FileManager.default.removeItem(atPath: player) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestSupport.tellerPath)
    process.arguments = ["--clock", "virtual", "--lang", "en", "--speech"]
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["LANG": "C.UTF-8", "TELLER_SPEECH_PLAYER": player, "TELLER_TEST_DIR": folder],
      uniquingKeysWith: { $1 })
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait (at most 60 s, not sleeping) until the first utterance is playing.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    var poller = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
    let ready = poll(&poller, 1, 60_000)
    try #require(ready == 1, "the first player never started")
    // A long read queues many utterances; the bad line interrupts them all.
    input.fileHandleForWriting.write(Data("read all\nno-such-command\n".utf8))
    try input.fileHandleForWriting.close()
    try waitForExit(process)
    let played = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasPrefix("played.") }
    #expect(played.count == 1, "\(played)")
    let bytes = try played.first.map {
      try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)).count
    }
    #expect((bytes ?? 0) > 0)
  }

  @Test(
    "A player that fails (no sound device): one line, the session goes on, status 0",
    .enabled(if: hasESpeak, noESpeak))
  func failingPlayer() throws {
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--speech"], stdin: script,
      environment: ["TELLER_SPEECH_PLAYER": "/bin/false"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: live speech is off: false could not play (exit status 1);"
        + " is there a sound device?\n")
    #expect(result.stdout == (try plainRun()).stdout)
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
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--speech", "--speech-wav", path], stdin: script,
      environment: ["PATH": empty, "TELLER_SPEECH_PLAYER": ""])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: live speech is off: no audio player found; install one with:"
        + " sudo apt-get install alsa-utils\n")
    #expect(try WAVFileContents(path: path).seconds > 1)
  }

  @Test(
    "Killed mid-session, even by SIGKILL that no handler sees, the recording is a whole WAV file",
    .enabled(if: hasESpeak, noESpeak))
  func terminated() throws {
    let path = temporaryPath("terminated.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestSupport.tellerPath)
    process.arguments = ["--clock", "virtual", "--lang", "en", "--speech-wav", path]
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["LANG": "C.UTF-8"], uniquingKeysWith: { $1 })
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Each step waits (at most a minute) for a line more than before,
    // whatever the words.
    func lines(_ text: String) -> Int { text.filter { $0 == "\n" }.count }
    _ = try readUntil(output.fileHandleForReading) { lines($0) >= 2 }
    input.fileHandleForWriting.write(Data("add\n".utf8))
    _ = try readUntil(output.fileHandleForReading) { lines($0) >= 1 }
    // SIGKILL, because children of the test process may start with SIGTERM
    // blocked; and no signal handler helps the file against SIGKILL.
    _ = kill(process.processIdentifier, SIGKILL)
    try waitForExit(process)
    #expect(process.terminationReason == .uncaughtSignal)
    let wav = try WAVFileContents(path: path)
    #expect(wav.riff == "RIFF" && wav.wave == "WAVE" && wav.data == "data")
    #expect(wav.dataSize > 0 && wav.dataSize % 2 == 0)
    #expect(wav.dataSize <= wav.fileSize - 44)
  }
}
