import Foundation
import TellerAccessibility
import TellerBank
import TellerSession
import TellerSounds
import TellerTestSupport
import TellerWording
import Testing

@testable import TellerSpeech

#if canImport(Glibc)
  import Glibc
#endif

private let hasESpeak = ESpeakLibrary.isAvailable
private let noESpeak: Comment = "libespeak-ng.so.1 is not installed"

/// A session with starts, finishes, an edge, an error and all served.
private let script = "add\nwait 1s\nfirst\nprevious\nnonsense\nwait 2s\nadd\nwait idle\n"

/// The icons `teller --clock virtual` plays for a script, step by step,
/// from the same session run here.
private func expectedIcons(_ script: String, language: Language = .english) -> [[PlacedIcon]] {
  var session = Session(settings: SessionSettings(language: language))
  var steps = [session.start()]
  for (number, line) in script.split(separator: "\n").enumerated() {
    steps.append(session.handle(.line(String(line), number: number + 1)))
  }
  steps.append(session.handle(.endOfInput))
  return steps.map { PlacedIcon.icons(for: $0.cues) }.filter { !$0.isEmpty }
}

/// Records a script under the virtual clock.
private func record(_ script: String, _ extra: [String]) throws -> (
  result: RunResult, wav: WAVFileContents, bytes: Data
) {
  let path = temporaryPath("sounds.wav")
  defer { try? FileManager.default.removeItem(atPath: path) }
  let result = try runTellerTimed(
    ["--clock", "virtual", "--lang", "en", "--speech-wav", path] + extra, stdin: script)
  return (result, try WAVFileContents(path: path), try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// The recording the speech and icons should make: the speech alone (the
/// same script without sounds) on every channel, each icon's clip added
/// at the sample of its model time, clamped to 16 bits.
private func expectedMix(speech: [Int16], icons: [PlacedIcon], rate: Int, channels: Int) -> [Int16]
{
  let clips = SoundClips(sampleRate: rate, channels: channels)
  // Sample 0 is the welcome's model time, 0.
  let placed = icons.map {
    (start: SoundClip.frames(in: $0.time, sampleRate: rate), clip: clips[$0.icon])
  }
  let frames = max(speech.count, placed.map { $0.start + $0.clip.frames }.max() ?? 0)
  var sums = [Int32](repeating: 0, count: frames * channels)
  for (frame, value) in speech.enumerated() {
    for channel in 0..<channels { sums[frame * channels + channel] += Int32(value) }
  }
  for (start, clip) in placed {
    for (index, value) in clip.samples.enumerated() {
      sums[start * channels + index] += Int32(value)
    }
  }
  return sums.map { Int16(clamping: $0) }
}

@Suite("teller --sounds into --speech-wav: each icon at its event's model time")
struct SoundRecordingCLITests {
  @Test(
    "Stereo: the file is the speech plus every icon at its event's sample, exactly; text unchanged",
    .enabled(if: hasESpeak, noESpeak), arguments: [("on", 2), ("mono", 1)])
  func toTheSample(choice: String, channels: Int) throws {
    let plain = try record(script, [])
    let mixed = try record(script, ["--sounds", choice])
    #expect(mixed.result.status == 65 && plain.result.status == 65)
    #expect(mixed.result.stdout == plain.result.stdout)
    #expect(mixed.result.stderr == plain.result.stderr)
    let wav = mixed.wav
    #expect(wav.channels == channels)
    #expect(wav.blockAlign == 2 * channels && wav.byteRate == wav.sampleRate * 2 * channels)
    #expect(wav.dataSize == wav.fileSize - 44 && wav.riffSize == wav.fileSize - 8)
    let icons = expectedIcons(script).flatMap { $0 }
    #expect(Set(icons.map(\.icon)) == Set(SoundIcon.allCases))
    let expected = expectedMix(
      speech: plain.wav.samples, icons: icons, rate: wav.sampleRate, channels: channels)
    #expect(wav.samples.count == expected.count)
    let first = zip(wav.samples, expected).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(first == nil, "first difference at sample \(first?.offset ?? -1)")
  }

  @Test(
    "Each icon starts at its event: sound begins at the sample of every model time, not before",
    .enabled(if: hasESpeak, noESpeak))
  func onsets() throws {
    let plain = try record(script, [])
    let mixed = try record(script, ["--sounds", "mono"])
    let rate = mixed.wav.sampleRate
    let difference = zip(
      mixed.wav.samples,
      plain.wav.samples
        + [Int16](
          repeating: 0, count: max(0, mixed.wav.samples.count - plain.wav.samples.count))
    )
    .map { Int($0.0) - Int($0.1) }
    for placed in expectedIcons(script).flatMap({ $0 }) {
      let start = SoundClip.frames(in: placed.time, sampleRate: rate)
      let clip = SoundClips(sampleRate: rate, channels: 1)[placed.icon].samples
      // The icon's own first sounding sample lands where its clip's does.
      let lead = try #require(clip.firstIndex { $0 != 0 })
      #expect(difference[start + lead] != 0, "\(placed.icon) at \(placed.time)")
      #expect(start + clip.count <= difference.count)
    }
    // Before the first event nothing but speech is heard.
    let firstTime = try #require(expectedIcons(script).first?.first?.time)
    let firstStart = SoundClip.frames(in: firstTime, sampleRate: rate)
    #expect(difference[..<firstStart].allSatisfy { $0 == 0 })
  }

  @Test("The same script gives the same bytes, run after run", .enabled(if: hasESpeak, noESpeak))
  func sameBytes() throws {
    let first = try record(script, ["--sounds", "on", "--seed", "3"])
    let second = try record(script, ["--sounds", "on", "--seed", "3"])
    #expect(first.bytes == second.bytes)
    #expect(first.wav.seconds > 5)
  }

  @Test(
    "--sounds off, or no --sounds at all, records exactly what Teller always recorded",
    .enabled(if: hasESpeak, noESpeak))
  func offIsUnchanged() throws {
    let absent = try record(script, [])
    let off = try record(script, ["--sounds", "off"])
    #expect(absent.bytes == off.bytes)
    #expect(absent.wav.isConsistentMonoPCM)
  }
}

/// One run of a ``RecordingPlayer``.
struct PlayerRunRecord {
  /// Its arguments, as one line: none for a program Teller does not know.
  var arguments: String
  /// The stream it was told of in its environment: `TELLER_SPEECH_SAMPLE_RATE`,
  /// `TELLER_SPEECH_CHANNELS` and `TELLER_SPEECH_SAMPLE_FORMAT`, such as
  /// `22050 2 S16_LE`.
  var stream: String
  /// What it was given to play.
  var samples: [Int16]
}

/// A fake player that keeps what each run is given, named by the time it
/// started (so sorted in order), with its arguments and the stream its
/// environment describes, as a program Teller does not know reads it.
struct RecordingPlayer {
  let folder = temporaryPath("players")
  let script: String

  init(then: String = "") throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    script = try shellScript(
      "sound-player.sh",
      """
      cd "\(folder)" || exit 1
      name=$(date +%s%N).$$
      echo "$@" > "$name.args"
      echo "$TELLER_SPEECH_SAMPLE_RATE $TELLER_SPEECH_CHANNELS $TELLER_SPEECH_SAMPLE_FORMAT" \\
        > "$name.stream"
      cat > "$name.part" && mv "$name.part" "$name.pcm"
      \(then)
      """)
  }

  /// The runs that have finished taking their samples, in order.
  func runs() -> [PlayerRunRecord] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".pcm") }.sorted()
    return names.map { name in
      let base = folder + "/" + name.dropLast(4)
      func line(_ suffix: String) -> String {
        ((try? String(contentsOfFile: base + suffix, encoding: .utf8)) ?? "")
          .trimmingCharacters(in: .newlines)
      }
      let bytes = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: base + ".pcm"))) ?? Data())
      let samples = stride(from: 0, to: bytes.count - 1, by: 2).map {
        Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
      }
      return PlayerRunRecord(arguments: line(".args"), stream: line(".stream"), samples: samples)
    }
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.removeItem(atPath: script)
  }
}

/// Teller reading lines from a pipe, its output in a file.
private final class PipedTeller {
  let process = Process()
  let input = Pipe()
  let output = temporaryPath("piped.out")

  init(_ arguments: [String], environment: [String: String]) throws {
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    process.executableURL = URL(fileURLWithPath: TestSupport.tellerPath)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      TestSupport.tellerEnvironment(environment), uniquingKeysWith: { $1 })
    process.standardInput = input
    process.standardOutput = FileHandle(forWritingAtPath: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

  var lines: [String] {
    ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
      .split(separator: "\n").map(String.init)
  }

  func close() -> Int32? {
    try? input.fileHandleForWriting.close()
    let status = try? waitTimed(process, timeout: .seconds(30))
    try? FileManager.default.removeItem(atPath: output)
    return status
  }
}

@Suite("teller --sounds live: through a player of their own, in order, never in the way")
struct LiveSoundCLITests {
  @Test("Alone, each step's icons reach the player in order, as one stereo burst a step")
  func inOrder() throws {
    let player = try RecordingPlayer()
    defer { player.remove() }
    let lines = ["add", "wait 1s", "previous", "nonsense", "wait idle"]
    let teller = try PipedTeller(
      ["--clock", "virtual", "--lang", "en", "--sounds", "on"],
      environment: ["TELLER_SPEECH_PLAYER": player.script])
    let expected = expectedIcons(lines.joined(separator: "\n") + "\n")
    let clips = SoundClips(sampleRate: SoundEngines.sampleRate, channels: 2)
    // Line by line, each burst arriving before the next line is sent.
    var sent = 0
    for line in lines {
      teller.send(line)
      sent += 1
      #expect(pollCondition(timeout: .seconds(30)) { player.runs().count == sent }, "\(line)")
    }
    #expect(teller.close() == 65)
    let runs = player.runs()
    #expect(runs.count == expected.count)
    for (run, icons) in zip(runs, expected) {
      // A program Teller does not know gets no arguments, and the stream in its environment.
      #expect(run.arguments.isEmpty)
      #expect(run.stream == "22050 2 S16_LE")
      #expect(run.samples == clips.burst(icons), "\(icons.map(\.icon))")
    }
  }

  @Test("A player that plays forever holds up neither keys nor quitting")
  func neverInTheWay() throws {
    let player = try RecordingPlayer(then: "exec sleep 60")
    defer { player.remove() }
    let teller = try PipedTeller(
      ["--clock", "virtual", "--lang", "en", "--sounds", "mono"],
      environment: ["TELLER_SPEECH_PLAYER": player.script])
    teller.send("add")
    try #require(pollCondition(timeout: .seconds(30)) { player.runs().count == 1 })
    // The add's sounds play "for a minute"; the next lines are answered at once.
    let clock = ContinuousClock()
    let before = teller.lines.count
    let start = clock.now
    teller.send("next")
    teller.send("previous")
    let answered = pollCondition(timeout: .seconds(30)) { teller.lines.count >= before + 2 }
    let took = clock.now - start
    #expect(answered)
    #expect(took < .seconds(5), "\(took)")
    #expect(player.runs().first?.stream == "22050 1 S16_LE")
    teller.send("quit")
    let quit = clock.now
    #expect(teller.close() == 0)
    #expect(clock.now - quit < .seconds(10))
  }

  @Test(
    "With --speech through eSpeak NG, speech and sounds each get players of their own",
    .enabled(if: hasESpeak, noESpeak))
  func besideSpeech() throws {
    let player = try RecordingPlayer()
    defer { player.remove() }
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--speech", "--sounds", "on"], stdin: "add\n",
      environment: ["TELLER_SPEECH_ENGINE": "espeak", "TELLER_SPEECH_PLAYER": player.script])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    // The sounds' player is told of stereo, speech's of mono.
    let streams = player.runs().map(\.stream)
    #expect(streams.contains("22050 2 S16_LE"), "\(streams)")
    #expect(streams.contains("22050 1 S16_LE"), "\(streams)")
  }

  @Test("A player that fails: one line, the session goes on, status 0")
  func failingPlayer() throws {
    let result = try runTellerTimed(
      ["--clock", "virtual", "--lang", "en", "--sounds", "on"], stdin: "add\nwait 2s\n",
      environment: ["TELLER_SPEECH_PLAYER": "/bin/false"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "teller: sound is off: false could not play (exit status 1); is there a sound device?\n")
  }
}

@Suite("teller sounds: every icon after its name")
struct SoundsCommandCLITests {
  @Test(
    "--speech-wav writes each name, then its icon twice, in order; the table comes first",
    .enabled(if: hasESpeak, noESpeak), arguments: ["en", "ko"])
  func lesson(lang: String) throws {
    let path = temporaryPath("lesson-\(lang).wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try runTellerTimed(["sounds", "--lang", lang, "--speech-wav", path])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let catalog = Catalog(language: lang == "ko" ? .korean : .english)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines
        == [catalog[SoundMessage.heading]] + SoundIcon.allCases.map(catalog.soundLine)
        + [catalog[AudioGraphMessage.lessonHeading]]
        + GraphExample.allCases.map(catalog.graphExampleLine))
    let wav = try WAVFileContents(path: path)
    #expect(wav.channels == 2)
    #expect(wav.seconds > 15)
    // Each item's icon, exactly, twice, in the table's order, after its name.
    let clips = SoundClips(sampleRate: wav.sampleRate, channels: 2)
    let gap = Int(SoundLesson.repeatEvery * Double(wav.sampleRate)) * 2
    var from = 0
    for icon in SoundIcon.allCases {
      let clip = clips[icon].samples
      let found = stride(from: from, to: wav.samples.count - clip.count, by: 2).first {
        wav.samples[$0...].starts(with: clip)
      }
      let start = try #require(found, "\(icon) not found after sample \(from)")
      // Its name was said before it: speech lies between the last icon and this one.
      #expect(wav.samples[from..<start].contains { abs(Int($0)) > 1000 }, "\(icon)'s name")
      #expect(wav.samples[(start + gap)...].starts(with: clip), "\(icon)'s second play")
      from = start + gap + clip.count
    }
    // Then each graph, exactly, after its name.
    for example in GraphExample.allCases {
      let clip = example.graph.render(sampleRate: wav.sampleRate, channels: 2).samples
      let found = stride(from: from, to: wav.samples.count - clip.count, by: 2).first {
        wav.samples[$0...].starts(with: clip)
      }
      let start = try #require(found, "\(example) not found after sample \(from)")
      #expect(wav.samples[from..<start].contains { abs(Int($0)) > 1000 }, "\(example)'s name")
      from = start + clip.count
    }
  }

  @Test("Played, the player gets exactly the file's samples, in mono with --sounds mono")
  func played() throws {
    let player = try RecordingPlayer()
    let path = temporaryPath("lesson.wav")
    defer {
      player.remove()
      try? FileManager.default.removeItem(atPath: path)
    }
    let played = try runTellerTimed(
      ["sounds", "--lang", "en", "--sounds", "mono"],
      environment: ["TELLER_SPEECH_PLAYER": player.script])
    let written = try runTellerTimed([
      "sounds", "--lang", "en", "--sounds", "mono", "--speech-wav", path,
    ])
    #expect(played.status == 0 && written.status == 0)
    let runs = player.runs()
    #expect(runs.count == 1)
    #expect(runs.first?.stream == "22050 1 S16_LE")
    #expect(runs.first?.samples == (try WAVFileContents(path: path)).samples)
  }

  @Test("No player: one line and status 69; a file that cannot be created: 73")
  func failures() throws {
    let empty = temporaryPath("empty-bin")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let noPlayer = try runTellerTimed(
      ["sounds", "--lang", "en"], environment: ["PATH": empty, "TELLER_SPEECH_PLAYER": ""])
    #expect(noPlayer.status == 69)
    #expect(
      noPlayer.stderr.hasSuffix(
        "teller sounds: no audio player found; install one with: sudo apt-get install alsa-utils\n")
    )
    let cannot = try runTellerTimed(["sounds", "--speech-wav", "/nonexistent-folder/a.wav"])
    #expect(cannot.status == 73)
    // Without eSpeak NG a line that the names are off comes first.
    #expect(
      cannot.stderr.hasSuffix(
        "teller sounds: --speech-wav: Cannot create '/nonexistent-folder/a.wav': No such file or directory.\n"
      ))
    #expect(cannot.stderr.split(separator: "\n").count == (hasESpeak ? 1 : 2))
  }
}
